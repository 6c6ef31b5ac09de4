import { describe, expect, it } from 'vitest';
import { generateChips } from './generate-chips';
import { generateDemoSeason } from './index';
import { seasonFor } from './test-season';

describe('generateChips', () => {
  const chips = generateChips(38, true);

  it('has two of each 2025/26 chip, one per half, with the official ids and windows', () => {
    const windows = chips
      .filter((c) => c.name !== 'manager')
      .map((c) => [c.id, c.name, c.start_event, c.stop_event]);
    expect(windows).toEqual([
      [1, 'wildcard', 2, 19],
      [2, 'wildcard', 20, 38],
      [3, 'freehit', 2, 19],
      [4, 'bboost', 1, 19],
      [5, '3xc', 1, 19],
      [6, 'freehit', 20, 38],
      [7, 'bboost', 20, 38],
      [8, '3xc', 20, 38],
    ]);
  });

  it('marks Wildcard and Free Hit as transfer chips and the others as team chips', () => {
    for (const c of chips.filter((chip) => chip.name !== 'manager')) {
      expect(c.chip_type).toBe(c.name === 'wildcard' || c.name === 'freehit' ? 'transfer' : 'team');
      expect(c.number).toBe(1);
      expect(c.overrides).toEqual({
        rules: {},
        scoring: {},
        element_types: [],
        pick_multiplier: null,
      });
    }
  });

  it('adds the Assistant Manager from GW24, opening a 16th squad place for one manager', () => {
    const manager = chips.find((c) => c.name === 'manager');
    expect(manager).toMatchObject({ id: 9, start_event: 24, stop_event: 38 });
    expect(manager!.overrides.rules).toEqual({ squad_squadsize: 16 });
    expect(manager!.overrides.element_types).toEqual([
      expect.objectContaining({ id: 5, squad_select: 1 }),
    ]);
  });
});

describe('element_types of a demo season', () => {
  const types = seasonFor(1).element_types;

  it('has the four positions with the official squad rules', () => {
    expect(
      types.map((t) => [t.singular_name_short, t.squad_select, t.squad_min_play, t.squad_max_play]),
    ).toEqual([
      ['GKP', 2, 1, 1],
      ['DEF', 5, 3, 5],
      ['MID', 5, 2, 5],
      ['FWD', 3, 1, 3],
      ['MNG', 0, 0, 0],
    ]);
    expect(types[0]!.sub_positions_locked).toEqual([12]);
    expect(types.slice(1).every((t) => t.sub_positions_locked.length === 0)).toBe(true);
  });

  it('names the fifth type Manager, selectable only through the chip', () => {
    expect(types[4]).toMatchObject({
      id: 5,
      singular_name: 'Manager',
      plural_name: 'Managers',
      squad_select: 0,
      squad_max_select: 1,
    });
  });
});

describe('a season follows its own rules', () => {
  it('has no Assistant Manager and no head coach from 2025/26, and both in 2024/25', () => {
    const at = (seasonName: string) =>
      generateDemoSeason({ seed: 9, firstKickoff: '2025-08-15T19:00:00Z', seasonName });
    const modern = at('2025/26');
    expect(modern.chips.map((c) => c.name)).not.toContain('manager');
    expect(modern.element_types.map((t) => t.id)).toEqual([1, 2, 3, 4]);
    expect(modern.elements.some((e) => e.element_type === 5)).toBe(false);
    expect(generateChips(38).map((c) => c.name)).not.toContain('manager');
    const earlier = at('2024/25');
    expect(earlier.chips.map((c) => c.name)).toContain('manager');
    expect(earlier.element_types.map((t) => t.id)).toEqual([1, 2, 3, 4, 5]);
    expect(earlier.elements.filter((e) => e.element_type === 5)).toHaveLength(20);
  });
});
