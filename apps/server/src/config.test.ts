import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EnvError, readConfig } from './config';

describe('the environment', () => {
  it('gives the README’s defaults when nothing is set, and takes unset and empty alike', () => {
    for (const env of [{}, { PORT: '', POOL_SIZE: '', LOG_LEVEL: '', DATABASE_URL: '' }]) {
      const config = readConfig(env);
      expect(config).toMatchObject({
        port: 3000,
        host: '127.0.0.1',
        dataDir: resolve('data'),
        databaseUrl: undefined,
        replicaUrls: [],
        maxReplicaLagMs: 1000,
        secureCookies: false,
        trustProxy: 0,
        publicUrl: undefined,
        logLevel: 'info',
        runnerIntervalMs: 5000,
        poolSize: 10,
        webConcurrency: 1,
        operatorToken: undefined,
        demo: { managers: 10_000, liveGameweek: 10, pastSeasons: 1 },
      });
    }
  });

  it('reads what is set', () => {
    const config = readConfig({
      PORT: '8080',
      RUNNER_INTERVAL_MS: '250',
      POOL_SIZE: '40',
      LOG_LEVEL: 'warn',
      SECURE_COOKIES: '1',
      PUBLIC_URL: 'https://example.org/some/page',
      DEMO_PAST_SEASONS: '0',
      DATABASE_REPLICA_URLS: 'postgres://r1:5432/ofl, postgresql://r2/ofl',
      DATABASE_REPLICA_MAX_LAG_MS: '2500',
    });
    expect(config).toMatchObject({
      replicaUrls: ['postgres://r1:5432/ofl', 'postgresql://r2/ofl'],
      maxReplicaLagMs: 2500,
      port: 8080,
      runnerIntervalMs: 250,
      poolSize: 40,
      logLevel: 'warn',
      secureCookies: true,
      publicUrl: 'https://example.org',
      demo: { pastSeasons: 0 },
    });
  });

  it('names every variable with a bad value and what it accepts', () => {
    const read = () =>
      readConfig({ RUNNER_INTERVAL_MS: 'soon', POOL_SIZE: '0', LOG_LEVEL: 'loud', PORT: '3000' });
    expect(read).toThrow(EnvError);
    expect(read).toThrow(
      [
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"',
        'RUNNER_INTERVAL_MS must be milliseconds, 1 to 3600000, not "soon"',
        'POOL_SIZE must be a number of connections, 1 to 1000, not "0"',
      ].join('\n'),
    );
  });

  it('takes only postgres:// addresses as replicas', () => {
    expect(() => readConfig({ DATABASE_REPLICA_URLS: 'postgres://r1/ofl,replica-two' })).toThrow(
      'DATABASE_REPLICA_URLS must be postgres:// addresses separated by commas, not "postgres://r1/ofl,replica-two"',
    );
    expect(() => readConfig({ DATABASE_REPLICA_MAX_LAG_MS: '5' })).toThrow(
      'DATABASE_REPLICA_MAX_LAG_MS must be milliseconds, 100 to 600000, not "5"',
    );
  });

  it('stops the server with that message alone, before it opens anything', () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      // A folder of its own, should the check ever let the server go on.
      env: { ...process.env, POOL_SIZE: 'many', DATA_DIR: join(tmpdir(), 'ofl-config-unused') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('POOL_SIZE must be a number of connections, 1 to 1000, not "many"\n');
    expect(run.stdout).toBe('');
  });
});
