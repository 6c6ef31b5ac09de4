// Two server instances on one database, each with its own connections and its own public
// cache (on PostgreSQL as two processes would be; the embedded database has one process, so
// there they share it): a transfer made through one is seen at once through the other, and a
// deadline moved through one shows in the other's cached bootstrap-static.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@ofl/db';
import { events } from '@ofl/db/tables';
import { buildApp } from '../app';
import { Browser, buildTestApp, type TestApp } from '../../test/build-app';
import { buildEntryWithSquad } from '../../test/factories';
import { startServer, type RunningServer } from '../../test/server-process';
import { setGameClock } from './clock';

type MyTeamShape = {
  picks: { element: number; element_type: number; selling_price: number }[];
};
type BootstrapShape = {
  elements: { id: number; element_type: number; now_cost: number; team: number }[];
  events: { id: number; is_next: boolean }[];
};
const getJson = async <T>(url: string, headers: Record<string, string> = {}) =>
  (await (await fetch(url, { headers })).json()) as T;

/** A transfer of the last bench player for the cheapest of his position the rules allow. */
function benchTransfer(entry: number, team: MyTeamShape, elements: BootstrapShape['elements']) {
  const out = team.picks[14]!;
  const owned = new Set(team.picks.map((p) => p.element));
  const clubOf = new Map(elements.map((e) => [e.id, e.team]));
  const into = elements
    .filter((e) => e.element_type === out.element_type && !owned.has(e.id))
    .sort((a, b) => a.now_cost - b.now_cost)
    .find(
      (e) =>
        team.picks.filter((p) => p.element !== out.element && clubOf.get(p.element) === e.team)
          .length < 3,
    )!;
  const body = {
    chip: null,
    entry,
    event: 1,
    transfers: [
      {
        element_in: into.id,
        element_out: out.element,
        purchase_price: into.now_cost,
        selling_price: out.selling_price,
      },
    ],
  };
  return { into: into.id, body };
}

describe('two server instances on one database', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let secondDatabase: Database;
  beforeAll(async () => {
    first = await buildTestApp({ publicKeyTtlMs: 600_000 });
    secondDatabase = first.database.url
      ? await openDatabase({ url: first.database.url, poolSize: 2 })
      : first.database;
    second = await buildApp({ database: secondDatabase, publicKeyTtlMs: 600_000 });
  });
  afterAll(async () => {
    await second.close();
    if (secondDatabase !== first.database) await secondDatabase.close();
    await first.close();
  });

  it('sees through one a transfer made through the other, and a passed deadline in its cache', async () => {
    const { browser, entryId } = await buildEntryWithSquad(first);
    const team = (await browser.get(`/api/my-team/${entryId}/`)).json() as MyTeamShape;
    const { elements } = (
      await first.app.inject('/api/bootstrap-static/')
    ).json() as BootstrapShape;
    const { into, body } = benchTransfer(entryId, team, elements);
    const made = await browser.send('POST', '/api/transfers/', body);
    expect(made.statusCode).toBe(200);
    const elsewhere = new Browser(second);
    for (const [name, value] of browser.cookies) elsewhere.cookies.set(name, value);
    const seen = (await elsewhere.get(`/api/my-team/${entryId}/`)).json();
    expect(seen.picks.map((p: { element: number }) => p.element)).toContain(into);

    // The second instance caches bootstrap-static; the first moves the clock past GW1's deadline.
    const nextEvent = async () =>
      (
        (await second.inject('/api/bootstrap-static/')).json().events as {
          id: number;
          is_next: boolean;
        }[]
      ).find((e) => e.is_next)?.id;
    expect(await nextEvent()).toBe(1);
    const [gw1] = await first.database.db.select().from(events).where(eq(events.id, 1));
    await setGameClock(first.database.db, new Date(gw1!.deadlineTime.getTime() + 60_000));
    await expect.poll(nextEvent, { timeout: 10_000 }).toBe(2);
  });
});

// Two real server processes on one PostgreSQL database (the embedded database belongs to one
// process, so this runs on a server only, as WEB_CONCURRENCY does).
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two server processes (skipped: needs a PostgreSQL server in TEST_DATABASE_URL)',
  () => {
    let t: TestApp;
    let servers: RunningServer[] = [];
    beforeAll(async () => {
      t = await buildTestApp();
      const env = { DATABASE_URL: t.database.url!, OPERATOR_TOKEN: 'two-processes' };
      servers = await Promise.all([startServer(env), startServer(env)]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await t.close();
    });

    it('sees through one a transfer made through the other, and a deadline in its cached bootstrap', async () => {
      const [one, two] = servers as [RunningServer, RunningServer];
      const { browser, entryId } = await buildEntryWithSquad(t);
      const cookie = `sessionid=${browser.cookies.get('sessionid')}`;
      const json = { cookie, 'content-type': 'application/json' };
      const team = await getJson<MyTeamShape>(`${one.url}/api/my-team/${entryId}/`, json);
      const { elements } = await getJson<BootstrapShape>(`${two.url}/api/bootstrap-static/`);
      const { into, body } = benchTransfer(entryId, team, elements);
      const made = await fetch(`${one.url}/api/transfers/`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(body),
      });
      expect(made.status).toBe(200);
      const seen = await getJson<MyTeamShape>(`${two.url}/api/my-team/${entryId}/`, json);
      expect(seen.picks.map((p) => p.element)).toContain(into);

      const nextEvent = async () =>
        (await getJson<BootstrapShape>(`${two.url}/api/bootstrap-static/`)).events.find(
          (e) => e.is_next,
        )?.id;
      expect(await nextEvent()).toBe(1);
      const [gw1] = await t.database.db.select().from(events).where(eq(events.id, 1));
      const moved = await fetch(`${one.url}/api/operator/clock/`, {
        method: 'POST',
        headers: { authorization: 'Bearer two-processes', 'content-type': 'application/json' },
        body: JSON.stringify({ set: new Date(gw1!.deadlineTime.getTime() + 60_000).toISOString() }),
      });
      expect(moved.status).toBe(200);
      await expect.poll(nextEvent, { timeout: 10_000 }).toBe(2);
    });
  },
);
