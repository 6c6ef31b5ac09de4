// Serves the built web app, with the history fallback: any page path gets index.html and the
// client-side router decides. Unknown /api and /accounts paths stay JSON 404s.
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
      wildcard: false,
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
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/accounts/');
    if (isPage && hasWeb) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ detail: 'Not found.' });
  });
}
