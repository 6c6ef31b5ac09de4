// Serves the built web app, with the history fallback: any page path gets index.html (with what
// its screen needs named, see page-html.ts) and the client-side router decides. Unknown /api and
// /accounts paths stay JSON 404s, and so does a missing file (a path with an extension): a
// script answered with the page would fail in the browser as a script of the wrong type instead
// of as missing.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { pageVisitor } from '../services/accounts/me';
import { pageHtml } from './page-html';
import { pageUser } from './session';

/** Registers the static files of `distDir` (when built) and the not-found handling. */
export async function registerWebApp(app: FastifyInstance, distDir: string | null) {
  const hasWeb = distDir !== null && existsSync(join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Files are looked up at each request, not listed once at start: a build written while the
      // server runs is served at once, not only after a restart.
      wildcard: true,
      // The site's root is a page like any other: the fallback sends it.
      index: false,
      // The build writes a .gz beside each asset; browsers that accept gzip get it.
      preCompressed: true,
      // Hashed assets never change; index.html must always be fresh.
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const page = hasWeb ? pageHtml(distDir) : null;
  const visitorOf = (request: FastifyRequest) => async () =>
    pageVisitor(app.ctx.db, await pageUser(app, request), await app.ctx.clock.now());
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const body = await page!(path, visitorOf(request));
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    reply
      .header('cache-control', body.personal ? 'private, no-cache' : 'no-cache')
      .header('vary', 'accept-encoding, cookie')
      .type('text/html; charset=utf-8');
    if (gzip) reply.header('content-encoding', 'gzip');
    return reply.send(gzip ? body.gzip : body.html);
  };
  // The static files' wildcard would answer the site's root as a folder.
  if (page) app.get('/', (request, reply) => sendPage(request, reply, '/'));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/accounts/') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (isPage && page) return sendPage(request, reply, path);
    return reply.status(404).send({ detail: 'Not found.' });
  });
}
