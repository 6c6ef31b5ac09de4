// Operator routes, for end-to-end tests and the command line: they exist only when the app is
// built with an operator token, and answer 403 to any call without it.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { ClockBody, CommandBody, NewsInput, NewsItem, SlugParams, parseDuration } from '@ofl/api';
import { UsageError, checkCommand, runCommand } from '../../cli/commands';
import type { CommandMessage } from '../../cli/server-handle';
import { badRequest, forbidden, notFound } from '../../errors';
import { removeArticle, writeArticle } from '../../services/news';
import { moveGameClock } from '../../services/season/operator-clock';
import { acceptEmptyJsonBody } from '../../plugins/empty-json-body';
import { defineRoutes } from '../define-routes';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the request carries `Authorization: Bearer <token>`; compared in constant time. */
function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer (.+)$/.exec(header) : null;
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

export default defineRoutes((app, { operatorToken, database }) => {
  if (!operatorToken) return;
  // A removal is a JSON call with no body (API mutations are JSON: the CSRF policy).
  acceptEmptyJsonBody(app);

  /** Refuses, before the body is judged, a call without the operator's token. */
  const requireToken = async (request: FastifyRequest) => {
    if (!hasToken(request, operatorToken)) throw forbidden();
  };

  app.post(
    '/api/operator/clock/',
    { preValidation: requireToken, schema: { body: ClockBody } },
    async (request, reply) => {
      const body = request.body;
      reply.header('cache-control', 'no-store');
      return moveGameClock(
        database,
        body.set !== undefined
          ? { set: new Date(body.set) }
          : { advanceMs: parseDuration(body.advance!)! },
      );
    },
  );

  // The Scout's articles and videos: written (added, or rewritten by slug) and removed.
  app.post(
    '/api/operator/news/',
    { preValidation: requireToken, schema: { body: NewsInput, response: { 201: NewsItem } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(await writeArticle(database.db, request.body));
    },
  );

  app.delete(
    '/api/operator/news/:slug/',
    { preValidation: requireToken, schema: { params: SlugParams } },
    async (request, reply) => {
      if (!(await removeArticle(database.db, request.params.slug))) throw notFound();
      return reply.status(204).send();
    },
  );

  // The command line's commands, run here while the server owns the embedded database. The
  // report streams back as JSON lines, ending with how the command ended.
  app.post(
    '/api/operator/command/',
    { preValidation: requireToken, schema: { body: CommandBody } },
    async (request, reply) => {
      const { args } = request.body;
      try {
        checkCommand(args);
      } catch (error) {
        if (error instanceof UsageError) throw badRequest({ args: [error.message] });
        throw error;
      }
      reply.hijack();
      const send = (message: CommandMessage) => reply.raw.write(`${JSON.stringify(message)}\n`);
      // Hijacked, the answer carries only what is written here: the headers set so far too.
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'application/x-ndjson; charset=utf-8',
        'cache-control': 'no-store',
      });
      try {
        await runCommand(database, args, (line) => send({ line }));
        send({ done: true });
      } catch (error) {
        request.log.error({ err: error }, 'operator command failed');
        send({ error: error instanceof Error ? error.message : 'The command failed.' });
      }
      reply.raw.end();
    },
  );
});
