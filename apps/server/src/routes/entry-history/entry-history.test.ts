// Two gameweeks played through the operator clock and the runner; then a manager's pages must
// agree with the engine: each gameweek's points are the engine's breakdown of the frozen picks
// over event/{e}/live/, and the history rows add up to the total.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  entryEventPoints,
  playedInGameweek,
  type ChipName,
  type ElementEventResults,
  type ElementId,
  type FixtureStats,
  type TeamPick,
} from '@ofl/engine';
import { entries, entryPastSeasons } from '@ofl/db/tables';
import { Browser, useTestApp } from '../../../test/build-app';
import { transferToCheapest } from '../../../test/entry-pages';
import { buildEntryWithSquad } from '../../../test/factories';
import { setGameClock } from '../../cache/clock';
import { createDemoPopulation } from '../../demo/demo-population';
import { endOfGameweek } from '../../demo/demo-season';
import { loadRunnerSettings } from '../../runner/runner-settings';

const TOKEN = 'operator-token-for-history';
const MANAGERS = 20;

interface HistoryRow {
  event: number;
  points: number;
  total_points: number;
  rank: number | null;
  overall_rank: number | null;
  percentile_rank: number | null;
  overall_rank_percentage: string | null;
  event_transfers: number;
  event_transfers_cost: number;
  points_on_bench: number;
  bank: number;
  value: number;
}
interface PicksPayload {
  active_chip: ChipName | null;
  automatic_subs: { entry: number; element_in: number; element_out: number; event: number }[];
  entry_history: HistoryRow;
  picks: TeamPick[];
}

let visitor: Browser;
let entryIds: number[];
let ownId: number;

async function playThrough(event: number) {
  const at = await endOfGameweek(t.database.db, event);
  const response = await visitor.send(
    'POST',
    '/api/operator/clock/',
    { set: at.toISOString() },
    { authorization: `Bearer ${TOKEN}` },
  );
  if (response.statusCode !== 200) throw new Error(`operator clock: ${response.body}`);
  return response.json() as { steps: string[]; current_event: number };
}

const t = useTestApp({ operatorToken: TOKEN });
beforeAll(async () => {
  visitor = new Browser(t.app);
  await setGameClock(t.database.db, new Date('2025-08-11T09:00:00Z'));
  await createDemoPopulation(t.database.db, MANAGERS, 11);
  const own = await buildEntryWithSquad(t, { name: 'Points Check' });
  ownId = own.entryId;
  await playThrough(1);
  // Two transfers for gameweek 2 with one free transfer: a hit of 4 points.
  await transferToCheapest(t, own.browser, ownId, 2);
  await transferToCheapest(t, own.browser, ownId, 2);
  await playThrough(2);
  entryIds = (await t.database.db.select({ id: entries.id }).from(entries)).map((e) => e.id);
}, 240_000);

/** Every element's points and whether he played, as event/{e}/live/ publishes them. */
async function liveResults(event: number): Promise<ElementEventResults> {
  const live = (await visitor.get(`/api/event/${event}/live/`)).json() as {
    elements: { id: number; stats: FixtureStats & { total_points: number } }[];
  };
  const results: Record<number, { points: number; played: boolean }> = {};
  for (const e of live.elements) {
    results[e.id] = { points: e.stats.total_points, played: playedInGameweek([e.stats]) };
  }
  return results;
}

describe('GET /api/entry/{id}/event/{event}/picks/ after the gameweek is finalised', () => {
  it("gives each entry's points as the engine scores its frozen picks over the live points", async () => {
    const { settings } = await loadRunnerSettings(t.database.db);
    let withSubs = 0;
    let summed = 0;
    for (const event of [1, 2]) {
      const results = await liveResults(event);
      for (const id of entryIds) {
        const response = await visitor.get(`/api/entry/${id}/event/${event}/picks/`);
        expect(response.statusCode).toBe(200);
        const payload = response.json() as PicksPayload;
        const score = entryEventPoints({
          picks: payload.picks.map((p) => ({ ...p, element: p.element as ElementId })),
          results,
          chip: payload.active_chip,
          transfersCost: payload.entry_history.event_transfers_cost,
          settings,
        });
        expect(payload.entry_history.points).toBe(score.points);
        expect(payload.entry_history.points_on_bench).toBe(score.points_on_bench);
        expect(payload.automatic_subs).toEqual(
          score.automatic_subs.map((s) => ({ entry: id, event, ...s })),
        );
        if (payload.automatic_subs.length > 0) withSubs += 1;
        // With no substitution and a captain who played, the frozen multipliers are the final
        // ones: the page's sum over the picks is the gameweek's points.
        const captain = payload.picks.find((p) => p.is_captain)!;
        if (payload.automatic_subs.length === 0 && results[captain.element]?.played) {
          const sum = payload.picks.reduce(
            (total, p) => total + (results[p.element]?.points ?? 0) * p.multiplier,
            0,
          );
          expect(sum).toBe(payload.entry_history.points);
          summed += 1;
        }
      }
    }
    expect(summed).toBeGreaterThan(0);
    // The seeded gameweeks have starters who did not play, so the engine's substitutions count.
    expect(withSubs).toBeGreaterThan(0);
  });

  it('takes the transfer hit off the total, as the engine nets it', async () => {
    const results = await liveResults(2);
    const { settings } = await loadRunnerSettings(t.database.db);
    const payload = (
      await visitor.get(`/api/entry/${ownId}/event/2/picks/`)
    ).json() as PicksPayload;
    expect(payload.entry_history.event_transfers).toBe(2);
    expect(payload.entry_history.event_transfers_cost).toBe(4);
    const before = (await visitor.get(`/api/entry/${ownId}/event/1/picks/`)).json() as PicksPayload;
    const score = entryEventPoints({
      picks: payload.picks.map((p) => ({ ...p, element: p.element as ElementId })),
      results,
      chip: payload.active_chip,
      transfersCost: 4,
      settings,
    });
    expect(payload.entry_history.total_points).toBe(
      before.entry_history.total_points + score.net_points,
    );
    expect(score.net_points).toBe(payload.entry_history.points - 4);
  });
});

describe('GET /api/entry/{id}/history/', () => {
  it('lists each gameweek once, and the rows add up to the total the profile shows', async () => {
    for (const id of entryIds) {
      const history = (await visitor.get(`/api/entry/${id}/history/`)).json() as {
        current: HistoryRow[];
      };
      expect(history.current.map((r) => r.event)).toEqual([1, 2]);
      let total = 0;
      for (const row of history.current) {
        total += row.points - row.event_transfers_cost;
        expect(row.total_points).toBe(total);
        expect(row.overall_rank).toBeGreaterThanOrEqual(1);
        expect(row.percentile_rank).toBeGreaterThanOrEqual(1);
        expect(row.overall_rank_percentage).toBe(String(row.percentile_rank));
        // The gameweek's picks carry the same figures in their entry_history.
        const picks = (await visitor.get(`/api/entry/${id}/event/${row.event}/picks/`)).json();
        expect(picks.entry_history).toMatchObject({
          overall_rank: row.overall_rank,
          percentile_rank: row.percentile_rank,
          overall_rank_percentage: row.overall_rank_percentage,
        });
      }
      const profile = (await visitor.get(`/api/entry/${id}/`)).json();
      expect(profile.summary_overall_points).toBe(total);
      expect(profile.summary_event_points).toBe(history.current[1]!.points);
    }
  });

  it('has the keys of the FPL shape, and past seasons newest first', async () => {
    await t.database.db.insert(entryPastSeasons).values([
      { entryId: ownId, seasonName: '2023/24', totalPoints: 2130, rank: 3_129_326 },
      { entryId: ownId, seasonName: '2024/25', totalPoints: 2332, rank: 1_152_113 },
    ]);
    const history = (await visitor.get(`/api/entry/${ownId}/history/`)).json();
    expect(Object.keys(history).sort()).toEqual(['chips', 'current', 'past']);
    expect(Object.keys(history.current[0]).sort()).toEqual(
      [
        'bank',
        'event',
        'event_transfers',
        'event_transfers_cost',
        'overall_rank',
        'overall_rank_percentage',
        'percentile_rank',
        'points',
        'points_on_bench',
        'rank',
        'rank_sort',
        'total_points',
        'value',
      ].sort(),
    );
    expect(history.past).toEqual([
      { season_name: '2024/25', total_points: 2332, rank: 1_152_113 },
      { season_name: '2023/24', total_points: 2130, rank: 3_129_326 },
    ]);
  });

  it('answers 404 for an unknown entry', async () => {
    expect((await visitor.get('/api/entry/999999/history/')).statusCode).toBe(404);
  });
});
