import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EntryId } from '../types';
import type { ClassicGameweek, ClassicMember } from './classic-standings';
import { classicSortKey, classicStandings, countedTransfers } from './classic-standings';

const id = (n: number) => n as EntryId;
const gw = (
  event: number,
  points: number,
  transfersCost = 0,
  countedTransfers = 0,
): ClassicGameweek => ({
  event,
  points,
  transfersCost,
  countedTransfers,
});
const member = (entry: number, ...gameweeks: ClassicGameweek[]): ClassicMember => ({
  entry: id(entry),
  gameweeks,
});
const pick = <T extends { entry: EntryId }, K extends keyof T>(rows: T[], ...keys: K[]) =>
  rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])));

describe('classicStandings', () => {
  it('ranks by total points net of hits', () => {
    const rows = classicStandings(
      [member(1, gw(1, 60), gw(2, 70, 8)), member(2, gw(1, 55), gw(2, 70))],
      { startEvent: 1, event: 2 },
    );
    expect(pick(rows, 'entry', 'total', 'eventTotal', 'rank')).toEqual([
      { entry: 2, total: 125, eventTotal: 70, rank: 1 },
      { entry: 1, total: 122, eventTotal: 62, rank: 2 },
    ]);
  });

  it('breaks a tie on points with fewer transfers outside Wildcard and Free Hit', () => {
    const rows = classicStandings(
      [member(1, gw(1, 60, 0, 0), gw(2, 50, 0, 3)), member(2, gw(1, 60, 0, 1), gw(2, 50, 0, 1))],
      { startEvent: 1, event: 2 },
    );
    expect(pick(rows, 'entry', 'rank', 'rankSort')).toEqual([
      { entry: 2, rank: 1, rankSort: 1 },
      { entry: 1, rank: 2, rankSort: 2 },
    ]);
  });

  it('lets teams tied on points and transfers share the rank, the older team first in rank_sort', () => {
    const rows = classicStandings(
      [member(7519117, gw(1, 9)), member(6231483, gw(1, 9)), member(5, gw(1, 20))],
      {
        startEvent: 1,
        event: 1,
      },
    );
    expect(pick(rows, 'entry', 'rank', 'rankSort')).toEqual([
      { entry: 5, rank: 1, rankSort: 1 },
      { entry: 6231483, rank: 2, rankSort: 2 },
      { entry: 7519117, rank: 2, rankSort: 3 },
    ]);
  });

  it('counts only the gameweeks from the league start_event', () => {
    const rows = classicStandings(
      [member(1, gw(1, 100), gw(2, 10), gw(3, 10)), member(2, gw(1, 20), gw(2, 30), gw(3, 30))],
      { startEvent: 2, event: 3 },
    );
    expect(pick(rows, 'entry', 'total')).toEqual([
      { entry: 2, total: 60 },
      { entry: 1, total: 20 },
    ]);
  });

  it('gives last_rank from the table one gameweek earlier', () => {
    const members = [member(1, gw(1, 70), gw(2, 30)), member(2, gw(1, 50), gw(2, 60))];
    const rows = classicStandings(members, { startEvent: 1, event: 2 });
    expect(pick(rows, 'entry', 'rank', 'lastRank')).toEqual([
      { entry: 2, rank: 1, lastRank: 2 },
      { entry: 1, rank: 2, lastRank: 1 },
    ]);
  });

  it('gives last_rank 0 in the first gameweek of the league and to a team new to the table', () => {
    const members = [member(1, gw(3, 70), gw(4, 30)), member(2, gw(4, 60))];
    expect(classicStandings(members, { startEvent: 3, event: 3 }).map((r) => r.lastRank)).toEqual([
      0,
    ]);
    expect(
      pick(classicStandings(members, { startEvent: 3, event: 4 }), 'entry', 'lastRank'),
    ).toEqual([
      { entry: 1, lastRank: 1 },
      { entry: 2, lastRank: 0 },
    ]);
  });

  it('leaves out a team that has not played a gameweek yet', () => {
    const rows = classicStandings([member(1, gw(1, 40)), member(2, gw(5, 80))], {
      startEvent: 1,
      event: 2,
    });
    expect(rows.map((r) => r.entry)).toEqual([1]);
  });

  it('sums a phase table over its gameweeks only', () => {
    const september = { startEvent: 4, stopEvent: 6 };
    const members = [
      member(1, gw(3, 100), gw(4, 40), gw(5, 40), gw(6, 40), gw(7, 90)),
      member(2, gw(3, 10), gw(4, 50), gw(5, 50), gw(6, 50), gw(7, 10)),
    ];
    const rows = classicStandings(members, { startEvent: 1, event: 7, phase: september });
    expect(pick(rows, 'entry', 'total', 'eventTotal')).toEqual([
      { entry: 2, total: 150, eventTotal: 0 },
      { entry: 1, total: 120, eventTotal: 0 },
    ]);
  });

  it('does not deduct hits taken for the first gameweek of a phase from that phase', () => {
    const october = { startEvent: 7, stopEvent: 9 };
    const rows = classicStandings([member(1, gw(7, 60, 8), gw(8, 60, 4))], {
      startEvent: 1,
      event: 8,
      phase: october,
    });
    expect(rows[0]?.total).toBe(116);
  });

  it('still deducts those hits from the overall table', () => {
    const rows = classicStandings([member(1, gw(7, 60, 8), gw(8, 60, 4))], {
      startEvent: 1,
      event: 8,
    });
    expect(rows[0]?.total).toBe(108);
  });

  it('gives no last rank in the first gameweek of a phase', () => {
    const rows = classicStandings([member(1, gw(6, 50), gw(7, 60))], {
      startEvent: 1,
      event: 7,
      phase: { startEvent: 7, stopEvent: 9 },
    });
    expect(rows[0]?.lastRank).toBe(0);
  });
});

describe('classicStandings properties', () => {
  const season = fc.array(
    fc.array(
      fc.record({
        points: fc.integer({ min: 0, max: 12 }),
        transfersCost: fc.constantFrom(0, 0, 4),
        countedTransfers: fc.integer({ min: 0, max: 2 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    { maxLength: 30 },
  );

  it('never ranks more points worse, and shares a rank only on equal points and transfers', () => {
    fc.assert(
      fc.property(season, (teams) => {
        const members = teams.map((weeks, i) =>
          member(
            i + 1,
            ...weeks.map((w, e) => gw(e + 1, w.points, w.transfersCost, w.countedTransfers)),
          ),
        );
        const rows = classicStandings(members, { startEvent: 1, event: 4 });
        const transfers = new Map(
          members.map((m) => [m.entry, m.gameweeks.reduce((n, g) => n + g.countedTransfers, 0)]),
        );
        expect(rows).toHaveLength(members.length);
        expect(rows.map((r) => r.rankSort)).toEqual(rows.map((_, i) => i + 1));
        for (const a of rows) {
          for (const b of rows) {
            if (a.total > b.total) expect(a.rank).toBeLessThan(b.rank);
            const level = a.total === b.total && transfers.get(a.entry) === transfers.get(b.entry);
            expect(a.rank === b.rank).toBe(level);
          }
        }
      }),
    );
  });
});

describe('the tie-break transfers and the single sort key', () => {
  it('counts no transfers made under Wildcard or Free Hit', () => {
    expect(countedTransfers(3, null)).toBe(3);
    expect(countedTransfers(3, 'bboost')).toBe(3);
    expect(countedTransfers(3, 'wildcard')).toBe(0);
    expect(countedTransfers(3, 'freehit')).toBe(0);
  });

  it('orders teams as the table does, equal keys only for full ties', () => {
    const team = fc.record({
      total: fc.integer({ min: -20, max: 200 }),
      transfers: fc.integer({ min: 0, max: 30 }),
    });
    fc.assert(
      fc.property(fc.array(team, { minLength: 1, maxLength: 30 }), (teams) => {
        const members = teams.map((t, i) => member(i + 1, gw(1, t.total, 0, t.transfers)));
        const table = classicStandings(members, { startEvent: 1, event: 1 });
        const best = Math.max(...teams.map((t) => t.total));
        const width = Math.max(...teams.map((t) => t.transfers)) + 1;
        const key = (entry: number) => {
          const t = teams[entry - 1]!;
          return classicSortKey(t.total, t.transfers, best, width);
        };
        const bySortKey = teams.map((_, i) => i + 1).sort((a, b) => key(a) - key(b) || a - b);
        expect(bySortKey).toEqual(table.map((r) => r.entry));
        for (let i = 1; i < table.length; i++) {
          const tied = key(table[i - 1]!.entry) === key(table[i]!.entry);
          expect(tied).toBe(table[i - 1]!.rank === table[i]!.rank);
        }
      }),
    );
  });
});
