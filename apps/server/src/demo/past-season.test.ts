// The demo's past season built set-based: every match played with the runner's lines, the
// players' and managers' season totals as the rollover archives them, and the rollover after it.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@ofl/db';
import { useTestApp } from '../../test/build-app';
import { startNewSeason } from '../services/season/new-season';
import { createDemoPopulation } from './demo-population';
import { buildPastSeason, SEASON_PRICE_FALL, SEASON_PRICE_RISE } from './past-season';

const MANAGERS = 60;

const t = useTestApp();
const rowsOf = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
let built: boolean[] = [];

beforeAll(async () => {
  await createDemoPopulation(t.database.db, MANAGERS, 3);
  built = [await buildPastSeason(t.database), await buildPastSeason(t.database)];
}, 300_000);

describe('a past season built set-based', () => {
  it('is built once: a second call finds the last gameweek finalised', async () => {
    expect(built).toEqual([true, false]);
    const [steps] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from runner_steps where step = 'finalised'`,
    );
    expect(steps!.n).toBe(38);
  });

  it('plays every match with a score, lines and a bonus of 3, 2 and 1 (ties shared)', async () => {
    const fixtures = await rowsOf<{
      id: number;
      finished: boolean;
      h: number | null;
      a: number | null;
      lines: number;
      top: number;
    }>(
      sql`select f.id, f.finished, f.team_h_score as h, f.team_a_score as a,
                 count(s.element_id)::int as lines, coalesce(max(s.bonus), 0)::int as top
          from fixtures f left join fixture_player_stats s on s.fixture_id = f.id
          group by f.id`,
    );
    expect(fixtures).toHaveLength(380);
    for (const f of fixtures) {
      expect(f.finished).toBe(true);
      expect(f.h).not.toBeNull();
      expect(f.a).not.toBeNull();
      // Both elevens and their substitutes.
      expect(f.lines).toBeGreaterThanOrEqual(22);
      expect(f.top).toBe(3);
    }
  });

  it("gives every player the season's points of his lines and a price moved by them", async () => {
    const players = await rowsOf<{
      total_points: number;
      lines: number;
      minutes: number;
      line_minutes: number;
      change: number;
      now_cost: number;
    }>(
      sql`select el.total_points, coalesce(sum(s.points + s.bonus), 0)::int as lines,
                 coalesce((el.totals->>'minutes')::numeric, 0)::int as minutes,
                 coalesce(sum((s.stats->>'minutes')::int), 0)::int as line_minutes,
                 el.cost_change_start as change, el.now_cost
          from elements el left join fixture_player_stats s on s.element_id = el.id
          where el.element_type <> 5 group by el.id`,
    );
    for (const p of players) {
      expect(p.total_points).toBe(p.lines);
      expect(p.minutes).toBe(p.line_minutes);
      expect(p.change).toBeGreaterThanOrEqual(-SEASON_PRICE_FALL);
      expect(p.change).toBeLessThanOrEqual(SEASON_PRICE_RISE);
      expect(p.now_cost).toBeGreaterThanOrEqual(40);
    }
    // The best of each position rose, the worst fell.
    expect(players.some((p) => p.change === SEASON_PRICE_RISE)).toBe(true);
    expect(players.some((p) => p.change < 0)).toBe(true);
  });

  it("gives every manager his eleven's points, captain doubled, ranked over all", async () => {
    const entries = await rowsOf<{ id: number; total: number; rank: number; own: number }>(
      sql`select e.id, e.summary_overall_points as total, e.summary_overall_rank as rank,
                 (select coalesce(sum(el.total_points * x.m), 0)::int
                  from entry_picks p cross join lateral unnest(p.elements, p.multipliers)
                    as x(el, m)
                  join elements el on el.id = x.el
                  where p.entry_id = e.id) as own
          from entries e order by e.summary_overall_points desc, e.id`,
    );
    expect(entries).toHaveLength(MANAGERS);
    const totals = entries.map((e) => e.total);
    // Believable totals that differ from manager to manager.
    expect(Math.min(...totals)).toBeGreaterThan(500);
    expect(new Set(totals).size).toBeGreaterThan(MANAGERS / 2);
    for (const [i, e] of entries.entries()) {
      expect(e.total).toBe(e.own);
      expect(e.rank).toBe(entries.findIndex((o) => o.total === e.total) + 1);
      expect(i === 0 || entries[i - 1]!.total >= e.total).toBe(true);
    }
  });

  it('rolls over into the next season with every total and rank archived', async () => {
    const before = await rowsOf<{ id: number; total: number; rank: number }>(
      sql`select id, summary_overall_points as total, summary_overall_rank as rank
          from entries order by id`,
    );
    const outcome = await startNewSeason(t.database, { generate: true });
    expect(outcome).toEqual({ done: true, from: '2025/26', to: '2026/27' });
    const entryId = before[0]!.id;
    const history = (await t.app.inject(`/api/entry/${entryId}/history/`)).json();
    expect(history.past).toEqual([
      { season_name: '2025/26', total_points: before[0]!.total, rank: before[0]!.rank },
    ]);
    const archived = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from element_past_seasons where season_name = '2025/26'`,
    );
    expect(archived[0]!.n).toBeGreaterThan(500);
  });
});
