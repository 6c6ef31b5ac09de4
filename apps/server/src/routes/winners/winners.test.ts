// The prize winners the runner names equal a brute-force computation over the finalised
// history with SPEC §5's eligibility rule (joined before the season or two clear gameweeks
// before; no chip that gameweek) and the official ties (a shared rank, a unique rank_sort).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@ofl/db';
import { useTestApp } from '../../../test/build-app';
import { createDemoPopulation } from '../../demo/demo-population';
import { writeWinners } from '../../runner/finalise/write-winners';
import { playSeasonTo } from '../../demo/demo-season';

let phase: { id: number; start: number; stop: number };
/** Gameweeks played: far enough for a late joiner of gameweek 2 to become eligible (GW4). */
const PLAYED = 4;

interface HistoryRow {
  entry_id: number;
  event: number;
  points: number;
  cost: number;
  started_event: number;
  active_chip: string | null;
}
let history: HistoryRow[];

/** Competition ranks over points, entry id order among equals; those within `places`. */
function bruteForce(scores: { entry: number; points: number }[], places: number) {
  const sorted = [...scores].sort((a, b) => b.points - a.points || a.entry - b.entry);
  return sorted
    .map((s, i) => ({
      entry_id: s.entry,
      points: s.points,
      rank: sorted.findIndex((o) => o.points === s.points) + 1,
      rank_sort: i + 1,
    }))
    .filter((w) => w.rank <= places);
}

const winners = async (kind: string, id: number) =>
  (
    (await t.app.inject(`/api/winners/${kind}/${id}/`)).json() as {
      entry_id: number;
      points: number;
      rank: number;
      rank_sort: number;
    }[]
  ).map(({ entry_id, points, rank, rank_sort }) => ({ entry_id, points, rank, rank_sort }));

const t = useTestApp();
beforeAll(async () => {
  const { db } = t.database;
  await createDemoPopulation(db, 120, 11);
  const [month] = await queryRows<{ id: number; start: number; stop: number }>(
    db,
    sql`select id, start_event as start, stop_event as stop from phases where id = 2`,
  );
  phase = month!;
  await playSeasonTo(t.database, PLAYED, () => {});
  // Late joiners (the rule reads started_event), and a tie at the top of gameweek 2 among
  // eligible entries: the second takes the first's points, rank and totals from then on.
  await db.execute(sql`update entries set started_event = 2 where id % 7 = 0`);
  await db.execute(sql`update entries set started_event = 3 where id % 7 = 1`);
  const top = await queryRows<{ entry_id: number; points: number; rank: number }>(
    db,
    sql`select h.entry_id, h.points, h.rank from entry_history h
        join entry_picks p on p.entry_id = h.entry_id and p.event = 2
        join entries e on e.id = h.entry_id
        where h.event = 2 and p.active_chip is null and e.started_event = 1
        order by h.rank, h.entry_id limit 2`,
  );
  const [first, second] = top;
  await db.execute(sql`update entry_history set total_points = total_points + ${first!.points - second!.points}
      where entry_id = ${second!.entry_id} and event >= 2`);
  await db.execute(sql`update entry_history set points = ${first!.points}, rank = ${first!.rank}
      where entry_id = ${second!.entry_id} and event = 2`);
  // At GW4 a joiner of GW3 scores most (not yet eligible), then a joiner of GW2 (eligible).
  const [{ max }] = (await queryRows<{ max: number }>(
    db,
    sql`select max(points) as max from entry_history where event = 4`,
  )) as [{ max: number }];
  await db.execute(sql`update entry_history set rank = rank + 2 where event = 4`);
  for (const [started, extra, rank] of [
    [3, 10, 1],
    [2, 5, 2],
  ] as const) {
    await db.execute(sql`update entry_history h set points = ${max + extra}, rank = ${rank}
      where h.event = 4 and h.entry_id = (
        select min(e.id) from entries e join entry_picks p on p.entry_id = e.id and p.event = 4
        where e.started_event = ${started} and p.active_chip is null)`);
  }
  await db.execute(sql`delete from runner_steps where step = 'winners'`);
  for (let event = 1; event <= PLAYED; event++) await writeWinners(db, event);
  history = await queryRows<HistoryRow>(
    db,
    sql`select h.entry_id, h.event, h.points, h.event_transfers_cost as cost, e.started_event,
               p.active_chip
        from entry_history h join entries e on e.id = h.entry_id
        join entry_picks p on p.entry_id = h.entry_id and p.event = h.event`,
  );
}, 300_000);

describe('GET /api/winners/event/{event}/', () => {
  it('names the best eligible managers of every finalised gameweek, ties sharing the prize', async () => {
    for (let event = 1; event <= PLAYED; event++) {
      const eligible = history.filter(
        (h) =>
          h.event === event &&
          (h.started_event === 1 || h.started_event <= event - 2) &&
          h.active_chip === null,
      );
      const expected = bruteForce(
        eligible.map((h) => ({ entry: h.entry_id, points: h.points })),
        1,
      );
      expect(await winners('event', event)).toEqual(expected);
      if (event === 2) expect(expected.map((w) => w.rank)).toEqual([1, 1]);
    }
    // Chips and late joiners were in the field, and a joiner of GW2 came in at GW4.
    expect(history.some((h) => h.active_chip !== null)).toBe(true);
    const [gw4] = await winners('event', 4);
    expect(history.find((h) => h.event === 4 && h.entry_id === gw4?.entry_id)?.started_event).toBe(
      2,
    );
  });

  it('gives the team and manager names of each winner', async () => {
    const [row] = (await t.app.inject('/api/winners/event/1/')).json();
    expect(Object.keys(row).sort()).toEqual(
      ['entry_id', 'first_name', 'last_name', 'points', 'rank', 'rank_sort', 'team_name'].sort(),
    );
  });

  it('is empty for a gameweek not yet finalised and 404 for one that does not exist', async () => {
    expect((await t.app.inject(`/api/winners/event/${PLAYED + 1}/`)).json()).toEqual([]);
    expect((await t.app.inject('/api/winners/event/99/')).statusCode).toBe(404);
    expect((await t.app.inject('/api/winners/event/x/')).statusCode).toBe(404);
  });

  it('is 404 in the error shape for a gameweek or month past what any season holds', async () => {
    for (const kind of ['event', 'phase']) {
      for (const period of [32768, 2 ** 31, '9223372036854775808']) {
        const response = await t.app.inject(`/api/winners/${kind}/${period}/`);
        expect({ kind, period, status: response.statusCode }).toEqual({
          kind,
          period,
          status: 404,
        });
        expect(response.json()).toEqual({ detail: 'Not found.' });
      }
    }
  });
});

describe('GET /api/winners/phase/{phase}/', () => {
  it("names the month's top 20 eligible managers by their net points in its gameweeks", async () => {
    const points = new Map<number, number>();
    for (const h of history) {
      if (h.event < phase.start || h.event > phase.stop) continue;
      if (!(h.started_event === 1 || h.started_event <= phase.start - 2)) continue;
      points.set(h.entry_id, (points.get(h.entry_id) ?? 0) + h.points - h.cost);
    }
    const expected = bruteForce(
      [...points].map(([entry, p]) => ({ entry, points: p })),
      20,
    );
    expect(expected.length).toBeGreaterThanOrEqual(20);
    expect(await winners('phase', phase.id)).toEqual(expected);
  });

  it("fills the month's highest score in bootstrap-static once it ends, and no other", async () => {
    const all = new Map<number, number>();
    for (const h of history) {
      if (h.event >= phase.start && h.event <= phase.stop) {
        all.set(h.entry_id, (all.get(h.entry_id) ?? 0) + h.points - h.cost);
      }
    }
    const phases = (await t.app.inject('/api/bootstrap-static/')).json().phases as {
      id: number;
      highest_score: number | null;
    }[];
    expect(phases.find((p) => p.id === phase.id)?.highest_score).toBe(Math.max(...all.values()));
    expect(phases.filter((p) => p.id !== phase.id).every((p) => p.highest_score === null)).toBe(
      true,
    );
    expect((await t.app.inject('/api/winners/phase/3/')).json()).toEqual([]);
  });
});
