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
  /** How many proxies in front append to X-Forwarded-For; 0 trusts none. */
  trustProxy: number;
  /** The site's public address, for links in mails; unset means the address the server prints. */
  publicUrl?: string;
}

/** Reads PORT, HOST, DATA_DIR, DATABASE_URL, SECURE_COOKIES, TRUST_PROXY and PUBLIC_URL. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not ${env.PORT}`);
  }
  const trustProxy = Number(env.TRUST_PROXY || 0);
  if (!Number.isInteger(trustProxy) || trustProxy < 0 || trustProxy > 10) {
    throw new Error(`TRUST_PROXY must be the number of proxies in front, not ${env.TRUST_PROXY}`);
  }
  let publicUrl: string | undefined;
  if (env.PUBLIC_URL) {
    const url = URL.parse(env.PUBLIC_URL);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new Error(`PUBLIC_URL must be an http(s) address, not ${env.PUBLIC_URL}`);
    }
    publicUrl = url.origin;
  }
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
    secureCookies: env.SECURE_COOKIES === '1',
    trustProxy,
    publicUrl,
  };
}
