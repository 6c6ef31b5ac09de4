// Migration 0020 on a database with schedules stored whole (as before it): each league's order
// is read back from its first gameweek, so the engine's round robin over it gives every stored
// match again; the scored gameweeks' matches stay and the rest go. On either database.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { h2hRound, h2hSchedule, seededRng, type EntryId } from '@ofl/engine';
import { queryRows } from './raw-sql';
import { cleanups, freshDatabase, migrationsBefore } from './test-migrations';

const BEFORE = '0020_h2h_orders';
describe('migration 0020 (head-to-head orders)', () => {
  it('keeps every stored schedule: the orders give the same matches, the scored ones stay', async () => {
    const { first, reopen } = await freshDatabase(migrationsBefore(BEFORE));
    // Leagues of 1 to 9 members, starting in GW1 to GW4, two with knock-outs; GW1-2 scored.
    const leagues: { id: number; start: number; stop: number; members: EntryId[] }[] = [];
    for (let n = 1; n <= 9; n++) {
      const start = 1 + (n % 4);
      const ko = n % 3 === 0 ? 2 : null;
      const [row] = await queryRows<{ id: number }>(
        first.db,
        sql`insert into leagues (name, league_type, scoring, start_event, ko_rounds)
            values ('Old', 'x', 'h', ${start}, ${ko}) returning id`,
      );
      leagues.push({
        id: row!.id,
        start,
        stop: 38 - (ko ?? 0),
        members: Array.from({ length: n }, (_, i) => (500 + 10 * n + i) as EntryId),
      });
    }
    // Interleaved as the old runner wrote them: league by league, in the round's order.
    for (const l of leagues) {
      const schedule = h2hSchedule(l.members, {
        startEvent: l.start,
        stopEvent: l.stop,
        rng: seededRng(l.id * 17),
      });
      for (const p of schedule) {
        const scored = p.event <= 2;
        await first.db.execute(sql`
          insert into league_matches (league_id, kind, event, entry_1, entry_2, entry_1_points,
                                      entry_2_points)
          values (${l.id}, 'h2h', ${p.event}, ${p.entry1}, ${p.entry2}, ${scored ? 7 : 0},
                  ${scored ? 3 : 0})`);
      }
    }
    // A knock-out already drawn stays whatever its gameweek.
    await first.db.execute(sql`
      insert into league_matches (league_id, kind, event, entry_1, entry_2, is_knockout)
      values (${leagues[2]!.id}, 'h2h', 37, 531, 532, true)`);
    await first.db.execute(
      sql`insert into runner_steps (event, step) values (1, 'h2h'), (2, 'h2h')`,
    );
    const before = await queryRows<{
      league_id: number;
      event: number;
      entry_1: number;
      entry_2: number | null;
      entry_1_points: number;
    }>(
      first.db,
      sql`select league_id, event, entry_1, entry_2, entry_1_points from league_matches
          where not is_knockout order by league_id, event, id`,
    );
    await first.close();

    const after = await reopen();
    cleanups.push(() => after.close());
    const orders = new Map(
      (
        await queryRows<{ league_id: number; members: (EntryId | null)[] }>(
          after.db,
          sql`select league_id, members from h2h_orders`,
        )
      ).map((o) => [o.league_id, o.members]),
    );
    expect([...orders.keys()].sort((a, b) => a - b)).toEqual(leagues.map((l) => l.id));
    for (const l of leagues) {
      const order = orders.get(l.id)!;
      expect([...order].filter((e) => e !== null).sort((a, b) => a - b)).toEqual(l.members);
      const derived = [];
      for (let event = l.start; event <= l.stop; event++) {
        for (const p of h2hRound(order, event - l.start)) {
          derived.push({ event, entry_1: p.entry1, entry_2: p.entry2 });
        }
      }
      const stored = before
        .filter((m) => m.league_id === l.id)
        .map((m) => ({ event: m.event, entry_1: m.entry_1, entry_2: m.entry_2 }));
      expect(derived, `league of ${l.members.length}`).toEqual(stored);
    }
    const kept = await queryRows<{
      league_id: number;
      event: number;
      entry_1_points: number;
      is_knockout: boolean;
    }>(
      after.db,
      sql`select league_id, event, entry_1_points, is_knockout from league_matches
          order by league_id, event, id`,
    );
    expect(kept.filter((m) => m.is_knockout)).toHaveLength(1);
    const played = kept.filter((m) => !m.is_knockout);
    expect(played.length).toBeGreaterThan(0);
    expect(played.every((m) => m.event <= 2 && m.entry_1_points === 7)).toBe(true);
    expect(played).toHaveLength(before.filter((m) => m.event <= 2).length);
  });
});
