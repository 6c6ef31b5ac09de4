// Head-to-head leagues without stored schedules: the pairings the runner's SQL derives from the
// stored orders must be the engine's round robin, and the results, tables written from them a
// brute force over the entries' points (ties included), on either database.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { h2hOrder, h2hRound, h2hSchedule, seededRng, type EntryId } from '@ofl/engine';
import { loadLeagueSettings, queryRows, type Database } from '@ofl/db';
import { openSeededTestDatabase } from '../../../test/build-app';
import { h2hPairingsSql } from './h2h-pairings';
import { orderH2hLeagues } from './h2h-orders';
import { writeH2hResults } from './h2h-results';
import { leagueSeed } from './league-seeds';

let database: Database;
const db = () => database.db;
beforeAll(async () => {
  database = await openSeededTestDatabase();
});
afterAll(() => database.close());

type Pair = { entry_1: number; entry_2: number | null };

const pairingsAt = (event: number) =>
  queryRows<Pair & { league_id: number; slot: number }>(
    db(),
    sql`select * from (${h2hPairingsSql(event)}) p order by league_id, slot`,
  );

describe('the pairings derived in SQL from the stored orders', () => {
  it('are the engine round robin of every gameweek, for every size, start and knock-out length', async () => {
    await db().execute(sql`truncate leagues restart identity cascade`);
    const leagues: { id: number; order: (number | null)[]; start: number; stop: number }[] = [];
    for (let n = 1; n <= 21; n++) {
      const start = 1 + (n % 6);
      const ko = n % 4;
      const [row] = await queryRows<{ id: number }>(
        db(),
        sql`insert into leagues (name, league_type, scoring, start_event, ko_rounds)
            values ('Order', 'x', 'h', ${start}, ${ko === 0 ? null : ko}) returning id`,
      );
      const members = Array.from({ length: n }, (_, i) => (1000 * n + i * 7) as EntryId);
      const order = h2hOrder(members, seededRng(n * 31));
      await db().execute(sql`insert into h2h_orders (league_id, members)
                             values (${row!.id}, ${`{${order.map((e) => e ?? 'NULL')}}`}::int[])`);
      leagues.push({ id: row!.id, order, start, stop: 38 - ko });
    }
    const met = new Map<string, number>();
    for (let event = 1; event <= 38; event++) {
      const rows = await pairingsAt(event);
      const expected = leagues.flatMap((l) =>
        event < l.start || event > l.stop
          ? []
          : h2hRound(l.order as (EntryId | null)[], event - l.start).map((p, slot) => ({
              league_id: l.id,
              slot,
              entry_1: p.entry1 as number,
              entry_2: p.entry2 as number | null,
            })),
      );
      expect(rows, `GW${event}`).toEqual(expected);
      // The AVERAGE team plays once a gameweek in a league of an odd count, always as entry_2.
      for (const l of leagues.filter((x) => event >= x.start && event <= x.stop)) {
        const own = rows.filter((r) => r.league_id === l.id);
        const odd = l.order.filter((e) => e !== null).length % 2 === 1;
        expect(own.filter((r) => r.entry_2 === null)).toHaveLength(odd ? 1 : 0);
        expect(own.every((r) => r.entry_1 !== null)).toBe(true);
      }
      for (const r of rows) {
        const l = leagues.find((x) => x.id === r.league_id)!;
        const cycle = Math.floor((event - l.start) / (l.order.length - 1));
        const key = [l.id, cycle, ...[r.entry_1, r.entry_2 ?? 0].sort((a, b) => a - b)].join(':');
        met.set(key, (met.get(key) ?? 0) + 1);
      }
    }
    // Every member meets every other (and the AVERAGE team for an odd count) once in each cycle.
    expect(Math.max(...met.values())).toBe(1);
    for (const l of leagues) {
      const slots = l.order.length;
      const whole = Math.floor((l.stop - l.start + 1) / (slots - 1));
      for (let cycle = 0; cycle < whole; cycle++) {
        const meetings = [...met.keys()].filter((k) => k.startsWith(`${l.id}:${cycle}:`));
        expect(meetings).toHaveLength((slots * (slots - 1)) / 2);
      }
    }
  });
});

interface Gameweek {
  points: number;
  cost: number;
}

/** Teams 1..n with their history from `start`, in one league; returns the league. */
async function buildLeague(teams: readonly Gameweek[][], start: number): Promise<number> {
  await db().execute(sql`truncate users, entries, leagues restart identity cascade`);
  await db().execute(sql`delete from league_matches`);
  const [league] = await queryRows<{ id: number }>(
    db(),
    sql`insert into leagues (name, league_type, scoring, start_event)
        values ('Test', 'x', 'h', ${start}) returning id`,
  );
  for (const [i, gameweeks] of teams.entries()) {
    const id = i + 1;
    await db()
      .execute(sql`insert into users (id, email, password_hash, first_name, last_name, region)
                           values (${id}, ${`h${id}@example.com`}, '-', 'A', 'B', 241)`);
    await db().execute(sql`insert into entries (id, user_id, name, started_event, bank)
                           values (${id}, ${id}, ${`Side ${id}`}, 1, 0)`);
    for (const [k, g] of gameweeks.entries()) {
      await db().execute(sql`
        insert into entry_history (entry_id, event, points, total_points, bank, value,
          event_transfers, event_transfers_cost, points_on_bench)
        values (${id}, ${start + k}, ${g.points}, 0, 0, 1000, 0, ${g.cost}, 0)`);
    }
    await db().execute(sql`insert into league_entries (entry_id, league_id)
                           values (${id}, ${league!.id})`);
  }
  return league!.id;
}

/** What the matches and the table must be: played out from the engine's schedule by hand. */
function bruteForce(
  league: number,
  teams: readonly Gameweek[][],
  start: number,
  averages: readonly number[],
  points: { win: number; draw: number; loss: number },
) {
  const ids = teams.map((_, i) => (i + 1) as EntryId);
  const weeks = teams[0]!.length;
  const schedule = h2hSchedule(ids, {
    startEvent: start,
    stopEvent: start + weeks - 1,
    rng: seededRng(leagueSeed(league, start, 'schedule')),
  });
  const net = (entry: number, event: number) => {
    const g = teams[entry - 1]![event - start]!;
    return g.points - g.cost;
  };
  const matches = schedule.map((p) => {
    const p1 = net(p.entry1, p.event);
    const p2 = p.entry2 === null ? averages[p.event - start]! : net(p.entry2, p.event);
    const winner = p1 > p2 ? p.entry1 : p2 > p1 ? p.entry2 : null;
    return { event: p.event, entry_1: p.entry1, entry_2: p.entry2, p1, p2, winner };
  });
  const rows = ids.map((entry) => ({
    entry: entry as number,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    points_for: 0,
    total: 0,
    event_total: 0,
    rank: 0,
    last_rank: 0,
    rank_sort: 0,
  }));
  for (let event = start; event < start + weeks; event++) {
    for (const m of matches.filter((x) => x.event === event)) {
      for (const [entry, own, other] of [
        [m.entry_1, m.p1, m.p2],
        [m.entry_2, m.p2, m.p1],
      ] as const) {
        if (entry === null) continue;
        const r = rows[entry - 1]!;
        r.played++;
        r.points_for += own;
        r.event_total = own;
        if (own > other) {
          r.won++;
          r.total += points.win;
        } else if (own === other) {
          r.drawn++;
          r.total += points.draw;
        } else {
          r.lost++;
          r.total += points.loss;
        }
      }
    }
    for (const r of rows) r.last_rank = r.rank;
    const better = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      b.total - a.total || b.points_for - a.points_for;
    const sorted = [...rows].sort((a, b) => better(a, b) || a.entry - b.entry);
    sorted.forEach((r, i) => {
      r.rank_sort = i + 1;
      r.rank = 1 + rows.filter((o) => better(o, r) < 0).length;
    });
  }
  return { matches, table: rows };
}

describe('head-to-head results from the derived pairings', () => {
  it('are a brute force over the entries points: matches, W/D/L, league points and ranks', async () => {
    const settings = await loadLeagueSettings(db());
    const gameweek = fc.record({
      points: fc.integer({ min: 0, max: 6 }),
      cost: fc.constantFrom(0, 0, 0, 4),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }).chain((weeks) =>
          fc.record({
            start: fc.integer({ min: 1, max: 38 - weeks + 1 }),
            teams: fc.array(fc.array(gameweek, { minLength: weeks, maxLength: weeks }), {
              minLength: 1,
              maxLength: 9,
            }),
            averages: fc.array(fc.integer({ min: 0, max: 6 }), {
              minLength: weeks,
              maxLength: weeks,
            }),
          }),
        ),
        async ({ start, teams, averages }) => {
          const league = await buildLeague(teams, start);
          await db().transaction((tx) => orderH2hLeagues(tx, start));
          for (const [k, average] of averages.entries()) {
            await db().execute(sql`update events set average_entry_score = ${average}
                                   where id = ${start + k}`);
            await db().transaction((tx) => writeH2hResults(tx, start + k));
          }
          const expected = bruteForce(league, teams, start, averages, settings.h2hPoints);
          const matches = await queryRows(
            db(),
            sql`select event, entry_1, entry_2, entry_1_points as p1, entry_2_points as p2, winner
                from league_matches where league_id = ${league} order by event, id`,
          );
          expect(matches).toEqual(expected.matches);
          const table = await queryRows(
            db(),
            sql`select entry_id as entry, matches_played as played, matches_won as won,
                       matches_drawn as drawn, matches_lost as lost, points_for, total,
                       event_total, rank, last_rank, rank_sort
                from league_entries where league_id = ${league} order by entry_id`,
          );
          expect(table).toEqual(expected.table);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
