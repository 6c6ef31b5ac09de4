// Builds the Fastify app as a plugin tree; it never listens (server.ts does), so tests can
// call it with app.inject against a real database.
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import { readdirSync } from 'node:fs';
import Fastify, { type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '@ofl/db';
import type { AppContext } from './context';
import { HttpError } from './errors';
import { registerApiDocs } from './plugins/api-docs';
import { canonicalUrl } from './plugins/canonical-path';
import { registerCrossOriginReads } from './plugins/cross-origin-reads';
import { registerErrorHandler } from './plugins/error-handler';
import { withRedaction } from './plugins/logging';
import { registerReplicaReads } from './plugins/replica-reads';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSession } from './plugins/session';
import { registerWebApp } from './plugins/web-app';
import { createBackground } from './background';
import { clockKeptBy, databaseClock, type Clock } from './cache/clock';
import { PublicFastPath } from './cache/public-fast-path';
import { PublicVersion } from './cache/public-version';
import { SessionCache } from './cache/session-cache';
import { rulesKeptBy } from './services/planning/squads-rules';
import { LiveRanks } from './live/live-ranks';

export interface AppOptions {
  database: Database;
  clock?: Clock;
  wallNow?: () => Date;
  /** Folder of the built web app; null serves the API only. */
  webDist?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Builds the app on a server that is already listening (the preparing page's). */
  serverFactory?: FastifyServerOptions['serverFactory'];
  secureCookies?: boolean;
  /** How many proxies in front append to X-Forwarded-For (false or 0: none). */
  trustProxy?: number | boolean;
  /** The site's public origin for links in mails (default http://localhost:3000). */
  publicUrl?: string;
  /** Bearer token of the operator routes (moving the game clock); unset, they do not exist. */
  operatorToken?: string | null;
  /**
   * How long the public payloads' key is kept in memory between change notifications (0, the
   * default: read on every request).
   */
  publicKeyTtlMs?: number;
  /**
   * How long a signed-in session is kept in memory between change notifications (0, the
   * default: read on every request).
   */
  sessionTtlMs?: number;
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

/** Trusts the first `hops` addresses from our side of X-Forwarded-For: the proxies' own. */
const trustedHops = (hops: number) =>
  hops > 0 ? (_address: string, hop: number) => hop < hops : false;

/** The whole server: API, accounts and the web app. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: withRedaction(options.logger ?? false),
    ...(options.serverFactory && { serverFactory: options.serverFactory }),
    // A number of hops, never `true`: trusting every hop would let a client pick its own
    // address (and escape the sign-in throttle) by sending X-Forwarded-For itself.
    trustProxy: trustedHops(Number(options.trustProxy ?? 0)),
    bodyLimit: 256 * 1024,
    // Clients written for the official service call `/api/bootstrap-static` and
    // `/api//event/1/live/` as its front accepts them: the trailing slash is the router's to
    // ignore, the rest is the canonical path's, which every guard then reads.
    routerOptions: { ignoreTrailingSlash: true },
    rewriteUrl: (request) => canonicalUrl(request.url ?? '/'),
  });
  const storedClock = options.clock ?? databaseClock(options.database.db);
  const wallNow = options.wallNow ?? (() => new Date());
  const keyTtlMs = options.publicKeyTtlMs ?? 0;
  const publicVersion = new PublicVersion(options.database, storedClock, wallNow, keyTtlMs);
  await publicVersion.start();
  // While the key is kept, so is the stored game clock: both move together.
  const clock =
    keyTtlMs > 0 && !options.clock ? clockKeptBy(publicVersion, options.database.db) : storedClock;
  const sessions = new SessionCache(options.database, wallNow, options.sessionTtlMs ?? 0);
  await sessions.start();
  const ctx: AppContext = {
    database: options.database,
    db: options.database.db,
    clock,
    wallNow,
    secureCookies: options.secureCookies ?? false,
    operatorToken: options.operatorToken || null,
    publicUrl: new URL(options.publicUrl ?? 'http://localhost:3000').origin,
    background: createBackground((error) =>
      app.log.error({ err: error }, 'background work failed'),
    ),
    publicVersion,
    sessions,
    publicFastPath: new PublicFastPath(publicVersion, wallNow),
    gameRules: rulesKeptBy(publicVersion),
    liveRanks: new LiveRanks(options.database.db, publicVersion),
  };
  app.decorate('ctx', ctx);
  // Where changes are notified, the live ranker loads at the deadline and follows each stat
  // update as it is posted, rather than when a request first asks for it; a process starting
  // mid-gameweek loads it before it serves.
  if (publicVersion.notified) {
    publicVersion.onChange(() =>
      ctx.liveRanks.warm((error) => app.log.error({ err: error }, 'live ranks failed')),
    );
    await ctx.liveRanks.load().catch((error: unknown) => {
      app.log.error({ err: error }, 'live ranks failed');
    });
  }
  app.addHook('onClose', async () => {
    await ctx.background.settled();
    await ctx.liveRanks.close();
    await publicVersion.close();
    await sessions.close();
  });
  // First of all: a public payload already answered is answered again from memory.
  app.addHook('onRequest', async (request, reply) => {
    ctx.publicFastPath.serve(request, reply);
  });
  registerReplicaReads(app);
  registerSecurityHeaders(app);
  // Per-client limits on the routes that ask for them, answered in DRF's throttle shape.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, {
        detail: `Request was throttled. Expected available in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
  });
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
  registerCrossOriginReads(app);
  await registerApiDocs(app);
  for (const routes of await loadRouteModules()) await app.register(routes);
  await registerWebApp(app, options.webDist ?? null);
  return app;
}
