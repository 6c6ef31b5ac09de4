// Team sheets: only fit players, a goalkeeper, a valid shape, the regulars first.
import { seededRng } from '@ofl/engine';
import { describe, expect, it } from 'vitest';
import { seasonFor } from '../generator/test-season';
import { pickLineUp } from './pick-line-up';
import type { SimPlayer } from './types';

const season = seasonFor(5);
const squadOf = (team: number): SimPlayer[] => season.elements.filter((e) => e.team === team);

function player(
  id: number,
  element_type: SimPlayer['element_type'],
  extra: Partial<SimPlayer> = {},
): SimPlayer {
  return {
    id,
    team: 1,
    element_type,
    status: 'a',
    chance_of_playing_next_round: null,
    quality: 0.5,
    minutesLikelihood: 0.9,
    penalties_order: null,
    direct_freekicks_order: null,
    corners_and_indirect_freekicks_order: null,
    ...extra,
  };
}

/** A squad of 2 GKP, 6 DEF, 6 MID, 4 FWD, all fit. */
function fitSquad(): SimPlayer[] {
  const types: SimPlayer['element_type'][] = [1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4];
  return types.map((t, i) => player(i + 1, t));
}

describe('pickLineUp', () => {
  it('never names injured, suspended, unavailable or loaned-out players', () => {
    for (const team of season.teams) {
      for (let seed = 0; seed < 20; seed++) {
        const lineUp = pickLineUp(seededRng(seed), squadOf(team.id));
        for (const p of [...lineUp.starters, ...lineUp.bench]) {
          expect(['a', 'd']).toContain(p.status);
        }
      }
    }
  });

  it('leaves out a doubtful player more often the lower his chance of playing', () => {
    const named = (chance: number) => {
      let count = 0;
      for (let seed = 0; seed < 400; seed++) {
        const squad = fitSquad().map((p) =>
          p.id === 15
            ? { ...p, status: 'd' as const, chance_of_playing_next_round: chance, quality: 0.9 }
            : p,
        );
        const lineUp = pickLineUp(seededRng(seed), squad);
        if ([...lineUp.starters, ...lineUp.bench].some((p) => p.id === 15)) count++;
      }
      return count;
    };
    expect(named(25)).toBeLessThan(named(75));
    expect(named(75)).toBeLessThan(400);
  });

  it('starts a goalkeeper and a valid formation from a squad with spares everywhere', () => {
    for (let seed = 0; seed < 100; seed++) {
      const { starters, formation } = pickLineUp(seededRng(seed), fitSquad());
      expect(starters[0]!.element_type).toBe(1);
      expect(starters.filter((p) => p.element_type === 1)).toHaveLength(1);
      const [def, mid, fwd] = formation;
      expect(def + mid + fwd).toBe(10);
      expect(starters.filter((p) => p.element_type === 2)).toHaveLength(def);
      expect(starters.filter((p) => p.element_type === 4)).toHaveLength(fwd);
    }
  });

  it('prefers good regulars to poor reserves', () => {
    const squad = fitSquad().map((p) =>
      p.id === 18 ? { ...p, quality: 0.05, minutesLikelihood: 0.1 } : { ...p, quality: 0.8 },
    );
    let started = 0;
    for (let seed = 0; seed < 200; seed++) {
      if (pickLineUp(seededRng(seed), squad).starters.some((p) => p.id === 18)) started++;
    }
    expect(started).toBeLessThan(20);
  });

  it('calls on a doubtful keeper rather than field none', () => {
    const squad = fitSquad().map((p) =>
      p.element_type === 1 ? { ...p, status: 'd' as const, chance_of_playing_next_round: 0 } : p,
    );
    expect(pickLineUp(seededRng(1), squad).starters[0]!.element_type).toBe(1);
  });

  it('gives up when the club has no goalkeeper who can play', () => {
    const squad = fitSquad().map((p) =>
      p.element_type === 1 ? { ...p, status: 'i' as const } : p,
    );
    expect(() => pickLineUp(seededRng(1), squad)).toThrow(/goalkeeper/);
  });

  it('names the head coach apart from the players', () => {
    const squad = [...fitSquad(), player(99, 5)];
    const lineUp = pickLineUp(seededRng(2), squad);
    expect(lineUp.manager?.id).toBe(99);
    expect([...lineUp.starters, ...lineUp.bench].some((p) => p.id === 99)).toBe(false);
  });
});
