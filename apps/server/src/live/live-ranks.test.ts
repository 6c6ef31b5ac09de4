// The live ranker against a brute-force computation over the database: a gameweek played match
// by match, and after every stat update each entry's live points and ranks and every classic
// league's table compared, entry by entry and row by row; then the finalised figures.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  classicStandings,
  gameweekRanks,
  overallRanks,
  type ClassicMember,
  type ElementEventResults,
  type ElementTypeId,
  type EntryId,
} from '@ofl/engine';
import { classicTableRows, queryRows, type Db } from '@ofl/db';
import { useTestApp } from '../../test/build-app';
import { scoreStoredPicks } from '../../test/stored-picks-score';
import { createDemoPopulation } from '../demo/demo-population';
import { elementResults } from '../runner/finalise/element-results';
import { loadRunnerSettings } from '../runner/runner-settings';
import { isDone } from '../runner/steps';
import { setGameClock } from '../cache/clock';
import { endOfGameweek, playSeasonTo } from '../demo/demo-season';
import { runPass } from '../runner/game-runner';
import { buildApp } from '../app';
import { LiveRanks } from './live-ranks';
import type { LiveRanker, LiveTableRow } from './live-ranker';

let db: Db;
const EVENT = 2;
/** Moves with every runner pass, as the public payloads' key does. */
let version = 0;
let ranks: LiveRanks;

const t = useTestApp();
beforeAll(async () => {
  db = t.database.db;
  await createDemoPopulation(db, 120, 11);
  await playSeasonTo(t.database, EVENT - 1, () => {});
  // A league that starts with the live gameweek, and one of its members joins after the
  // deadline: not in the live table.
  await db.execute(sql`
    insert into leagues (id, name, league_type, scoring, code, code_privacy, start_event)
    values (9001, 'Starts late', 'x', 'c', 'late01', 'p', ${EVENT})`);
  await db.execute(sql`
    insert into league_entries (entry_id, league_id, joined_at)
    select id, 9001, now() - interval '1000 days' from entries where id % 3 = 0`);
  ranks = new LiveRanks(db, { key: async () => String(version) });
}, 300_000);

interface PickRow {
  entry_id: number;
  elements: number[];
  captain: number;
  vice_captain: number;
  active_chip: string | null;
  cost: number;
  transfers: number;
  prev_total: number;
}

/** Every entry's live gross points and net, by the engine, straight from the database. */
async function bruteForceEntries(event: number) {
  const results = await elementResults(db, event);
  const pending = await queryRows<{ id: number }>(
    db,
    sql`select el.id from elements el where exists (
          select 1 from fixtures f where f.event = ${event} and not f.finished_provisional
            and (f.team_h = el.team or f.team_a = el.team))`,
  );
  const stillToPlay = new Set(pending.map((p) => p.id));
  const byElement: Record<number, { points: number; played: boolean }> = {};
  const typeOf = new Map<number, ElementTypeId>();
  for (const r of results) {
    byElement[r.element] = { points: r.points, played: r.played || stillToPlay.has(r.element) };
    typeOf.set(r.element, r.elementType);
  }
  const { settings } = await loadRunnerSettings(db);
  const rows = await queryRows<PickRow>(
    db,
    sql`select p.entry_id, p.elements, p.captain, p.vice_captain, p.active_chip,
               p.event_transfers_cost as cost, p.event_transfers as transfers,
               coalesce(h.total_points, 0) as prev_total
        from entry_picks p
        left join entry_history h on h.entry_id = p.entry_id and h.event = ${event - 1}
        where p.event = ${event} order by p.entry_id`,
  );
  return rows.map((row) => {
    const score = scoreStoredPicks(
      row,
      (element) => typeOf.get(element)!,
      byElement as ElementEventResults,
      row.cost,
      settings,
    );
    return {
      entry: row.entry_id as EntryId,
      points: score.points,
      bench: score.points_on_bench,
      net: score.net_points,
      cost: row.cost,
      counted: row.active_chip === 'wildcard' || row.active_chip === 'freehit' ? 0 : row.transfers,
      total: row.prev_total + score.net_points,
    };
  });
}

/** Every classic league's table by the engine, from the members' history and live points. */
async function bruteForceTables(
  event: number,
  live: Awaited<ReturnType<typeof bruteForceEntries>>,
) {
  const byEntry = new Map(live.map((l) => [l.entry as number, l]));
  const leagues = await queryRows<{ id: number; start_event: number; overall: boolean }>(
    db,
    sql`select id, start_event, short_name = 'overall' as overall from leagues
        where scoring = 'c' and start_event <= ${event}`,
  );
  const before = await queryRows<{ entry_id: number; overall_rank: number | null }>(
    db,
    sql`select entry_id, overall_rank from entry_history where event = ${event - 1}`,
  );
  const lastOverall = new Map(before.map((b) => [b.entry_id, b.overall_rank ?? 0]));
  const members = await queryRows<{ league_id: number; entry_id: number }>(
    db,
    sql`select le.league_id, le.entry_id from league_entries le
        where le.joined_at <= (select deadline_time from events where id = ${event})`,
  );
  const history = await queryRows<{
    entry_id: number;
    event: number;
    points: number;
    cost: number;
    transfers: number;
    chip: string | null;
  }>(
    db,
    sql`select h.entry_id, h.event, h.points, h.event_transfers_cost as cost,
               h.event_transfers as transfers, p.active_chip as chip
        from entry_history h
        left join entry_picks p on p.entry_id = h.entry_id and p.event = h.event
        where h.event < ${event}`,
  );
  const gameweeks = new Map<number, ClassicMember['gameweeks'][number][]>();
  for (const h of history) {
    const list = gameweeks.get(h.entry_id) ?? [];
    const counted = h.chip === 'wildcard' || h.chip === 'freehit' ? 0 : h.transfers;
    list.push({
      event: h.event,
      points: h.points,
      transfersCost: h.cost,
      countedTransfers: counted,
    });
    gameweeks.set(h.entry_id, list);
  }
  const tables = new Map<number, LiveTableRow[]>();
  for (const league of leagues) {
    const inLeague: ClassicMember[] = members
      .filter((m) => m.league_id === league.id && byEntry.has(m.entry_id))
      .map((m) => {
        const l = byEntry.get(m.entry_id)!;
        return {
          entry: m.entry_id as EntryId,
          gameweeks: [
            ...(gameweeks.get(m.entry_id) ?? []).filter((g) => g.event >= league.start_event),
            { event, points: l.points, transfersCost: l.cost, countedTransfers: l.counted },
          ],
        };
      });
    const rows = classicStandings(inLeague, { startEvent: league.start_event, event });
    tables.set(
      league.id,
      rows.map((r) => ({
        entry: r.entry,
        eventTotal: r.eventTotal,
        total: r.total,
        // The Overall league's ranks are the overall ranks: equal totals share one.
        rank: league.overall ? 1 + rows.filter((o) => o.total > r.total).length : r.rank,
        lastRank: league.overall ? (lastOverall.get(r.entry) ?? 0) : r.lastRank,
        rankSort: r.rankSort,
      })),
    );
  }
  return tables;
}

/** Compares the ranker with the brute force everywhere; returns how many rows were compared. */
async function expectSameAsBruteForce(ranker: LiveRanker, event: number): Promise<number> {
  const live = await bruteForceEntries(event);
  const overall = overallRanks(live.map((l) => ({ entry: l.entry, totalPoints: l.total })));
  const gameweek = gameweekRanks(live.map((l) => ({ entry: l.entry, eventPoints: l.points })));
  const expected = live.map((l) => ({
    entry: l.entry as number,
    points: l.points,
    bench: l.bench,
    total: l.total,
    rank: gameweek.get(l.entry)!.rank,
    overallRank: overall.get(l.entry)!.rank,
  }));
  const actual = live.map((l) => {
    const r = ranker.entry(l.entry)!;
    return {
      entry: r.entry,
      points: r.points,
      bench: r.benchPoints,
      total: r.total,
      rank: r.rank,
      overallRank: r.overallRank,
    };
  });
  expect(actual).toEqual(expected);
  let rows = live.length;
  for (const [league, table] of await bruteForceTables(event, live)) {
    expect({ league, rows: ranker.tableRows(league) }).toEqual({ league, rows: table });
    rows += table.length;
  }
  return rows;
}

async function pass(at: Date) {
  await setGameClock(db, at);
  await runPass(t.database);
  version++;
}

describe('live ranks', () => {
  let last: LiveRanker | null = null;

  it('are nothing before the deadline', async () => {
    expect(await ranks.current()).toBeNull();
  });

  it('equal a brute-force computation after every stat update of the gameweek', async () => {
    const kickoffs = await queryRows<{ kickoff: Date | string }>(
      db,
      sql`select distinct kickoff_time as kickoff from fixtures where event = ${EVENT}
          order by 1`,
    );
    const [deadline] = await queryRows<{ at: Date | string }>(
      db,
      sql`select deadline_time as at from events where id = ${EVENT}`,
    );
    // The deadline step ends with the ranker loaded, before anyone asks for it.
    await setGameClock(db, new Date(new Date(deadline!.at).getTime() + 60_000));
    const report = await runPass(t.database, undefined, (event, step) =>
      ranks.loadAlongside(event, step),
    );
    version++;
    expect(report.timings['deadline: live ranker']).toBeGreaterThan(0);
    const loadMs = ranks.timings.loadMs;
    expect(loadMs).toBeGreaterThan(0);
    expect((await ranks.current())!.event).toBe(EVENT);
    expect(ranks.timings.loadMs).toBe(loadMs);
    let updates = 0;
    let subsSeen = 0;
    for (const { kickoff } of kickoffs) {
      const at = new Date(kickoff).getTime();
      // Half time, then after the final whistle (before the day's bonus is confirmed, which
      // for the last match day finalises the gameweek).
      for (const offset of [45 * 60_000, 130 * 60_000]) {
        await pass(new Date(at + offset));
        const ranker = (await ranks.current())!;
        expect(ranker.event).toBe(EVENT);
        const compared = await expectSameAsBruteForce(ranker, EVENT);
        expect(compared).toBeGreaterThan(120);
        updates++;
        last = ranker;
      }
    }
    // Some entry lost a starter to a finished match by now: the provisional substitutions ran.
    for (let e = 0; e < last!.entries.count; e++) {
      for (let k = 0; k < 16; k++) {
        const element = last!.entries.elements[e * 16 + k]!;
        // A starter who counts for nothing, or a benched player who scores: a substitution.
        if (k < 11 && element !== 0 && last!.multipliers[e * 16 + k] === 0) subsSeen++;
      }
    }
    expect(updates).toBe(kickoffs.length * 2);
    expect(subsSeen).toBeGreaterThan(0);
  }, 600_000);

  it('are not taken from beside a deadline step that had already run', async () => {
    const other = new LiveRanks(db, { key: async () => String(version) });
    expect(await other.loadAlongside(EVENT, async () => false)).toBe(false);
    await expect(
      other.loadAlongside(EVENT, async () => {
        throw new Error('The step failed.');
      }),
    ).rejects.toThrow('The step failed.');
    expect(other.timings.loadMs).toBe(0);
    await other.close();
  });

  it('are loaded by a change notice before any request, the same in a second process', async () => {
    const other = new LiveRanks(db, { key: async () => String(version) });
    const errors: unknown[] = [];
    other.warm((error) => errors.push(error));
    await vi.waitFor(() => expect(other.timings.loadMs).toBeGreaterThan(0), { timeout: 60_000 });
    const loadMs = other.timings.loadMs;
    const ranker = (await other.current())!;
    expect(other.timings.loadMs).toBe(loadMs);
    expect(errors).toEqual([]);
    expect(Array.from(ranker.entries.ids, (id) => ranker.entry(id))).toEqual(
      Array.from(last!.entries.ids, (id) => last!.entry(id)),
    );
    for (const league of last!.leagues.ids) {
      expect(ranker.tableRows(league)).toEqual(last!.tableRows(league));
    }
    await other.close();
  });

  it('are loaded by a server process that starts mid-gameweek before it serves', async () => {
    const app = await buildApp({ database: t.database, publicKeyTtlMs: 10_000 });
    try {
      expect(app.ctx.liveRanks.timings.loadMs).toBeGreaterThan(0);
      const ranker = (await app.ctx.liveRanks.current())!;
      expect(ranker.event).toBe(EVENT);
      expect(ranker.tableRows(9001)).toEqual(last!.tableRows(9001));
    } finally {
      await app.close();
    }
  });

  it('are what the API answers while the gameweek runs', async () => {
    const ranker = last!;
    const id = ranker.entries.ids[7]!;
    const live = ranker.entry(id)!;
    const picks = (await t.app.inject(`/api/entry/${id}/event/${EVENT}/picks/`)).json();
    expect(picks.entry_history).toMatchObject({
      points: live.points,
      total_points: live.total,
      rank: live.rank,
      overall_rank: live.overallRank,
      provisional: true,
    });
    // The history lists the live gameweek last, as the picks show it, as the official game does.
    const history = (await t.app.inject(`/api/entry/${id}/history/`)).json();
    expect(history.current.at(-1)).toEqual(picks.entry_history);
    expect(history.current.map((h: { event: number }) => h.event)).toEqual(
      Array.from({ length: EVENT }, (_, i) => i + 1).filter((e) => e >= history.current[0].event),
    );
    const entry = (await t.app.inject(`/api/entry/${id}/`)).json();
    expect(entry).toMatchObject({
      summary_event_points: live.points,
      summary_overall_points: live.total,
      summary_overall_rank: live.overallRank,
      summary_event_rank: live.rank,
      summary_provisional: true,
    });
    let liveLeagues = 0;
    for (const league of entry.leagues.classic as { id: number; entry_rank: number }[]) {
      const row = ranker.tableRows(league.id).find((r) => r.entry === id);
      if (!row) continue;
      expect({ league: league.id, rank: league.entry_rank }).toEqual({
        league: league.id,
        rank: row.rank,
      });
      liveLeagues++;
    }
    expect(liveLeagues).toBeGreaterThan(1);
    const league = [...ranker.leagues.ids].find((l) => ranker.tableSize(l) > 50)!;
    const page = (
      await t.app.inject(`/api/leagues-classic/${league}/standings/?page_standings=2`)
    ).json();
    expect(page.live).toBe(true);
    expect(
      page.standings.results.map((r: LiveTableRow) => ({
        entry: r.entry,
        total: r.total,
        rank: r.rank,
        rank_sort: r.rankSort ?? (r as unknown as { rank_sort: number }).rank_sort,
      })),
    ).toEqual(
      ranker.tableRows(league, 51, 100).map((r) => ({
        entry: r.entry,
        total: r.total,
        rank: r.rank,
        rank_sort: r.rankSort,
      })),
    );
    const eventLive = (await t.app.inject(`/api/event/${EVENT}/live/?league=${league}`)).json();
    expect(eventLive.ownership_groups).toEqual({
      all: ranker.entries.count,
      top_10k: ranker.entries.count,
      league: { id: league, managers: ranker.tableSize(league) },
    });
    // The whole game's effective ownership adds up to the multipliers of every entry (each
    // share rounded to a tenth of a percent).
    const eo = eventLive.elements.reduce(
      (sum: number, e: { ownership: { all: { effective: number } } }) =>
        sum + e.ownership.all.effective,
      0,
    );
    let multipliers = 0;
    for (const m of ranker.multipliers) multipliers += m;
    const exact = (multipliers * 100) / ranker.entries.count;
    expect(Math.abs(eo - exact)).toBeLessThanOrEqual(eventLive.elements.length * 0.05);
    expect(exact).toBeGreaterThan(1100);
    const plain = (await t.app.inject(`/api/event/${EVENT}/live/?league=999999`)).json();
    expect(plain.ownership_groups.league).toBeUndefined();
  });

  it('equal the final ranks and tables when the gameweek is finalised', async () => {
    const before = new Map(
      Array.from(last!.entries.ids, (id) => {
        const r = last!.entry(id)!;
        return [id, { rank: r.rank, overallRank: r.overallRank, total: r.total }];
      }),
    );
    const tables = new Map(
      [...last!.leagues.ids].map((league) => [league, last!.tableRows(league)]),
    );
    await pass(await endOfGameweek(db, EVENT));
    expect(await isDone(db, EVENT, 'finalised')).toBe(true);
    expect(await ranks.current()).toBeNull();
    const history = await queryRows<{
      entry_id: number;
      rank: number;
      overall_rank: number;
      total_points: number;
    }>(
      db,
      sql`select entry_id, rank, overall_rank, total_points from entry_history
          where event = ${EVENT} order by entry_id`,
    );
    expect(history.length).toBe(before.size);
    for (const h of history) {
      expect({ entry: h.entry_id, ...before.get(h.entry_id) }).toEqual({
        entry: h.entry_id,
        rank: h.rank,
        overallRank: h.overall_rank,
        total: h.total_points,
      });
    }
    const stored = await classicTableRows(db, 1);
    for (const [league, rows] of tables) {
      const final = stored
        .filter((s) => s.league_id === league)
        .map((s) => ({ entry: s.entry_id, total: s.total, rank: s.rank, rankSort: s.rank_sort }));
      expect({ league, rows: final }).toEqual({
        league,
        rows: rows.map((r) => ({
          entry: r.entry,
          total: r.total,
          rank: r.rank,
          rankSort: r.rankSort,
        })),
      });
    }
  }, 300_000);
});
