import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS, GAME_SETTINGS_2024_25 } from '../game-settings';
import type { ElementTypeId } from '../types';
import { FORMATIONS, formationName, isValidFormation, validFormations } from './formation';

const s = DEFAULT_GAME_SETTINGS;
const eleven = (gk: number, def: number, mid: number, fwd: number): ElementTypeId[] => [
  ...Array<ElementTypeId>(gk).fill(1),
  ...Array<ElementTypeId>(def).fill(2),
  ...Array<ElementTypeId>(mid).fill(3),
  ...Array<ElementTypeId>(fwd).fill(4),
];

describe('formations', () => {
  it('knows exactly the eight formations of the spec, derived from the element type limits', () => {
    expect(validFormations(s)).toEqual([...FORMATIONS]);
  });

  it.each(FORMATIONS.map((f) => [f]))('accepts %s', (name) => {
    const [gk, def, mid, fwd] = name.split('-').map(Number) as [number, number, number, number];
    expect(isValidFormation(eleven(gk, def, mid, fwd), s)).toBe(true);
  });

  it.each([
    ['a sixth defender', eleven(1, 6, 3, 1)],
    ['only two defenders', eleven(1, 2, 5, 3)],
    ['no forward', eleven(1, 5, 5, 0)],
    ['a fourth forward', eleven(1, 3, 3, 4)],
    ['two goalkeepers', eleven(2, 4, 4, 1)],
    ['no goalkeeper', eleven(0, 5, 4, 2)],
    ['ten players', eleven(1, 4, 4, 1)],
  ])('rejects an eleven with %s', (_, types) => {
    expect(isValidFormation(types, s)).toBe(false);
  });

  it('never lets the Assistant Manager start', () => {
    expect(isValidFormation([...eleven(1, 4, 4, 1), 5], GAME_SETTINGS_2024_25)).toBe(false);
  });

  it('names a formation as counts per position joined by dashes', () => {
    expect(formationName(eleven(1, 4, 4, 2), s)).toBe('1-4-4-2');
  });
});
