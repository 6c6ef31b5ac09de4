import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ElementId, ElementTypeId } from '../types';
import type { DreamTeamCandidate } from './pick-dream-team';
import { DEFAULT_GAME_SETTINGS, GAME_SETTINGS_2024_25 } from '../game-settings';
import { formationName, isValidFormation } from '../picks/formation';
import { dreamTeamCounts, pickDreamTeam } from './pick-dream-team';

let nextId = 1;
const player = (
  elementType: ElementTypeId,
  points: number,
  bps = 0,
  element = nextId++,
): DreamTeamCandidate => ({
  element: element as ElementId,
  elementType,
  points,
  bps,
});
const squad = (gk: number[], def: number[], mid: number[], fwd: number[]) => [
  ...gk.map((p) => player(1, p)),
  ...def.map((p) => player(2, p)),
  ...mid.map((p) => player(3, p)),
  ...fwd.map((p) => player(4, p)),
];
const typesOf = (
  team: readonly { element: ElementId }[],
  candidates: readonly DreamTeamCandidate[],
) => {
  const types = new Map(candidates.map((c) => [c.element, c.elementType]));
  return team.map((p) => types.get(p.element)!);
};
const formationOf = (
  team: readonly { element: ElementId }[],
  candidates: readonly DreamTeamCandidate[],
) => formationName(typesOf(team, candidates), DEFAULT_GAME_SETTINGS);

describe('pickDreamTeam', () => {
  it('picks the highest scorers that make a valid XI, GK first, with the top player', () => {
    const all = squad([6, 2], [9, 8, 8, 7, 1, 1], [15, 10, 4, 3, 2], [12, 5, 1, 1]);
    const dream = pickDreamTeam(all)!;
    expect(dream.team.map((p) => p.points)).toEqual([6, 9, 8, 8, 7, 15, 10, 4, 3, 12, 5]);
    expect(dream.team.map((p) => p.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(dream.topPlayer).toEqual({ id: all.find((c) => c.points === 15)!.element, points: 15 });
    expect(formationOf(dream.team, all)).toBe('1-4-4-2');
  });

  it('keeps at least three defenders even when midfielders score more', () => {
    const all = squad([5], [1, 1, 1, 1], [9, 9, 9, 9, 9, 9], [9, 9, 9, 9]);
    const dream = pickDreamTeam(all)!;
    expect(formationOf(dream.team, all)).toBe('1-3-5-2');
  });

  it('never fields more than three forwards or one goalkeeper', () => {
    const all = squad([20, 19], [1, 1, 1], [1, 1, 1, 1, 1], [30, 30, 30, 30, 30]);
    const dream = pickDreamTeam(all)!;
    expect(formationOf(dream.team, all)).toBe('1-3-4-3');
    expect(dream.team.filter((p) => p.points === 30)).toHaveLength(3);
    expect(dream.team.filter((p) => p.points >= 19)).toHaveLength(4);
  });

  it('breaks equal points with higher BPS, then the lower element id', () => {
    const gks = [player(1, 8, 20, 50), player(1, 8, 30, 60), player(1, 8, 30, 40)];
    const dream = pickDreamTeam([...gks, ...squad([], [1, 1, 1], [1, 1, 1, 1], [1, 1, 1])])!;
    expect(dream.team[0]?.element).toBe(40);
  });

  it('leaves out Assistant Managers', () => {
    const all = [...squad([5], [5, 5, 5], [5, 5, 5, 5], [5, 5, 5]), player(5, 40)];
    const dream = pickDreamTeam(all, GAME_SETTINGS_2024_25)!;
    expect(dream.team.every((p) => p.points === 5)).toBe(true);
  });

  it('gives no team when the players cannot fill a valid XI', () => {
    expect(pickDreamTeam(squad([5], [5, 5], [5, 5, 5, 5, 5], [5, 5, 5]))).toBeNull();
    expect(pickDreamTeam(squad([5], [5, 5, 5], [5, 5], [5]))).toBeNull();
  });

  it('always makes a valid formation and no other valid XI scores more', () => {
    const arb = fc.array(
      fc.record({
        elementType: fc.constantFrom<ElementTypeId>(1, 2, 3, 4),
        points: fc.integer({ min: -3, max: 25 }),
      }),
      { minLength: 11, maxLength: 40 },
    );
    fc.assert(
      fc.property(arb, (raw) => {
        const all = raw.map((r, i) => ({ ...r, element: (i + 1) as ElementId }));
        const dream = pickDreamTeam(all);
        const best = bestByBruteForce(all);
        expect(dream !== null).toBe(best > -Infinity);
        if (!dream) return;
        const types = typesOf(dream.team, all);
        expect(isValidFormation(types, DEFAULT_GAME_SETTINGS)).toBe(true);
        expect(types).toEqual([...types].sort());
        expect(new Set(dream.team.map((p) => p.element)).size).toBe(11);
        expect(dream.topPlayer.points).toBe(Math.max(...all.map((c) => c.points)));
        expect(total(dream.team)).toBe(best);
      }),
    );
  });
});

function total(team: readonly { points: number }[]): number {
  return team.reduce((n, p) => n + p.points, 0);
}

/** The best XI score by trying every formation with each position's top players. */
function bestByBruteForce(all: readonly DreamTeamCandidate[]): number {
  const top = (type: number, n: number) =>
    all
      .filter((c) => c.elementType === type)
      .map((c) => c.points)
      .sort((a, b) => b - a)
      .slice(0, n);
  let best = -Infinity;
  for (let d = 3; d <= 5; d++) {
    for (let m = 2; m <= 5; m++) {
      const f = 10 - d - m;
      if (f < 1 || f > 3) continue;
      const picks = [top(1, 1), top(2, d), top(3, m), top(4, f)];
      if (
        picks[0]!.length < 1 ||
        picks[1]!.length < d ||
        picks[2]!.length < m ||
        picks[3]!.length < f
      ) {
        continue;
      }
      best = Math.max(
        best,
        picks.flat().reduce((n, p) => n + p, 0),
      );
    }
  }
  return best;
}

describe('dreamTeamCounts', () => {
  it('counts the dream teams each player was in', () => {
    const a = pickDreamTeam(squad([5], [5, 5, 5], [5, 5, 5, 5], [5, 5, 5]))!;
    const counts = dreamTeamCounts([a, a]);
    expect(counts.size).toBe(11);
    expect([...counts.values()].every((n) => n === 2)).toBe(true);
  });
});
