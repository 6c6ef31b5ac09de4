import { describe, expect, it } from 'vitest';
import type { EntryId } from '../types';
import { DEFAULT_H2H_POINTS, h2hOutcome } from './h2h-match';
import type { H2hResult } from './h2h-standings';
import { h2hStandings } from './h2h-standings';
import { scoreH2hPairings } from './h2h-results';
import { h2hSchedule } from './h2h-schedule';
import { seededRng } from '../random/seeded-rng';

const id = (n: number) => n as EntryId;
const result = (
  event: number,
  a: number | null,
  b: number | null,
  score1: number,
  score2: number,
): H2hResult => ({
  event,
  entry1: a === null ? null : id(a),
  entry2: b === null ? null : id(b),
  score1,
  score2,
});

describe('h2hOutcome', () => {
  it('gives 3 for a win, 1 for a draw and 0 for a loss', () => {
    expect(h2hOutcome(64, 57)).toEqual({ outcome: 'win', points: 3 });
    expect(h2hOutcome(50, 50)).toEqual({ outcome: 'draw', points: 1 });
    expect(h2hOutcome(40, 57)).toEqual({ outcome: 'loss', points: 0 });
  });

  it('takes the points from the game settings', () => {
    expect(h2hOutcome(64, 57, { ...DEFAULT_H2H_POINTS, win: 2 }).points).toBe(2);
  });
});

describe('h2hStandings', () => {
  it('ranks by league points and counts wins, draws and losses', () => {
    const rows = h2hStandings(
      [id(1), id(2), id(3), id(4)],
      [
        result(1, 1, 2, 60, 50),
        result(1, 3, 4, 40, 40),
        result(2, 1, 3, 30, 70),
        result(2, 2, 4, 55, 20),
      ],
      2,
    );
    expect(
      rows.map((r) => [r.entry, r.total, r.matchesWon, r.matchesDrawn, r.matchesLost, r.pointsFor]),
    ).toEqual([
      [3, 4, 1, 1, 0, 110],
      [2, 3, 1, 0, 1, 105],
      [1, 3, 1, 0, 1, 90],
      [4, 1, 0, 1, 1, 60],
    ]);
  });

  it('breaks a tie on league points with the points scored', () => {
    const rows = h2hStandings(
      [id(1), id(2)],
      [result(1, 1, 2, 60, 50), result(2, 1, 2, 40, 70)],
      2,
    );
    expect(rows.map((r) => [r.entry, r.rank])).toEqual([
      [2, 1],
      [1, 2],
    ]);
  });

  it('lets teams level on league points and points scored share the rank', () => {
    const rows = h2hStandings([id(9), id(4)], [result(1, 9, 4, 50, 50)], 1);
    expect(rows.map((r) => [r.entry, r.rank, r.rankSort])).toEqual([
      [4, 1, 1],
      [9, 1, 2],
    ]);
  });

  it('plays the AVERAGE team without giving it a row', () => {
    const rows = h2hStandings([id(1)], [result(1, 1, null, 45, 52)], 1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entry: 1, matchesLost: 1, total: 0, pointsFor: 45 });
  });

  it('gives last_rank from the table before the gameweek', () => {
    const results = [result(1, 1, 2, 60, 50), result(2, 1, 2, 10, 70)];
    const rows = h2hStandings([id(1), id(2)], results, 2);
    expect(rows.map((r) => [r.entry, r.rank, r.lastRank])).toEqual([
      [2, 1, 2],
      [1, 2, 1],
    ]);
    expect(h2hStandings([id(1), id(2)], results, 1).map((r) => r.lastRank)).toEqual([0, 0]);
  });

  it('ignores matches after the gameweek shown and entries outside the league', () => {
    const rows = h2hStandings([id(1)], [result(1, 1, 8, 60, 50), result(2, 1, 8, 0, 50)], 1);
    expect(rows).toEqual([expect.objectContaining({ entry: 1, matchesPlayed: 1, total: 3 })]);
  });
});

describe('scoreH2hPairings', () => {
  it('scores each side net of hits and gives the AVERAGE team the average score', () => {
    const pairings = [
      { event: 3, entry1: id(1), entry2: id(2) },
      { event: 3, entry1: id(3), entry2: null },
    ];
    const scores = new Map([
      [id(1), 64],
      [id(2), 57],
      [id(3), 40],
    ]);
    expect(scoreH2hPairings(pairings, scores, 52)).toEqual([
      result(3, 1, 2, 64, 57),
      result(3, 3, null, 40, 52),
    ]);
  });

  it('scores a member without a gameweek as 0', () => {
    const [scored] = scoreH2hPairings([{ event: 1, entry1: id(1), entry2: id(2) }], new Map(), 50);
    expect([scored?.score1, scored?.score2]).toEqual([0, 0]);
  });

  it('feeds a whole season of a schedule into a table where every match counts once', () => {
    const entries = [id(1), id(2), id(3)];
    const pairings = h2hSchedule(entries, { startEvent: 1, stopEvent: 6, rng: seededRng(8) });
    const scores = new Map(entries.map((e) => [e, e * 10]));
    const rows = h2hStandings(entries, scoreH2hPairings(pairings, scores, 25), 6);
    expect(rows.map((r) => r.matchesPlayed)).toEqual([6, 6, 6]);
    expect(rows.map((r) => r.entry)).toEqual([3, 2, 1]);
    expect(rows.find((r) => r.entry === 1)?.matchesWon).toBe(0);
  });
});
