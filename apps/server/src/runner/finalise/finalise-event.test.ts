// Finalisation scores some entries in SQL and streams the rest through the engine: every entry's
// history must be exactly what the engine's entryEventPoints and ranks give, whichever path it
// took, with chips, a captain who did not play, bench boost and automatic substitutions, and
// ranked over all entries whichever range (shard) finalised them.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameweekRanks, overallRanks, type ElementEventResults, type EntryId } from '@ofl/engine';
import { queryRows } from '@ofl/db';
import { useTestApp } from '../../../test/build-app';
import { scoreStoredPicks } from '../../../test/stored-picks-score';
import { createDemoPopulation } from '../../demo/demo-population';
import { endOfGameweek } from '../../demo/demo-season';
import { addBonus } from '../add-bonus';
import { elementResults, type ElementResult } from './element-results';
import { finaliseEvent, type FinaliseTimings } from './finalise-event';
import { lockDeadline } from '../lock-deadline';
import { postLiveStats } from '../post-live-stats';
import { loadRunnerSettings, type RunnerSettings } from '../runner-settings';

const MANAGERS = 150;
let run: RunnerSettings;
let results: ElementResult[];
const timings: FinaliseTimings = {};

interface FrozenRow {
  entry_id: number;
  elements: number[];
  captain: number;
  vice_captain: number;
  active_chip: string | null;
  event_transfers_cost: number;
  automatic_subs: { element_in: number; element_out: number }[];
  points: number;
  points_on_bench: number;
  total_points: number;
  rank: number;
  overall_rank: number;
  summary_event_rank: number;
  summary_overall_points: number;
}

const frozen = () =>
  queryRows<FrozenRow>(
    t.database.db,
    sql`select p.entry_id, p.elements, p.captain, p.vice_captain, p.active_chip,
               p.event_transfers_cost, p.automatic_subs, h.points, h.points_on_bench,
               h.total_points, h.rank, h.overall_rank, e.summary_event_rank,
               e.summary_overall_points
        from entry_picks p join entry_history h on h.entry_id = p.entry_id and h.event = 1
        join entries e on e.id = p.entry_id
        where p.event = 1 order by p.entry_id`,
  );

/** The engine's score of a frozen row, as the runner must have written it. */
function engineScore(row: FrozenRow) {
  const byElement = new Map(results.map((r) => [r.element, r]));
  const table: Record<number, { points: number; played: boolean }> = {};
  for (const r of results) table[r.element] = { points: r.points, played: r.played };
  return scoreStoredPicks(
    row,
    (element) => byElement.get(element)!.elementType,
    table as ElementEventResults,
    row.event_transfers_cost,
    run.settings,
  );
}

const t = useTestApp();
beforeAll(async () => {
  const { db } = t.database;
  run = await loadRunnerSettings(db);
  await createDemoPopulation(db, MANAGERS, 23);
  // Chips for the first gameweek, chosen before the deadline as a manager would.
  await db.execute(sql`update entry_picks set active_chip = 'bboost' where entry_id <= 15`);
  await db.execute(sql`update entry_picks set active_chip = '3xc',
    multipliers = array(select case when m = 2 then 3 else m end from unnest(multipliers) m)
    where entry_id between 16 and 30`);
  await db.execute(sql`update entry_picks set event_transfers = 2, event_transfers_cost = 4
    where entry_id between 31 and 40`);
  const end = await endOfGameweek(db, 1);
  await lockDeadline(db, run, 1);
  await postLiveStats(db, run, 1, end);
  await addBonus(db, run, 1, end);
  results = await elementResults(db, 1);
  // Captains who did not play: where a starter sat the gameweek out, give him the armband
  // (on half the entries, so the vice-captain's armband is tested too).
  const notPlayed = results.filter((r) => !r.played).map((r) => r.element);
  await db.execute(sql`
    update entry_picks p set captain = x.element,
      vice_captain = case when p.vice_captain = x.element then p.captain else p.vice_captain end
    from (
      select distinct on (p.entry_id) p.entry_id, u.element
      from entry_picks p cross join lateral unnest(p.elements[1:11]) u(element)
      where p.event = 1 and p.entry_id % 2 = 0
        and u.element = any(${`{${notPlayed.join(',')}}`}::int[])
      order by p.entry_id, u.element
    ) x
    where p.entry_id = x.entry_id and p.event = 1`);
  // On a database server the entries are finalised in three ranges at once, which must not change
  // a single figure; the embedded database has one connection, so one range.
  const shards = t.database.kind === 'postgres' ? 3 : 1;
  expect(await finaliseEvent(db, run, 1, { timings, shards })).toBe(true);
}, 300_000);

describe('finalising a gameweek', () => {
  it('covers chips, captains who did not play and substitutions on both scoring paths', async () => {
    const rows = await frozen();
    expect(rows).toHaveLength(MANAGERS);
    const played = new Set(results.filter((r) => r.played).map((r) => r.element));
    expect(rows.filter((r) => r.active_chip === 'bboost').length).toBe(15);
    expect(rows.filter((r) => r.active_chip === '3xc').length).toBe(15);
    expect(rows.filter((r) => !played.has(r.captain)).length).toBeGreaterThan(5);
    expect(rows.filter((r) => r.automatic_subs.length > 0).length).toBeGreaterThan(5);
    expect(timings['entries scored in SQL']).toBeGreaterThan(10);
    expect(timings['entries scored by the engine']).toBeGreaterThan(10);
    expect(timings['entries scored in SQL']! + timings['entries scored by the engine']!).toBe(
      MANAGERS,
    );
  });

  it("writes every entry's points, bench points, total and substitutions as the engine scores them", async () => {
    for (const row of await frozen()) {
      const score = engineScore(row);
      expect({
        entry: row.entry_id,
        points: row.points,
        bench: row.points_on_bench,
        total: row.total_points,
        subs: row.automatic_subs,
      }).toEqual({
        entry: row.entry_id,
        points: score.points,
        bench: score.points_on_bench,
        total: score.net_points,
        subs: score.automatic_subs,
      });
      expect(row.summary_overall_points).toBe(row.total_points);
    }
  });

  it('ranks every entry as the engine ranks the gameweek and the overall totals', async () => {
    const rows = await frozen();
    const gameweek = gameweekRanks(
      rows.map((r) => ({ entry: r.entry_id as EntryId, eventPoints: r.points })),
    );
    const overall = overallRanks(
      rows.map((r) => ({ entry: r.entry_id as EntryId, totalPoints: r.total_points })),
    );
    for (const row of rows) {
      expect(row.rank).toBe(gameweek.get(row.entry_id as EntryId)!.rank);
      expect(row.summary_event_rank).toBe(row.rank);
      expect(row.overall_rank).toBe(overall.get(row.entry_id as EntryId)!.rank);
    }
  });

  it("sets the event's average, highest score and its entry, and the ranked count", async () => {
    const rows = await frozen();
    const [event] = await queryRows<{
      average_entry_score: number;
      highest_score: number;
      highest_scoring_entry: number;
      ranked_count: number;
      finished: boolean;
    }>(
      t.database.db,
      sql`select average_entry_score, highest_score, highest_scoring_entry, ranked_count, finished
          from events where id = 1`,
    );
    const highest = Math.max(...rows.map((r) => r.points));
    expect(event).toEqual({
      average_entry_score: Math.round(rows.reduce((s, r) => s + r.points, 0) / rows.length),
      highest_score: highest,
      highest_scoring_entry: rows.find((r) => r.points === highest)!.entry_id,
      ranked_count: MANAGERS,
      finished: true,
    });
  });

  it('does nothing when it runs again', async () => {
    const before = await frozen();
    expect(await finaliseEvent(t.database.db, run, 1)).toBe(false);
    expect(await frozen()).toEqual(before);
  });
});
