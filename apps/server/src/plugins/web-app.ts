// Serves the built web app, with the history fallback: any page path gets index.html and the
// client-side router decides. Unknown /api and /accounts paths stay JSON 404s, and so does a
// missing file (a path with an extension): a script answered with the page would fail in the
// browser as a script of the wrong type instead of as missing.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Registers the static files of `distDir` (when built) and the not-found handling. */
export async function registerWebApp(app: FastifyInstance, distDir: string | null) {
  const hasWeb = distDir !== null && existsSync(join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Files are looked up at each request, not listed once at start: a build written while the
      // server runs is served at once, not only after a restart.
      wildcard: true,
      // The site's root is the page itself (any other page path gets it from the fallback).
      index: 'index.html',
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
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/accounts/') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (isPage && hasWeb) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ detail: 'Not found.' });
  });
}
