import type { ElementTypeId } from '@ofl/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { ictFigures } from './ict';
import { playSeasons } from './test-matches';
import type { SimulatedStats } from './types';

const GK = 1 as ElementTypeId;
const DEF = 2 as ElementTypeId;
const MID = 3 as ElementTypeId;
const FWD = 4 as ElementTypeId;

describe('ICT figures of one line', () => {
  it('gives nothing to a player who did not come on, nor to the Assistant Manager', () => {
    const zero = { influence: 0, creativity: 0, threat: 0, ict_index: 0 };
    expect(ictFigures(MID, { minutes: 0, key_passes: 3 })).toEqual(zero);
    expect(ictFigures(5 as ElementTypeId, { minutes: 90, mng_win: 1 } as SimulatedStats)).toEqual(
      zero,
    );
  });

  it('counts a shot as threat, a key pass as creativity and a goal as both threat and influence', () => {
    const base: SimulatedStats = { minutes: 90 };
    const plain = ictFigures(FWD, base);
    const shot = ictFigures(FWD, { ...base, shots_off_target: 1 });
    const pass = ictFigures(FWD, { ...base, key_passes: 1 });
    const goal = ictFigures(FWD, { ...base, goals_scored: 1, shots_on_target: 1 });
    expect(shot.threat).toBeGreaterThan(plain.threat);
    expect(shot.creativity).toBe(plain.creativity);
    expect(pass.creativity).toBeGreaterThan(plain.creativity);
    expect(pass.threat).toBe(plain.threat);
    expect(goal.threat).toBeGreaterThan(shot.threat);
    expect(goal.influence).toBeGreaterThan(plain.influence);
  });

  it('judges only goalkeepers and defenders on a clean sheet', () => {
    const clean: SimulatedStats = { minutes: 90, clean_sheets: 1 };
    expect(ictFigures(DEF, clean).influence).toBeGreaterThan(
      ictFigures(DEF, { minutes: 90 }).influence,
    );
    expect(ictFigures(MID, clean).influence).toBe(ictFigures(MID, { minutes: 90 }).influence);
  });

  it('never goes below zero, even after a red card and an own goal', () => {
    const bad = ictFigures(DEF, { minutes: 20, red_cards: 1, own_goals: 1, goals_conceded: 3 });
    expect(bad.influence).toBe(0);
    expect(bad.ict_index).toBeGreaterThanOrEqual(0);
  });

  it('makes the index a tenth of the three added, all to one decimal', () => {
    const line: SimulatedStats = {
      minutes: 87,
      saves: 0,
      key_passes: 2,
      big_chances_created: 1,
      shots_on_target: 2,
      shots_off_target: 1,
      passes_completed: 41,
      recoveries: 5,
    };
    const f = ictFigures(MID, line);
    for (const value of Object.values(f)) expect(Math.round(value * 10) / 10).toBe(value);
    expect(f.ict_index).toBe(Math.round(f.influence + f.creativity + f.threat) / 10);
  });
});

describe('ICT figures over simulated seasons', () => {
  // Real 2024/25 lines of 60 minutes or more average, per position (influence, creativity,
  // threat): GK 25, 0.5, 0; DEF 20, 9, 6; MID 18, 19, 15; FWD 20, 12, 29.
  const real: Record<number, [number, number, number]> = {
    1: [25.2, 0.5, 0],
    2: [19.8, 9.0, 6.1],
    3: [17.8, 18.9, 15.0],
    4: [20.1, 11.9, 28.6],
  };
  const sums = new Map<number, { n: number; i: number; c: number; t: number }>();
  beforeAll(() => {
    for (const { match } of playSeasons([1, 2])) {
      for (const line of match.final.lines) {
        if (line.element_type === 5 || (line.stats.minutes ?? 0) < 60) continue;
        const f = ictFigures(line.element_type as ElementTypeId, line.stats);
        const s = sums.get(line.element_type) ?? { n: 0, i: 0, c: 0, t: 0 };
        sums.set(line.element_type, {
          n: s.n + 1,
          i: s.i + f.influence,
          c: s.c + f.creativity,
          t: s.t + f.threat,
        });
      }
    }
  }, 120_000);

  it.each([GK, DEF, MID, FWD])(
    'averages within a third (or 2 points) of the real figures for element type %i',
    (type) => {
      const s = sums.get(type)!;
      const means = [s.i / s.n, s.c / s.n, s.t / s.n];
      means.forEach((mean, k) => {
        const target = real[type]![k]!;
        expect(Math.abs(mean - target)).toBeLessThanOrEqual(Math.max(2, target / 3));
      });
    },
  );
});
