// Builds the Fastify app as a plugin tree; it never listens (server.ts does), so tests can
// call it with app.inject against a real database.
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import { readdirSync } from 'node:fs';
import Fastify, { type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '@ofl/db';
import type { AppContext } from './context';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSession } from './plugins/session';
import { registerWebApp } from './plugins/web-app';
import { databaseClock, type Clock } from './services/clock';

export interface AppOptions {
  database: Database;
  clock?: Clock;
  wallNow?: () => Date;
  /** Folder of the built web app; null serves the API only. */
  webDist?: string | null;
  logger?: FastifyServerOptions['logger'];
  secureCookies?: boolean;
  trustProxy?: boolean;
  /** Bearer token of the operator routes (moving the game clock); unset, they do not exist. */
  operatorToken?: string | null;
}

const routesDir = new URL('./routes/', import.meta.url);

/** Every `routes/<area>/index.ts` plugin, so a new area needs no registration elsewhere. */
async function loadRouteModules(): Promise<FastifyPluginAsync[]> {
  const areas = readdirSync(routesDir, { withFileTypes: true }).filter((d) => d.isDirectory());
  const modules = await Promise.all(
    areas.map(
      (d) =>
        import(new URL(`${d.name}/index.ts`, routesDir).href) as Promise<{
          default: FastifyPluginAsync;
        }>,
    ),
  );
  return modules.map((m) => m.default);
}

/** The whole server: API, accounts and the web app. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 256 * 1024,
  });
  const ctx: AppContext = {
    database: options.database,
    db: options.database.db,
    clock: options.clock ?? databaseClock(options.database.db),
    wallNow: options.wallNow ?? (() => new Date()),
    secureCookies: options.secureCookies ?? false,
    operatorToken: options.operatorToken || null,
  };
  app.decorate('ctx', ctx);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  // Every route declares its input with the contract's zod schemas (@ofl/api). Responses are
  // typed by the contract at compile time and sent as built, not parsed again on the way out.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // A call sent without a body reads as `{}`, so each missing field gets its own message.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });
  registerErrorHandler(app);
  registerSession(app);
  for (const routes of await loadRouteModules()) await app.register(routes);
  await registerWebApp(app, options.webDist ?? null);
  return app;
}
