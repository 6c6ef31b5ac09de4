// Operator routes, for end-to-end tests and the command line: they exist only when the app is
// built with an operator token, and answer 403 to any call without it.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UsageError, checkCommand, runCommand } from '../../cli/commands';
import { parseDuration } from '../../cli/parse-duration';
import type { CommandMessage } from '../../cli/server-handle';
import { badRequest, forbidden } from '../../errors';
import { moveGameClock } from '../../services/operator-clock';
import { validate } from '../../services/validate';
import { ClockBody, CommandBody } from './schema';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the request carries `Authorization: Bearer <token>`; compared in constant time. */
function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer (.+)$/.exec(header) : null;
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

export default async function operatorRoutes(app: FastifyInstance) {
  const { operatorToken, database } = app.ctx;
  if (!operatorToken) return;

  app.post('/api/operator/clock/', async (request, reply) => {
    if (!hasToken(request, operatorToken)) throw forbidden();
    const body = validate(ClockBody, request.body ?? {});
    reply.header('cache-control', 'no-store');
    return moveGameClock(
      database,
      body.set !== undefined
        ? { set: new Date(body.set) }
        : { advanceMs: parseDuration(body.advance!)! },
    );
  });

  // The command line's commands, run here while the server owns the embedded database. The
  // report streams back as JSON lines, ending with how the command ended.
  app.post('/api/operator/command/', async (request, reply) => {
    if (!hasToken(request, operatorToken)) throw forbidden();
    const { args } = validate(CommandBody, request.body ?? {});
    try {
      checkCommand(args);
    } catch (error) {
      if (error instanceof UsageError) throw badRequest({ args: [error.message] });
      throw error;
    }
    reply.hijack();
    const send = (message: CommandMessage) => reply.raw.write(`${JSON.stringify(message)}\n`);
    reply.raw.writeHead(200, {
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
  });
}
