// Starts the game: listens at once (with a page saying what is being prepared), opens the
// database (embedded by default), seeds the demo season on first start, then serves the game on
// the same socket, and shuts down cleanly on SIGINT/SIGTERM. With WEB_CONCURRENCY=N on a
// PostgreSQL server it runs N processes on one port (node:cluster): the first prepares the
// demo, each serves requests and runs the runner loop, whose advisory lock lets one work at a
// time; their public caches agree through the database's change notifications.
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import type { Database } from '@ofl/db';
import { buildWebApp } from './build-web-app';
import { configOrExit } from './config';
import { PreparingSite } from './preparing-site';

const config = configOrExit();
const say = (line: string) => process.stdout.write(`${line}\n`);
// The game's modules load after the address answers: on a first start, the sooner the better.
const game = () => import('./game-modules');
/** `npm start` builds the web app while the demo is prepared. */
const buildWeb = process.argv.includes('--build-web');

/** The PostgreSQL primary and its read replicas, if any (DATABASE_REPLICA_URLS). */
const serverDatabase = (poolSize?: number) => ({
  url: config.databaseUrl!,
  poolSize,
  replicaUrls: config.replicaUrls,
  maxReplicaLagMs: config.maxReplicaLagMs,
});

async function openAndPrepare(report: (line: string) => void = say): Promise<Database> {
  const { openDatabase, demoWanted, prepareDemo } = await game();
  report(
    config.databaseUrl
      ? 'Opening the PostgreSQL database ...'
      : `Opening the embedded database in ${config.dataDir} ...`,
  );
  const database = await openDatabase(
    config.databaseUrl ? serverDatabase() : { dataDir: config.dataDir },
  );
  if (await demoWanted(database.db)) {
    const started = performance.now();
    report('Fresh database: preparing the demo season ...');
    await prepareDemo(database, config.demo, report);
    report(`The demo took ${((performance.now() - started) / 1000).toFixed(1)} s to prepare.`);
  }
  return database;
}

/** The address to print and to put in links: localhost reads better than 127.0.0.1. */
const printable = (address: string) => address.replace('127.0.0.1', 'localhost');

/**
 * One server process: the app, the runner loop, and a clean shutdown. With `site`, the app takes
 * over the socket the preparing page already listens on; without, it listens itself.
 */
async function serve(database: Database, announce: boolean, site?: PreparingSite): Promise<void> {
  const { buildApp, removeServerHandle, writeServerHandle, startRunnerLoop, startFollowLoop } =
    await game();
  // On the embedded database the command line cannot open the folder the server owns, so it
  // asks the server, with a token the server leaves in the folder for it (OPERATOR_TOKEN if set).
  const operatorToken =
    config.operatorToken ?? (config.databaseUrl ? null : randomBytes(24).toString('hex'));
  const app = await buildApp({
    database,
    webDist: config.webDist,
    logger: { level: config.logLevel },
    secureCookies: config.secureCookies,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    operatorToken,
    // Changes are notified by the database; this only bounds a notification lost in transit.
    publicKeyTtlMs: 10_000,
    sessionTtlMs: 10_000,
    ...(site && { serverFactory: site.serverFactory }),
  });

  // The runner moves the season along whenever the game clock passes a step (RUNNER_INTERVAL_MS).
  // A deadline it passes ends with this process's live ranker loaded, beside the step.
  const stopRunner = startRunnerLoop(
    database,
    config.runnerIntervalMs,
    (error) => app.log.error({ err: error }, 'runner pass failed'),
    (event, step) => app.ctx.liveRanks.loadAlongside(event, step),
  );

  // A followed season polls its upstream (each interval the season sets; nothing otherwise).
  const stopFollowing = startFollowLoop(database, {
    say: (line) => app.log.info(line),
    onError: (error) => app.log.error({ err: error }, 'following the upstream failed'),
  });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await stopFollowing();
    await stopRunner();
    if (!config.databaseUrl) removeServerHandle(config.dataDir);
    await app.close();
    site?.server.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  let address: string;
  if (site) {
    await app.ready();
    site.open();
    address = addressOf(site);
  } else address = await app.listen({ port: config.port, host: config.host });
  if (!config.databaseUrl && operatorToken) {
    writeServerHandle(config.dataDir, { url: address, token: operatorToken });
  }
  const printed = printable(address);
  // Links in mails lead to PUBLIC_URL, else to the address printed here.
  if (!config.publicUrl) app.ctx.publicUrl = new URL(printed).origin;
  if (announce) say(`Open Fantasy League is running at ${printed}`);
  else process.send?.({ listening: printed });
}

/** The http address a site's server listens on. */
function addressOf(site: PreparingSite): string {
  const bound = site.server.address();
  if (bound === null || typeof bound === 'string') return String(bound);
  const host = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
  return `http://${host}:${bound.port}`;
}

const processes = config.webConcurrency;

if (cluster.isWorker) {
  const { openDatabase } = await game();
  await serve(await openDatabase(serverDatabase(config.poolSize)), false);
} else if (processes > 1 && config.databaseUrl) {
  // The demo is prepared once, before the processes that serve it start.
  const built = buildWeb ? buildWebApp(say) : Promise.resolve();
  await (await openAndPrepare()).close();
  await built;
  let listening = 0;
  for (let i = 0; i < processes; i++) {
    cluster.fork().on('message', (message: { listening?: string }) => {
      listening += message.listening ? 1 : 0;
      if (message.listening && listening === processes) {
        say(`Open Fantasy League is running at ${message.listening} (${processes} processes)`);
      }
    });
  }
  let stopping = false;
  cluster.on('exit', (_worker, code) => {
    if (!stopping && code !== 0) say(`A server process stopped (exit code ${code}).`);
    if (stopping && Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
} else {
  if (config.replicaUrls.length > 0 && !config.databaseUrl) {
    say('DATABASE_REPLICA_URLS needs a PostgreSQL server (DATABASE_URL): it is left unused.');
  }
  if (processes > 1) {
    say('WEB_CONCURRENCY needs a PostgreSQL server (DATABASE_URL): the embedded database has one.');
  }
  // Listening comes first: whoever opens the address while the demo is prepared sees how far
  // it has got, and the game once it is ready.
  const site = new PreparingSite(
    'The demo season is being prepared: clubs, players, simulated managers and the gameweeks played so far.',
  );
  await new Promise<void>((resolve, reject) => {
    site.server.once('error', reject).listen(config.port, config.host, resolve);
  });
  say(`Open Fantasy League answers at ${printable(addressOf(site))} while it prepares.`);
  const report = (line: string) => {
    say(line);
    site.report(line);
  };
  // The web app is built while the demo is prepared; the game opens once both are done.
  const built = buildWeb ? buildWebApp(report) : Promise.resolve();
  const database = await openAndPrepare(report);
  await built;
  await serve(database, true, site);
}
