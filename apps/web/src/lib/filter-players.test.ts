import { describe, expect, it } from 'vitest';
import type { GameElement } from '@ofl/api';

import {
  DEFAULT_CONTROLS,
  costSteps,
  filterPlayers,
  matchesSearch,
  pageOf,
  sortPlayers,
} from './filter-players';

const player = (id: number, change: Partial<GameElement> = {}): GameElement =>
  ({
    id,
    code: 100 + id,
    first_name: 'Sam',
    second_name: `Player${id}`,
    web_name: `Player${id}`,
    team: 1,
    element_type: 3,
    now_cost: 50,
    status: 'a',
    form: '1.0',
    total_points: 0,
    ...change,
  }) as GameElement;

describe('player list rules', () => {
  it('matches the start of the name or of any word, ignoring case and accents', () => {
    const martin = player(1, {
      first_name: 'Martin',
      second_name: 'Ødegaard',
      web_name: 'Ødegaard',
    });
    expect(matchesSearch(martin, 'ODEG')).toBe(true);
    expect(matchesSearch(martin, 'mart')).toBe(true);
    expect(matchesSearch(martin, 'gaard')).toBe(false);
    const jose = player(2, { first_name: 'José', second_name: 'Sá', web_name: 'José Sá' });
    expect(matchesSearch(jose, 'sa')).toBe(true);
  });

  it('offers cost caps from the dearest down to the cheapest in steps of half a million', () => {
    expect(costSteps([player(1, { now_cost: 43 }), player(2, { now_cost: 57 })])).toEqual([
      60, 55, 50, 45,
    ]);
  });

  it('sorts by the stat, then team, position and id', () => {
    const list = [
      player(3, { total_points: 5, team: 2 }),
      player(2, { total_points: 5, team: 1 }),
      player(1, { total_points: 9 }),
    ];
    expect(sortPlayers(list, 'total_points').map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('filters by position, club, watchlist, cost cap and availability', () => {
    const list = [
      player(1, { element_type: 1 }),
      player(2, { team: 4, now_cost: 80 }),
      player(3, { status: 'u' }),
    ];
    const ids = (change: Partial<typeof DEFAULT_CONTROLS>, watched: number[] = []) =>
      filterPlayers(list, { ...DEFAULT_CONTROLS, ...change }, watched).map((p) => p.id);
    expect(ids({ filter: 'et_1' })).toEqual([1]);
    expect(ids({ filter: 'te_4' })).toEqual([2]);
    expect(ids({ filter: 'wl' }, [103])).toEqual([3]);
    expect(ids({ maxCost: 50 })).toEqual([1, 3]);
    expect(ids({ getUnavailable: false })).toEqual([1, 2]);
  });

  it('pages 30 at a time', () => {
    const items = Array.from({ length: 61 }, (_, i) => i);
    expect(pageOf(items, 3)).toEqual({ items: [60], page: 3, pages: 3 });
    expect(pageOf(items, 9)).toEqual({ items: [60], page: 3, pages: 3 });
    expect(pageOf([], 2)).toEqual({ items: [], page: 1, pages: 0 });
  });
});
