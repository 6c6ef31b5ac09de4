// Standings through a played gameweek: live points while it is played, the finalised table after,
// new entries until the next update, the entry's ranks, and the Overall league's pages.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassicStandingsRow } from '@ofl/api';
import { queryRows } from '@ofl/db';
import { Browser, buildTestApp, type TestApp } from '../../../test/build-app';
import { buildEntryWithSquad } from '../../../test/factories';
import { addBonus } from '../../runner/add-bonus';
import { finaliseEvent } from '../../runner/finalise/finalise-event';
import { lockDeadline } from '../../runner/lock-deadline';
import { postLiveStats } from '../../runner/post-live-stats';
import { loadRunnerSettings, type RunnerSettings } from '../../runner/runner-settings';
import { setGameClock } from '../../cache/clock';
import { createDemoPopulation } from '../../demo/demo-population';
import { endOfGameweek } from '../../demo/demo-season';

let t: TestApp;
let run: RunnerSettings;
let managers: Awaited<ReturnType<typeof buildEntryWithSquad>>[];
/** A member by the deadline who leaves the league while the gameweek is played. */
let leaver: Awaited<ReturnType<typeof buildEntryWithSquad>>;
let league: { id: number; code: string };
let end: Date;

const standings = async (id: number, query = '') =>
  (await new Browser(t.app).get(`/api/leagues-classic/${id}/standings/${query}`)).json();

/** Each entry's gameweek-1 points net of hits, live or final. */
const netPoints = async (source: 'live' | 'final') =>
  new Map(
    (
      await queryRows<{ entry: number; net: number }>(
        t.database.db,
        source === 'live'
          ? sql`select e.id as entry, e.summary_event_points - p.event_transfers_cost as net
                from entries e join entry_picks p on p.entry_id = e.id and p.event = 1`
          : sql`select entry_id as entry, points - event_transfers_cost as net
                from entry_history where event = 1`,
      )
    ).map((r) => [r.entry, r.net]),
  );

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  run = await loadRunnerSettings(db);
  managers = [];
  for (const name of ['Admin Eleven', 'Code Eleven', 'Link Eleven']) {
    managers.push(await buildEntryWithSquad(t, { name }));
  }
  const [admin, byCode, byLink] = managers;
  league = (
    await admin!.browser.send('POST', '/api/leagues-classic/', { name: 'Friends', start_event: 1 })
  ).json();
  await byCode!.browser.send('POST', '/api/leagues-private/join/', { code: league.code });
  await byLink!.browser.send('POST', '/api/league/code-check/', { code: league.code });
  await byLink!.browser.send('POST', '/api/leagues-private/join/', { code: league.code });
  leaver = await buildEntryWithSquad(t, { name: 'Leaving Eleven' });
  await leaver.browser.send('POST', '/api/leagues-private/join/', { code: league.code });
  await createDemoPopulation(db, 59, 11);
  // A hit for one of the friends, so totals are net of it.
  await db.execute(sql`update entry_picks set event_transfers = 1, event_transfers_cost = 4
                       where entry_id = ${byCode!.entryId} and event = 1`);
  end = await endOfGameweek(db, 1);
  await lockDeadline(db, run, 1);
  await postLiveStats(db, run, 1, end);
  await setGameClock(db, end);
}, 300_000);
afterAll(() => t.close());

describe('classic standings through a gameweek', () => {
  it('carries the live points, ranked by the engine, while the gameweek is live', async () => {
    const body = await standings(league.id);
    expect(body.live).toBe(true);
    const live = await netPoints('live');
    const rows: ClassicStandingsRow[] = body.standings.results;
    expect(rows.map((r) => r.entry).sort()).toEqual(
      [...managers, leaver].map((m) => m.entryId).sort(),
    );
    for (const row of rows) {
      expect(row.event_total).toBe(live.get(row.entry));
      expect(row.total).toBe(live.get(row.entry));
    }
    expect(rows.map((r) => r.rank_sort)).toEqual([1, 2, 3, 4]);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.total).toBeLessThanOrEqual(rows[i - 1]!.total);
    }
  });

  it('no longer lists a team that leaves while the gameweek is live', async () => {
    const before: ClassicStandingsRow[] = (await standings(league.id)).standings.results;
    const left = await leaver.browser.send('POST', `/api/league/${league.id}/leave/`);
    expect(left.statusCode).toBe(204);
    const body = await standings(league.id);
    expect(body.live).toBe(true);
    // The others keep their live rows until the table is ranked again at the finalisation.
    expect(body.standings.results).toEqual(before.filter((r) => r.entry !== leaver.entryId));
  });

  it('writes the final table when the gameweek is finalised', async () => {
    const { db } = t.database;
    await addBonus(db, run, 1, end);
    expect(await finaliseEvent(db, run, 1)).toBe(true);
    const body = await standings(league.id);
    expect(body.live).toBe(false);
    expect(body.new_entries.results).toEqual([]);
    const final = await netPoints('final');
    const rows: ClassicStandingsRow[] = body.standings.results;
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({
        total: final.get(row.entry),
        event_total: final.get(row.entry),
        last_rank: 0,
      });
    }
    expect(rows[0]!.rank).toBe(1);
    // Each friend's profile shows his rank in the league.
    for (const m of managers) {
      const entry = (await m.browser.get(`/api/entry/${m.entryId}/`)).json();
      const mine = entry.leagues.classic.find((l: { id: number }) => l.id === league.id);
      expect(mine.entry_rank).toBe(rows.find((r) => r.entry === m.entryId)!.rank);
    }
    expect(new Date(body.last_updated_data).getTime()).toBeGreaterThan(0);
  });

  it('lists a team that joins after the update as a new entry', async () => {
    const late = await buildEntryWithSquad(t, { name: 'Late Eleven' });
    await late.browser.send('POST', '/api/leagues-private/join/', { code: league.code });
    const body = await standings(league.id);
    expect(body.standings.results).toHaveLength(3);
    expect(body.new_entries.results.map((r: { entry_name: string }) => r.entry_name)).toEqual([
      'Late Eleven',
    ]);
  });

  it('shows a team renamed after the update under its new name in every table', async () => {
    const [admin] = managers;
    await admin!.browser.send('POST', '/api/entry-update/', { name: 'Renamed Eleven' });
    const names = async (id: number, query = '') =>
      new Map(
        (
          (await standings(id, query)).standings.results as { entry: number; entry_name: string }[]
        ).map((r) => [r.entry, r.entry_name]),
      );
    expect((await names(league.id)).get(admin!.entryId)).toBe('Renamed Eleven');
    expect((await names(league.id, '?phase=2')).get(admin!.entryId)).toBe('Renamed Eleven');
    expect((await names(league.id)).get(managers[1]!.entryId)).toBe('Code Eleven');
  });

  it('pages the Overall league 50 rows at a time, in rank order', async () => {
    const [overall] = await queryRows<{ id: number; n: number }>(
      t.database.db,
      sql`select l.id, count(*)::int as n from leagues l
          join general_totals g on g.league_id = l.id and g.phase = 1
          where l.short_name = 'overall' group by l.id`,
    );
    expect(overall!.n).toBe(63);
    const first = await standings(overall!.id);
    expect(first.standings).toMatchObject({ page: 1, has_next: true });
    expect(first.standings.results).toHaveLength(50);
    const second = await standings(overall!.id, '?page_standings=2');
    expect(second.standings).toMatchObject({ page: 2, has_next: false });
    const rows: ClassicStandingsRow[] = [...first.standings.results, ...second.standings.results];
    expect(rows.map((r) => r.rank_sort)).toEqual(Array.from({ length: 63 }, (_, i) => i + 1));
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(b.total).toBeLessThanOrEqual(a.total);
      expect(b.rank === a.rank ? b.total === a.total : b.rank === i + 1).toBe(true);
    }
    const month = await standings(overall!.id, '?phase=2');
    expect(month.standings.results).toHaveLength(50);
  });
});
