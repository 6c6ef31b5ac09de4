// The OpenAPI document of every public and manager call, served at /api/docs/: generated from
// the routes' zod schemas (@ofl/api), so it cannot drift from what the server checks and sends.
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

const documented = (url: string) =>
  (url.startsWith('/api/') || url.startsWith('/accounts/')) && !url.startsWith('/api/operator/');

// A schema the JSON Schema form cannot express (a refinement, a custom type) is documented as
// any value rather than failing the whole document.
const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } });

/** Registers the document generator; call before the routes, so it sees each of them. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Open Fantasy League API',
        description:
          "The official fantasy game's API shapes: existing tools work unchanged. Public calls " +
          'need no sign-in; manager calls use the session cookie of POST /accounts/login/.',
        version: '1',
      },
    },
    transform: (document) =>
      documented(document.url)
        ? zodTransform(document)
        : { schema: { ...document.schema, hide: true }, url: document.url },
  });
  app.get('/api/docs/', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=0, must-revalidate');
    return app.swagger();
  });
}
