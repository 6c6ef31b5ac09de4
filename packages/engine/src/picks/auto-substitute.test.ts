import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS } from '../game-settings';
import { autoSubstitute } from './auto-substitute';
import { at, lineup, resultsWhere } from './test-lineup';

const s = DEFAULT_GAME_SETTINGS;
const subsFor = (types: string, absent: number[]) => {
  const picks = lineup(types);
  return autoSubstitute(picks, resultsWhere(picks, absent), s).automatic_subs.map((x) => [
    x.element_out / 10,
    x.element_in / 10,
  ]);
};

describe('automatic substitutions', () => {
  it('makes no substitution when every starter played', () => {
    expect(subsFor('1 2222 3333 44 | 1 234', [])).toEqual([]);
  });

  it('replaces the goalkeeper with the reserve goalkeeper if he played', () => {
    expect(subsFor('1 2222 3333 44 | 1 234', [1])).toEqual([[1, 12]]);
  });

  it('leaves the goalkeeper in when the reserve goalkeeper did not play either', () => {
    expect(subsFor('1 2222 3333 44 | 1 234', [1, 12])).toEqual([]);
  });

  it('never brings the reserve goalkeeper on for an outfielder', () => {
    expect(subsFor('1 2222 3333 44 | 1 2 3 4', [2, 13, 14, 15])).toEqual([]);
  });

  it('brings on the first bench player in bench order who played', () => {
    expect(subsFor('1 2222 3333 44 | 1 3 2 4', [6])).toEqual([[6, 13]]);
  });

  it('skips a bench player who did not play', () => {
    expect(subsFor('1 2222 3333 44 | 1 3 2 4', [6, 13])).toEqual([[6, 14]]);
  });

  it('skips a sub who would breach a minimum: with three defenders a defender needs a defender', () => {
    expect(subsFor('1 222 3333 444 | 1 3 4 2', [2])).toEqual([[2, 15]]);
  });

  it('skips a sub who would exceed a maximum: no sixth defender', () => {
    expect(subsFor('1 22222 333 44 | 1 2 3 4', [7])).toEqual([[7, 14]]);
  });

  it('processes several absent starters in ascending position, each taking the next sub', () => {
    expect(subsFor('1 2222 3333 44 | 1 3 2 4', [3, 7])).toEqual([
      [3, 13],
      [7, 14],
    ]);
  });

  it('leaves a starter in when no bench player fits', () => {
    expect(subsFor('1 222 3333 444 | 1 3 3 4', [2])).toEqual([]);
  });

  it('gives the incoming player the starter position and sends the starter to the bench slot', () => {
    const picks = lineup('1 2222 3333 44 | 1 234');
    const after = autoSubstitute(picks, resultsWhere(picks, [4]), s).picks;
    expect(after.find((p) => p.element === at(13))?.position).toBe(4);
    expect(after.find((p) => p.element === at(4))?.position).toBe(13);
  });

  it('makes no substitutions under Bench Boost', () => {
    const picks = lineup('1 2222 3333 44 | 1 234');
    expect(autoSubstitute(picks, resultsWhere(picks, [1, 2]), s, 'bboost').automatic_subs).toEqual(
      [],
    );
  });
});
