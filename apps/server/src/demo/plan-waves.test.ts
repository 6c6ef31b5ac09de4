// The simulated managers plan in waves through the week, as real managers do: while a gameweek
// is played, transfers for the next one are already made and the nights after them move prices.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@ofl/db';
import { useTestApp } from '../../test/build-app';
import { setGameClock } from '../cache/clock';
import { runPass } from '../runner/game-runner';
import { createDemoPopulation } from './demo-population';
import { playSeasonTo } from './demo-season';
import { PLAN_WAVES, planTimes } from './plan-managers';

const MANAGERS = 300;
// The demo's live gameweek: a night with transfers comes between its deadline and its middle match.
const LIVE = 10;
const t = useTestApp();
const rowsOf = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

beforeAll(async () => {
  await createDemoPopulation(t.database.db, MANAGERS, 5);
  await playSeasonTo(t.database, LIVE - 1, () => {});
  // As the demo stands: an hour into the live gameweek's middle match.
  const kickoffs = await rowsOf<{ kickoff: Date | string }>(
    sql`select kickoff_time as kickoff from fixtures where event = ${LIVE} order by kickoff_time`,
  );
  const middle = new Date(kickoffs[Math.floor(kickoffs.length / 2)]!.kickoff);
  await setGameClock(t.database.db, new Date(middle.getTime() + 3_600_000));
  await runPass(t.database);
}, 300_000);

describe('managers planning in waves', () => {
  it('spreads the waves from after the previous deadline to a day before the next', () => {
    const previous = new Date('2025-10-10T17:30:00Z');
    const deadline = new Date('2025-10-17T17:30:00Z');
    const times = planTimes(deadline, previous).map((d) => d.toISOString());
    expect(times).toEqual([
      '2025-10-10T23:30:00.000Z',
      '2025-10-13T20:30:00.000Z',
      '2025-10-16T17:30:00.000Z',
    ]);
    // The first gameweek has no deadline before it: every wave plans a day before its own.
    expect(new Set(planTimes(deadline, null).map((d) => d.getTime())).size).toBe(1);
  });

  it('makes a played gameweek’s transfers after the previous deadline, in every wave', async () => {
    const rows = await rowsOf<{ time: Date | string; n: number }>(
      sql`select t.time, count(*)::int as n from transfers t
          where t.event = ${LIVE - 1}
            and t.time > (select deadline_time from events where id = ${LIVE - 2})
            and t.time < (select deadline_time from events where id = ${LIVE - 1})
          group by t.time`,
    );
    const [all] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from transfers where event = ${LIVE - 1}`,
    );
    expect(rows).toHaveLength(PLAN_WAVES);
    expect(rows.reduce((n, r) => n + r.n, 0)).toBe(all!.n);
  });

  it('moves prices and counts transfers for the next gameweek while one is live', async () => {
    const [counts] = await rowsOf<{ made: number; counted: number; moved: number }>(
      sql`select
            (select count(*)::int from transfers where event = ${LIVE + 1}) as made,
            (select count(*)::int from elements where transfers_in_event > 0) as counted,
            (select count(*)::int from elements where cost_change_event <> 0) as moved`,
    );
    expect(counts!.made).toBeGreaterThan(0);
    expect(counts!.counted).toBeGreaterThan(0);
    expect(counts!.moved).toBeGreaterThan(0);
    const live = (await t.app.inject('/api/bootstrap-static/')).json() as {
      events: { id: number; is_current: boolean }[];
      elements: { cost_change_event: number; transfers_in_event: number }[];
    };
    expect(live.events.find((e) => e.is_current)?.id).toBe(LIVE);
    expect(live.elements.some((e) => e.cost_change_event !== 0)).toBe(true);
    expect(live.elements.some((e) => e.transfers_in_event > 0)).toBe(true);
  });
});
