// GET fixture/{id}/stats/: each player's line of the fixture and each side's totals, which must
// equal the sums of the same players' lines in event/{id}/live/ (one match a club in GW1).
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { lockDeadline } from '../../runner/lock-deadline';
import { postLiveStats } from '../../runner/post-live-stats';
import { loadRunnerSettings } from '../../runner/runner-settings';
import { setGameClock } from '../../cache/clock';
import { endOfGameweek } from '../../demo/demo-season';

interface LiveElement {
  id: number;
  stats: Record<string, number | string | boolean>;
}
interface FixtureStats {
  fixture: number;
  event: number;
  players: {
    element: number;
    team: number;
    side: 'h' | 'a';
    total_points: number;
    stats: Record<string, number>;
  }[];
  totals: { h: Record<string, number>; a: Record<string, number> };
}

const t = useTestApp();
beforeAll(async () => {
  const { db } = t.database;
  const run = await loadRunnerSettings(db);
  const end = await endOfGameweek(db, 1);
  await lockDeadline(db, run, 1);
  await postLiveStats(db, run, 1, end);
  await setGameClock(db, end);
}, 120_000);

describe('GET /api/fixture/{id}/stats/', () => {
  it("gives every player's line, and side totals equal to the sums of the live lines", async () => {
    const live = (await t.app.inject('/api/event/1/live/')).json().elements as LiveElement[];
    const byId = new Map(live.map((e) => [e.id, e]));
    const fixtures = (await t.app.inject('/api/fixtures/?event=1')).json() as {
      id: number;
      team_h: number;
      team_a: number;
    }[];
    expect(fixtures).toHaveLength(10);
    for (const f of fixtures) {
      const res = await t.app.inject(`/api/fixture/${f.id}/stats/`);
      expect(res.statusCode).toBe(200);
      const body = res.json() as FixtureStats;
      expect(body.fixture).toBe(f.id);
      expect(body.players.length).toBeGreaterThanOrEqual(22);
      for (const side of ['h', 'a'] as const) {
        const team = side === 'h' ? f.team_h : f.team_a;
        const players = body.players.filter((p) => p.side === side);
        expect(players.every((p) => p.team === team)).toBe(true);
        for (const [stat, total] of Object.entries(body.totals[side])) {
          const sum = players.reduce((s, p) => s + Number(byId.get(p.element)!.stats[stat]), 0);
          expect(total, `${side} ${stat}`).toBe(sum);
        }
      }
      for (const p of body.players) {
        expect(p.total_points).toBe(byId.get(p.element)!.stats.total_points);
      }
    }
  });

  it('is 404 for a fixture that does not exist or an id that cannot be one', async () => {
    expect((await t.app.inject('/api/fixture/9999/stats/')).statusCode).toBe(404);
    expect((await t.app.inject('/api/fixture/abc/stats/')).statusCode).toBe(404);
    const empty = (await t.app.inject('/api/fixture/380/stats/')).json() as FixtureStats;
    expect(empty.players).toEqual([]);
    expect(empty.totals.h.goals_scored).toBe(0);
  });
});
