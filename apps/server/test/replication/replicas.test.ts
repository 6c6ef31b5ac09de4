// Several hosts, proven on one machine: a PostgreSQL primary with a streaming hot standby
// (clusters.ts), two app servers reading from both, and nginx in front of them with the sample
// configuration (deploy/nginx/ofl.conf). Run by `npm run test:replication` (CI runs it when
// PostgreSQL's binaries are there; it installs them and nginx when missing).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@ofl/db';
import { buildApp } from '../../src/app';
import { DEFAULT_DEMO, seedDemoSeason } from '../../src/demo/seed-demo-season';
import type { TestApp } from '../build-app';
import { autoPickedSquad, buildEntryWithSquad, type BootstrapElement } from '../factories';
import { freePort, startServer, type RunningServer } from '../server-process';
import { startReplication, type Replication } from './clusters';
import { HttpBrowser } from './http-browser';

interface Pick {
  element: number;
  position: number;
  is_captain: boolean;
  is_vice_captain: boolean;
}
interface MyTeam {
  picks: Pick[];
}

/** The picks with the captain at `position` (a starter) and the vice-captain at `vice`. */
const captained = (picks: Pick[], position: number, vice: number) => ({
  chip: null,
  picks: picks.map(({ element, position: at }) => ({
    element,
    position: at,
    is_captain: at === position,
    is_vice_captain: at === vice,
  })),
});
const captainOf = (team: MyTeam) => team.picks.find((p) => p.is_captain)?.position;

/** Table scans and index scans the standby has served since it started. */
async function replicaScans(replication: Replication): Promise<number> {
  const [row] = await replication.standby.query<{ scans: string }>(
    'select sum(seq_scan + coalesce(idx_scan, 0))::text as scans from pg_stat_user_tables',
    'ofl',
  );
  return Number(row?.scans ?? 0);
}

describe('a primary, its streaming replica and two app servers', () => {
  let replication: Replication;
  let setup: TestApp;
  let servers: RunningServer[] = [];
  let one: string;
  let two: string;

  beforeAll(async () => {
    replication = await startReplication('ofl');
    const database = await openDatabase({ url: replication.primary.url('ofl'), poolSize: 4 });
    await seedDemoSeason(database.db, DEFAULT_DEMO);
    const app = await buildApp({ database });
    setup = {
      app,
      database,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
    const env = {
      DATABASE_URL: replication.primary.url('ofl'),
      DATABASE_REPLICA_URLS: replication.standby.url('ofl'),
      DATABASE_REPLICA_MAX_LAG_MS: '5000',
      POOL_SIZE: '4',
      TRUST_PROXY: '1',
    };
    servers = [await startServer(env), await startServer(env)];
    [one, two] = servers.map((s) => s.url) as [string, string];
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await setup?.close();
    replication?.remove();
  });

  /** A manager with a squad, signed in with a browser that talks to the servers. */
  async function manager(name: string) {
    const made = await buildEntryWithSquad(setup, { name });
    const browser = new HttpBrowser(one);
    for (const [key, value] of made.browser.cookies) browser.cookies.set(key, value);
    return { browser, entryId: made.entryId };
  }

  /** Renames an entry on the primary directly: a write that notifies no server of anything. */
  const renameQuietly = (entryId: number, name: string) =>
    setup.database.db.execute(sql`update entries set name = ${name} where id = ${entryId}`);

  /**
   * Whether a visitor's read of an entry on server two comes from the replica: with its replay
   * paused, a new name written on the primary is not in it.
   */
  async function servedByReplica(entryId: number, visitor: HttpBrowser): Promise<boolean> {
    const name = `Paused ${Math.floor(Math.random() * 1e6)}`;
    await replication.standby.query('select pg_wal_replay_pause()');
    try {
      await renameQuietly(entryId, name);
      return !JSON.stringify(await visitor.json(`/api/entry/${entryId}/`, two)).includes(name);
    } finally {
      await replication.standby.query('select pg_wal_replay_resume()');
    }
  }

  it('reads from the replica, and a manager reads his own writes on either server', async () => {
    const { browser, entryId } = await manager('Before Pause');
    const probe = await manager('Probe');
    const visitor = new HttpBrowser(two);
    const league = await browser.send('POST', '/api/leagues-classic/', {
      name: 'Replica League',
      start_event: 1,
    });
    expect(league.status).toBe(201);
    const leagueId = ((await league.json()) as { id: number }).id;
    const standings = `/api/leagues-classic/${leagueId}/standings/`;

    await expect
      .poll(() => visitor.json<object>(standings).then(JSON.stringify))
      .toContain('Before Pause');
    const team = await browser.json<MyTeam>(`/api/my-team/${entryId}/`, one);
    const captain = captainOf(team) === 11 ? 10 : 11;
    const scans = await replicaScans(replication);
    // The manager's reads just now touched his session, whose notification sends server two's
    // reads to the primary until its next look at the replica: wait until it reads the replica.
    await expect
      .poll(() => servedByReplica(probe.entryId, visitor), { timeout: 15_000 })
      .toBe(true);
    // Replay paused, the standby falls behind, within the 5 s bound for a moment.
    await replication.standby.query('select pg_wal_replay_pause()');
    // A write the replica has not replayed is not in a visitor's read on the other server.
    await renameQuietly(entryId, 'Quiet Rename');
    expect(JSON.stringify(await visitor.json(`/api/entry/${entryId}/`))).toContain('Before Pause');
    // The manager on the other server reads what he wrote, and his next save too.
    const renamed = await browser.send('POST', '/api/entry-update/', { name: 'After Pause' }, one);
    expect(renamed.status).toBe(200);
    expect(browser.cookies.get('written_at')).toMatch(/^[0-9a-f]+$/);
    expect(JSON.stringify(await browser.json(`/api/entry/${entryId}/`, two))).toContain(
      'After Pause',
    );
    const saved = await browser.send(
      'POST',
      `/api/my-team/${entryId}/`,
      captained(team.picks, captain, captain === 11 ? 10 : 11),
      one,
    );
    expect(saved.status).toBe(200);
    expect(captainOf(await browser.json<MyTeam>(`/api/my-team/${entryId}/`, two))).toBe(captain);
    // The standby's own counters (sent to its statistics within a few seconds) say so too.
    await expect
      .poll(() => replicaScans(replication), { timeout: 20_000, interval: 500 })
      .toBeGreaterThan(scans);

    // Beyond the bound the replica is left out: the visitor's reads go to the primary.
    await expect
      .poll(() => visitor.json<object>(`/api/entry/${entryId}/`).then(JSON.stringify), {
        timeout: 20_000,
        interval: 250,
      })
      .toContain('After Pause');
    await replication.standby.query('select pg_wal_replay_resume()');

    // Replaying again, the replica serves the visitor once more (a write it has not replayed
    // yet is not in his answer), and a rename made through one server shows in the league page
    // read through the other within a second.
    await expect.poll(() => servedByReplica(entryId, visitor), { timeout: 15_000 }).toBe(true);
    const at = performance.now();
    expect(
      (await browser.send('POST', '/api/entry-update/', { name: 'Seen Soon' }, one)).status,
    ).toBe(200);
    await expect
      .poll(() => visitor.json<object>(standings).then(JSON.stringify), {
        timeout: 1_000,
        interval: 20,
      })
      .toContain('Seen Soon');
    expect(performance.now() - at).toBeLessThan(1_000);
  });

  it('stopping the replica under load fails no request and loses no write', async () => {
    const managers = await Promise.all([manager('Load One'), manager('Load Two')]);
    const visitor = new HttpBrowser(two);
    const rounds = 30;
    let errors = 0;
    let lost = 0;
    let stopped: Promise<void> | null = null;
    const expected = new Map<number, number>();

    const load = async ({ browser, entryId }: (typeof managers)[number], index: number) => {
      for (let round = 0; round < rounds; round++) {
        const [writeTo, readFrom] = (round + index) % 2 === 0 ? [one, two] : [two, one];
        try {
          if (index === 0 && round === rounds / 3) {
            stopped = replication.standby.stop();
          }
          const team = await browser.json<MyTeam>(`/api/my-team/${entryId}/`, readFrom);
          const captain = round % 2 === 0 ? 10 : 11;
          const saved = await browser.send(
            'POST',
            `/api/my-team/${entryId}/`,
            captained(team.picks, captain, captain === 11 ? 10 : 11),
            writeTo,
          );
          if (saved.status !== 200) errors += 1;
          else expected.set(entryId, captain);
          if (
            captainOf(await browser.json<MyTeam>(`/api/my-team/${entryId}/`, readFrom)) !== captain
          ) {
            lost += 1;
          }
          await visitor.json('/api/bootstrap-static/', readFrom);
          await visitor.json(`/api/entry/${entryId}/`, readFrom);
          await visitor.json(`/api/entry/${entryId}/history/`, writeTo);
        } catch {
          errors += 1;
        }
      }
    };
    await Promise.all(managers.map(load));
    await stopped;
    expect({ errors, lost }).toEqual({ errors: 0, lost: 0 });
    // What each manager last saved is what the primary holds (the replica is stopped).
    for (const { browser, entryId } of managers) {
      const fresh = new HttpBrowser(one);
      for (const [key, value] of browser.cookies) {
        if (key !== 'written_at') fresh.cookies.set(key, value);
      }
      expect(captainOf(await fresh.json<MyTeam>(`/api/my-team/${entryId}/`))).toBe(
        expected.get(entryId),
      );
    }

    // Started again, the replica is back in use.
    replication.standby.start();
    await expect
      .poll(() => servedByReplica(managers[0].entryId, visitor), { timeout: 20_000 })
      .toBe(true);
  });

  it('through nginx in front of both servers: sign in, save a team and read it back', async () => {
    const proxy = await startNginx(servers.map((s) => new URL(s.url).host));
    try {
      const browser = new HttpBrowser(proxy.url);
      const email = `proxied-${Date.now()}@example.com`;
      const registered = await browser.send('POST', '/accounts/register/', {
        email,
        password: 'correct horse battery',
        first_name: 'Pat',
        last_name: 'Proxy',
        region: 241,
      });
      expect(registered.status).toBe(201);
      const elements = (
        await browser.json<{ elements: BootstrapElement[] }>('/api/bootstrap-static/')
      ).elements;
      const created = await browser.send('POST', '/api/entry-create/', {
        email: false,
        favourite_team: null,
        name: 'Through Nginx',
        terms_agreed: true,
        picks: autoPickedSquad(elements),
      });
      expect(created.status).toBe(201);
      const entryId = ((await created.json()) as { id: number }).id;

      // Signed out, then in again: the session is good on whichever server answers.
      expect((await browser.get('/accounts/logout/')).status).toBe(302);
      browser.cookies.delete('written_at');
      expect((await browser.get(`/api/my-team/${entryId}/`)).status).toBe(401);
      const signedIn = await browser.send('POST', '/accounts/login/', {
        login: email,
        password: 'correct horse battery',
      });
      expect(signedIn.status).toBe(302);
      expect(signedIn.headers.get('location')).toContain('state=success');

      for (let round = 0; round < 6; round++) {
        const team = await browser.json<MyTeam>(`/api/my-team/${entryId}/`);
        const captain = round % 2 === 0 ? 10 : 11;
        const saved = await browser.send(
          'POST',
          `/api/my-team/${entryId}/`,
          captained(team.picks, captain, captain === 11 ? 10 : 11),
        );
        expect(saved.status).toBe(200);
        expect(captainOf(await browser.json<MyTeam>(`/api/my-team/${entryId}/`))).toBe(captain);
      }
      // Both servers took saves and answered reads of the team.
      const answered = proxy.log().filter((line) => line.includes(`/api/my-team/${entryId}/`));
      for (const server of servers) {
        const host = new URL(server.url).host;
        expect(answered.some((l) => l.startsWith('POST') && l.endsWith(host))).toBe(true);
        expect(answered.some((l) => l.startsWith('GET') && l.endsWith(host))).toBe(true);
      }
    } finally {
      await proxy.stop();
    }
  });
});

/** Debian's nginx, which is not on a plain user's PATH. */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/** nginx as a plain process with the sample configuration, in front of `upstreams`. */
async function startNginx(upstreams: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'ofl-nginx-'));
  const port = await freePort();
  const sample = readFileSync(
    new URL('../../../../deploy/nginx/ofl.conf', import.meta.url),
    'utf8',
  );
  const site = sample
    .replace(/^\s*server 10\.0\.0\.\d+:3000.*\n/gm, '')
    .replace(
      'keepalive 64;',
      `${upstreams.map((u) => `server ${u} max_fails=3 fail_timeout=5s;`).join('\n    ')}\n    keepalive 64;`,
    )
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('/var/cache/nginx/ofl', join(dir, 'cache'));
  writeFileSync(join(dir, 'ofl.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      userInfo().uid === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')};`,
      'events { worker_connections 256; }',
      'http {',
      `  log_format upstreams '$request_method $uri $status $upstream_addr';`,
      `  access_log ${join(dir, 'access.log')} upstreams;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (temp) => `  ${temp}_temp_path ${join(dir, temp)};`,
      ),
      `  include ${join(dir, 'ofl.conf')};`,
      '}',
    ].join('\n'),
  );
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], {
    encoding: 'utf8',
  });
  if (check.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx -t: ${check.stderr}`);
  }
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(() =>
      fetch(`${url}/api/health/`).then(
        (r) => r.status,
        () => 0,
      ),
    )
    .toBe(200);
  return {
    url,
    log: () => readFileSync(join(dir, 'access.log'), 'utf8').trim().split('\n'),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGQUIT');
      }),
  };
}
