// `play`: a gameweek played live at a speed, the clock jumping over the hours with no match.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@ofl/db';
import { useTestApp } from '../../../test/build-app';
import { createDemoPopulation } from '../../demo/demo-population';
import { isDone } from '../../runner/steps';
import { databaseClock } from '../../cache/clock';
import { endOfGameweek } from '../../demo/demo-season';
import { playGameweek } from './play-gameweek';

const said: string[] = [];
const ticks: number[] = [];

const t = useTestApp();
beforeAll(async () => {
  await createDemoPopulation(t.database.db, 30, 5);
}, 120_000);

describe('playing a gameweek live', () => {
  it('plays the next gameweek from before its deadline to its finalisation', async () => {
    const played = await playGameweek(
      t.database,
      // 900 times real time, five seconds a tick: 75 game minutes a move while matches are on.
      { speed: 900, tickMs: 5000, sleep: async (ms) => void ticks.push(ms) },
      (line) => said.push(line),
    );
    expect(played).toBe(1);
    expect(await isDone(t.database.db, 1, 'finalised')).toBe(true);
    // It waited a tick for every move during the matches, and never beyond the gameweek's end.
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks.every((ms) => ms === 5000)).toBe(true);
    const now = await databaseClock(t.database.db).now();
    expect(now.getTime()).toBeLessThanOrEqual((await endOfGameweek(t.database.db, 1)).getTime());
    const [rows] = await queryRows<{ history: number; fixtures: number }>(
      t.database.db,
      sql`select (select count(*)::int from entry_history where event = 1) as history,
                 (select count(*)::int from fixtures where event = 1 and not finished) as fixtures`,
    );
    expect(rows).toEqual({ history: 30, fixtures: 0 });
  }, 120_000);

  it('says where it is, with a progress bar of the matches over', () => {
    expect(said[0]).toMatch(/^Gameweek 1: the clock goes to its deadline/);
    expect(said.some((l) => /^\[#*\.*\] \d+\/10 matches over; no match on/.test(l))).toBe(true);
    expect(said.some((l) => l.includes('matches on'))).toBe(true);
    expect(said.at(-1)).toMatch(/^Gameweek 1 finalised: average \d+, highest \d+\.$/);
  });

  it('plays the gameweek after a finalised one next', async () => {
    expect(
      await playGameweek(t.database, { speed: 100_000, sleep: async () => {} }, () => {}),
    ).toBe(2);
    expect(await isDone(t.database.db, 2, 'finalised')).toBe(true);
  }, 120_000);
});
