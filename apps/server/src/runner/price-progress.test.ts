// The price progress bootstrap-static shows foresees the nightly price change exactly: over a
// simulated week with the managers' waves of transfers and a deadline, every player shown at 100
// rises that night, every one at -100 falls, and no one else moves.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@ofl/db';
import { useTestApp } from '../../test/build-app';
import { setGameClock } from '../cache/clock';
import { createDemoPopulation } from '../demo/demo-population';
import { playSeasonTo } from '../demo/demo-season';
import { runPass } from './game-runner';
import { nextPriceNight } from './update-prices';

const MANAGERS = 300;
const NIGHTS = 7;
const MINUTE = 60_000;
const t = useTestApp();

type Player = {
  id: number;
  now_cost: number;
  price_progress: number | null;
  price_transfers_needed: number | null;
};

async function players(): Promise<Player[]> {
  const response = await t.app.inject('/api/bootstrap-static/');
  expect(response.statusCode).toBe(200);
  return (response.json() as { elements: Player[] }).elements;
}

/** Each night of the week: the players just before it and just after. */
const nights: { at: Date; before: Player[]; after: Player[] }[] = [];

beforeAll(async () => {
  const { db } = t.database;
  await createDemoPopulation(db, MANAGERS, 5);
  await playSeasonTo(t.database, 3, () => {});
  for (let i = 0; i < NIGHTS; i++) {
    const at = (await nextPriceNight(db))!;
    // The waves of transfers and the deadline due before the night, then the night itself.
    await setGameClock(db, new Date(at.getTime() - MINUTE));
    await runPass(t.database);
    const before = await players();
    await setGameClock(db, new Date(at.getTime() + MINUTE));
    await runPass(t.database);
    nights.push({ at, before, after: await players() });
  }
}, 600_000);

describe('price progress', () => {
  it('foresees every nightly change of a simulated week, and no change that did not happen', () => {
    let rises = 0;
    let falls = 0;
    let held = 0;
    for (const { before, after } of nights) {
      const cost = new Map(after.map((p) => [p.id, p.now_cost]));
      for (const p of before) {
        const move = Math.sign(cost.get(p.id)! - p.now_cost);
        const foreseen = p.price_progress === 100 ? 1 : p.price_progress === -100 ? -1 : 0;
        expect({ id: p.id, move }).toEqual({ id: p.id, move: foreseen });
        if (move > 0) rises++;
        if (move < 0) falls++;
        if (move === 0 && p.price_transfers_needed !== null && p.price_transfers_needed !== 0) {
          held++;
        }
      }
    }
    // The week moved prices both ways, so the comparison above had something to foresee.
    expect(rises).toBeGreaterThan(0);
    expect(falls).toBeGreaterThan(0);
    expect(held).toBeGreaterThan(0);
  });

  it('spans a deadline, whose rollover the progress has already counted', async () => {
    const [crossed] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from events
          where deadline_time > ${nights[0]!.at.toISOString()}
            and deadline_time < ${nights.at(-1)!.at.toISOString()}`,
    );
    expect(crossed!.n).toBeGreaterThan(0);
  });

  it('shows every player’s progress within -100..100, with the transfers it still needs', () => {
    for (const p of nights[0]!.before) {
      expect(p.price_progress).not.toBeNull();
      expect(Math.abs(p.price_progress!)).toBeLessThanOrEqual(100);
      if (p.price_transfers_needed !== null) {
        expect(
          Math.sign(p.price_transfers_needed) * Math.sign(p.price_progress!),
        ).toBeGreaterThanOrEqual(0);
        expect(p.price_transfers_needed === 0).toBe(Math.abs(p.price_progress!) === 100);
      }
    }
  });

  it('moves with the transfers made since the last night', async () => {
    // The progress after a wave differs from the one the night before it left.
    const changed = nights.some(({ before }, i) => {
      const previous = nights[i - 1]?.after;
      if (!previous) return false;
      const was = new Map(previous.map((p) => [p.id, p.price_progress]));
      return before.some((p) => was.get(p.id) !== p.price_progress);
    });
    expect(changed).toBe(true);
  });
});
