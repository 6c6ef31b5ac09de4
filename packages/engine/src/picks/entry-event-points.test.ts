import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS, GAME_SETTINGS_2024_25 } from '../game-settings';
import { entryEventPoints } from './entry-event-points';
import { at, lineup, resultsWhere } from './test-lineup';
import type { ElementEventResults } from './types';

const s = DEFAULT_GAME_SETTINGS;
const team = lineup('1 2222 3333 44 | 1 234', 2, 3);
const score = (
  results: ElementEventResults,
  chip: Parameters<typeof entryEventPoints>[0]['chip'] = null,
  cost = 0,
) => entryEventPoints({ picks: team, results, chip, transfersCost: cost, settings: s });
const multiplierOf = (r: ReturnType<typeof score>, position: number) =>
  r.picks.find((p) => p.element === at(position))?.multiplier;

describe('entry gameweek points', () => {
  it('doubles the captain and counts the eleven once each', () => {
    const r = score(resultsWhere(team, [], 2));
    expect(r.points).toBe(11 * 2 + 2);
    expect(r.points_on_bench).toBe(4 * 2);
  });

  it('gives the vice-captain the armband when the captain did not play', () => {
    const r = score(resultsWhere(team, [2], 5));
    expect(multiplierOf(r, 3)).toBe(2);
    expect(multiplierOf(r, 2)).toBe(0);
  });

  it('multiplies nobody when neither captain nor vice-captain played', () => {
    const r = score(resultsWhere(team, [2, 3], 5));
    expect(r.picks.some((p) => p.multiplier > 1)).toBe(false);
  });

  it('keeps the armband off the vice-captain when the game has no vice-captain rule', () => {
    const r = entryEventPoints({
      picks: team,
      results: resultsWhere(team, [2]),
      transfersCost: 0,
      settings: { ...s, sys_vice_captain_enabled: false },
    });
    expect(r.picks.some((p) => p.multiplier > 1)).toBe(false);
  });

  it('triples the captain under Triple Captain', () => {
    expect(multiplierOf(score(resultsWhere(team, []), '3xc'), 2)).toBe(3);
  });

  it('triples the vice-captain under Triple Captain when the captain did not play', () => {
    expect(multiplierOf(score(resultsWhere(team, [2]), '3xc'), 3)).toBe(3);
  });

  it('counts all fifteen under Bench Boost and reports no bench points', () => {
    const r = score(resultsWhere(team, [], 1), 'bboost');
    expect(r.points).toBe(15 + 1);
    expect(r.points_on_bench).toBe(0);
  });

  it('counts the substitute who came on, even with negative points', () => {
    const results = { ...resultsWhere(team, [5], 2), [at(13)]: { points: -1, played: true } };
    const r = score(results);
    expect(r.automatic_subs).toEqual([{ element_in: at(13), element_out: at(5) }]);
    expect(r.points).toBe(10 * 2 + 2 - 1);
  });

  it('takes the transfer cost off the net points but not the gross points', () => {
    const r = score(resultsWhere(team, [], 3), null, 8);
    expect(r.points).toBe(36);
    expect(r.event_transfers_cost).toBe(8);
    expect(r.net_points).toBe(28);
  });

  it('adds the Assistant Manager points while his chip is active', () => {
    const withManager = lineup('1 2222 3333 44 | 1 234 5');
    const results = { ...resultsWhere(withManager, [], 1), [at(16)]: { points: 10, played: true } };
    const r = entryEventPoints({
      picks: withManager,
      results,
      chip: 'manager',
      transfersCost: 0,
      settings: GAME_SETTINGS_2024_25,
    });
    expect(r.points).toBe(12 + 10);
    expect(r.points_on_bench).toBe(4);
  });

  it('scores an element missing from the results as 0, not played', () => {
    const r = score({});
    expect(r.points).toBe(0);
  });
});
