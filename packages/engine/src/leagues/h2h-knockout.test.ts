import { describe, expect, it } from 'vitest';
import type { EntryId } from '../types';
import { seededRng } from '../random/seeded-rng';
import { h2hKnockoutEvents, h2hKnockoutQualifiers, h2hKnockoutRound } from './h2h-knockout';
import type { H2hResult } from './h2h-standings';
import { h2hStandings } from './h2h-standings';

const ids = (n: number) => Array.from({ length: n }, (_, i) => (i + 1) as EntryId);

describe('H2H knock-outs', () => {
  it('plays 3 rounds in GW36, GW37 and GW38', () => {
    expect(h2hKnockoutEvents(3)).toEqual([36, 37, 38]);
    expect(h2hKnockoutEvents(1)).toEqual([38]);
    expect(h2hKnockoutEvents(0)).toEqual([]);
  });

  it('takes the top 8 of the table for 3 rounds and the top 2 for 1', () => {
    const results: H2hResult[] = ids(10).map((e, i) => ({
      event: 1,
      entry1: e,
      entry2: null,
      score1: 100 - i,
      score2: 95,
    }));
    const table = h2hStandings(ids(10), results, 1);
    expect(h2hKnockoutQualifiers(table, 3)).toEqual(ids(8));
    expect(h2hKnockoutQualifiers(table, 1)).toEqual([1, 2]);
    expect(h2hKnockoutQualifiers(table, 0)).toEqual([]);
  });

  it('never lets the AVERAGE team into the knock-outs', () => {
    const results: H2hResult[] = [
      { event: 1, entry1: 1 as EntryId, entry2: null, score1: 10, score2: 90 },
      { event: 1, entry1: 2 as EntryId, entry2: 3 as EntryId, score1: 50, score2: 40 },
    ];
    const table = h2hStandings(ids(3), results, 1);
    expect(h2hKnockoutQualifiers(table, 1)).toEqual([2, 3]);
  });

  it('draws the first round at random by default', () => {
    const draw = h2hKnockoutRound(ids(8), 36, seededRng(4));
    expect(draw).toHaveLength(4);
    expect(draw.map((m) => m.knockoutName)).toEqual(Array(4).fill('Quarter-Finals'));
  });

  it('pairs the best with the worst when the league seeds by rank', () => {
    const draw = h2hKnockoutRound(ids(4), 37, seededRng(4), true);
    expect(draw.map((m) => [m.entry1, m.entry2, m.knockoutName])).toEqual([
      [1, 4, 'Semi-Finals'],
      [2, 3, 'Semi-Finals'],
    ]);
  });
});
