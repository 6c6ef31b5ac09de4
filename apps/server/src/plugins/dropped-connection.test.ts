// The server under load while PostgreSQL drops its connections: every request gets an answer
// (200, or 503 in the error shape while the database is away) and the pool reconnects after.
// Only a PostgreSQL server can terminate backends, so this runs under `npm run test:pg`.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, buildRegistration, buildTestApp, type TestApp } from '../../test/build-app';

const serverUrl = process.env.TEST_DATABASE_URL;
const LOAD_MS = 30_000;
const LOOPS = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!serverUrl)(
  'a dropped database connection (skipped: needs a PostgreSQL server in TEST_DATABASE_URL)',
  () => {
    let t: TestApp;
    let base: string;
    let cookie: string;
    let csrf: string;
    beforeAll(async () => {
      t = await buildTestApp();
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const browser = new Browser(t.app);
      await browser.send('POST', '/accounts/register/', buildRegistration());
      cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      csrf = browser.cookies.get('csrftoken')!;
    });
    afterAll(() => t?.close());

    /** Reads that each run queries: public ones and a signed-in one. */
    const paths = [
      '/api/event-status/',
      '/api/element-summary/1/',
      '/api/me/',
      '/api/event/1/live/',
    ];

    /** A write in a transaction (a reset token that matches nothing): the connection is
     * checked out of the pool between its statements. */
    const write = { path: '/accounts/password-reset/confirm/', expected: 400 };

    async function request(path: string, body?: object) {
      try {
        const response = await fetch(`${base}${path}`, {
          method: body ? 'POST' : 'GET',
          headers: {
            cookie,
            ...(body ? { 'content-type': 'application/json', 'x-csrftoken': csrf } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(15_000),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      } catch (error) {
        return { status: 0, body: String(error) };
      }
    }

    it(
      'answers every request, 503 in the error shape while connections drop, 200 after',
      async () => {
        const databaseName = new URL(t.database.url!).pathname.slice(1);
        const killer = new pg.Client({ connectionString: serverUrl });
        await killer.connect();
        const statuses = new Map<number, number>();
        const unexpected: unknown[] = [];
        let terminated = 0;
        const until = Date.now() + LOAD_MS;

        const load = async (loop: number) => {
          for (let i = loop; Date.now() < until; i++) {
            const writing = loop === 0;
            const { status, body } = writing
              ? await request(write.path, {
                  token: 'no-such-token',
                  new_password: 'long enough one',
                })
              : await request(paths[i % paths.length]!);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            const fine =
              status === (writing ? write.expected : 200) ||
              (status === 503 && typeof (body as { detail?: unknown }).detail === 'string');
            if (!fine && unexpected.length < 5) unexpected.push({ status, body });
          }
        };
        const kill = async () => {
          while (Date.now() < until) {
            await sleep(100 + Math.random() * 50);
            const { rowCount } = await killer.query(
              `select pg_terminate_backend(pid) from pg_stat_activity
               where datname = $1 and pid <> pg_backend_pid()`,
              [databaseName],
            );
            terminated += rowCount ?? 0;
          }
        };
        await Promise.all([kill(), ...Array.from({ length: LOOPS }, (_, i) => load(i))]);
        await killer.end();

        expect(unexpected).toEqual([]);
        expect(terminated).toBeGreaterThan(0);
        // Some requests did meet a dropped connection, so the 503 path was taken.
        expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
        expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
        // The last termination's notices settle, then every read works on fresh connections.
        await sleep(500);
        for (const path of paths) expect((await request(path)).status).toBe(200);
      },
      LOAD_MS + 30_000,
    );
  },
);
