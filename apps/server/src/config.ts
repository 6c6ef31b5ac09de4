// Settings from the environment, read once at start.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  webDist: string;
  secureCookies: boolean;
  trustProxy: boolean;
}

/** Reads PORT, HOST, DATA_DIR, DATABASE_URL, SECURE_COOKIES and TRUST_PROXY. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not ${env.PORT}`);
  }
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
    secureCookies: env.SECURE_COOKIES === '1',
    trustProxy: env.TRUST_PROXY === '1',
  };
}
