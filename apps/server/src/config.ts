// Settings from the environment, parsed once at start by one schema: a bad value stops the
// process with a line naming the variable and what it accepts, before anything is opened.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Streaming replicas of the PostgreSQL server, for reads that tolerate a little lag. */
  replicaUrls: string[];
  /** A replica further behind the primary than this is left out until it catches up. */
  maxReplicaLagMs: number;
  webDist: string;
  secureCookies: boolean;
  /** How many proxies in front append to X-Forwarded-For; 0 trusts none. */
  trustProxy: number;
  /** The site's public address, for links in mails; unset means the address the server prints. */
  publicUrl?: string;
  logLevel: LogLevel;
  /** How often the game runner looks for due steps. */
  runnerIntervalMs: number;
  /** Connections of each server process to a PostgreSQL server. */
  poolSize: number;
  /** Server processes on one port (PostgreSQL only). */
  webConcurrency: number;
  operatorToken?: string;
  /** What a fresh demo holds: managers, the gameweek left live, seasons played before it. */
  demo: { managers: number; liveGameweek: number; pastSeasons: number };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/** A variable set to a bad value; its message names each one and what it accepts. */
export class EnvError extends Error {}

// Unset and empty are the same: the default.
const unset = (value: string | undefined) => value === undefined || value === '';

/**
 * A variable read by `parse`, which answers undefined for a value it refuses; `fallback` when
 * unset. `accepts` says what it takes, for the line that names a refused value.
 */
const variable = <T>(fallback: T, accepts: string, parse: (value: string) => T | undefined) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (unset(value)) return fallback;
      const parsed = parse(value!);
      if (parsed !== undefined) return parsed;
      ctx.addIssue({ code: 'custom', message: accepts });
      return z.NEVER;
    });

/** A whole number from `min` to `max`, `fallback` when unset. */
const integer = (min: number, max: number, accepts: string, fallback: number) =>
  variable(fallback, accepts, (value) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  });

/** Text, `fallback` (or undefined) when unset. */
const text = <T extends string | undefined>(fallback: T) =>
  variable<string | T>(fallback, 'text', (value) => value);

const ENV = z.object({
  PORT: integer(0, 65_535, 'a port number, 0 to 65535', 3000),
  HOST: text('127.0.0.1'),
  DATA_DIR: text('data'),
  DATABASE_URL: text(undefined),
  DATABASE_REPLICA_URLS: variable<string[]>(
    [],
    'postgres:// addresses separated by commas',
    (value) => {
      const urls = value.split(',').map((url) => url.trim());
      return urls.every((url) => /^postgres(ql)?:\/\/./.test(url)) ? urls : undefined;
    },
  ),
  DATABASE_REPLICA_MAX_LAG_MS: integer(100, 600_000, 'milliseconds, 100 to 600000', 1000),
  SECURE_COOKIES: variable(false, '1 for Secure cookies, 0 or unset for none', (value) =>
    value === '1' ? true : value === '0' ? false : undefined,
  ),
  TRUST_PROXY: integer(0, 10, 'the number of proxies in front, 0 to 10', 0),
  PUBLIC_URL: variable(undefined, 'an http(s) address, e.g. https://example.org', (value) => {
    const url = URL.parse(value);
    return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : undefined;
  }),
  LOG_LEVEL: variable<LogLevel>('info', `one of ${LOG_LEVELS.join(', ')}`, (value) =>
    LOG_LEVELS.find((level) => level === value),
  ),
  RUNNER_INTERVAL_MS: integer(1, 3_600_000, 'milliseconds, 1 to 3600000', 5000),
  POOL_SIZE: integer(1, 1000, 'a number of connections, 1 to 1000', 10),
  WEB_CONCURRENCY: integer(1, 256, 'a number of processes, 1 to 256', 1),
  OPERATOR_TOKEN: text(undefined),
  DEMO_MANAGERS: integer(0, 10_000_000, 'a number of managers, 0 or more', 10_000),
  DEMO_GAMEWEEK: integer(1, 38, 'a gameweek, 1 to 38', 10),
  DEMO_PAST_SEASONS: integer(0, 20, 'a number of seasons, 0 to 20', 1),
});

/** Parses the environment; throws EnvError naming every variable with a bad value. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = ENV.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name} must be ${issue.message}, not ${JSON.stringify(env[name])}`;
    });
    throw new EnvError(lines.join('\n'));
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    replicaUrls: e.DATABASE_REPLICA_URLS,
    maxReplicaLagMs: e.DATABASE_REPLICA_MAX_LAG_MS,
    webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
    secureCookies: e.SECURE_COOKIES,
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    runnerIntervalMs: e.RUNNER_INTERVAL_MS,
    poolSize: e.POOL_SIZE,
    webConcurrency: e.WEB_CONCURRENCY,
    operatorToken: e.OPERATOR_TOKEN,
    demo: {
      managers: e.DEMO_MANAGERS,
      liveGameweek: e.DEMO_GAMEWEEK,
      pastSeasons: e.DEMO_PAST_SEASONS,
    },
  };
}

/** The configuration, or the process ends with the bad variables named (no stack trace). */
export function configOrExit(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  try {
    return readConfig(env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
