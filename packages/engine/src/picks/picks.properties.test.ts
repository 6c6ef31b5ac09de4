// Properties of the picks rules over random valid lineups (seeded: rerun with the printed seed).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS } from '../game-settings';
import { autoSubstitute } from './auto-substitute';
import { entryEventPoints } from './entry-event-points';
import { FORMATIONS, isValidFormation } from './formation';
import { isStarter } from './lineup';
import { selectForSubstitution } from './substitution';
import { lineup } from './test-lineup';
import type { ElementEventResults, PitchPick, TeamPick } from './types';
import { validatePicks } from './validate-picks';

const s = DEFAULT_GAME_SETTINGS;
const SQUAD = { 2: 5, 3: 5, 4: 3 } as Record<number, number>;

/** A valid squad lineup: one of the eight formations, the rest on the bench in any order. */
const lineupArb = fc
  .tuple(
    fc.constantFrom(...FORMATIONS),
    fc.integer({ min: 1, max: 11 }),
    fc.integer({ min: 1, max: 10 }),
  )
  .chain(([formation, captain, viceOffset]) => {
    const [, def, mid, fwd] = formation.split('-').map(Number) as number[];
    const bench = [2, 3, 4].flatMap((t) =>
      Array<number>(SQUAD[t]! - [def, mid, fwd][t - 2]!).fill(t),
    );
    return fc.shuffledSubarray(bench, { minLength: 3, maxLength: 3 }).map((order) => {
      const types = `1${'2'.repeat(def!)}${'3'.repeat(mid!)}${'4'.repeat(fwd!)}1${order.join('')}`;
      const vice = ((captain - 1 + viceOffset) % 11) + 1;
      return lineup(types, captain, vice);
    });
  });

/**
 * The pitch after the manager taps the players at `taps` (positions) in turn, starting from
 * `picks`; `afterTap` sees the pitch after each tap.
 */
const tapPitch = (
  picks: TeamPick[],
  taps: number[],
  afterTap: (pitch: PitchPick[]) => void = () => {},
): PitchPick[] => {
  let pitch: PitchPick[] = picks.map((p) => ({ ...p, subStatus: '' }));
  for (const tap of taps) {
    pitch = selectForSubstitution(pitch, pitch.find((p) => p.position === tap)!.element, s);
    afterTap(pitch);
  }
  return pitch;
};

const resultsArb = (picks: TeamPick[]) =>
  fc
    .array(fc.record({ points: fc.integer({ min: -3, max: 20 }), played: fc.boolean() }), {
      minLength: picks.length,
      maxLength: picks.length,
    })
    .map((rs): ElementEventResults => Object.fromEntries(picks.map((p, i) => [p.element, rs[i]!])));

const starterTypes = (picks: readonly TeamPick[]) =>
  picks.filter((p) => isStarter(p, s)).map((p) => p.element_type);
const chipArb = fc.constantFrom(null, 'bboost', '3xc', 'wildcard' as const);
/** A line-up and up to `most` taps on the pitch, each on one of its fifteen positions. */
const tappedArb = (most: number) =>
  fc.tuple(lineupArb, fc.array(fc.integer({ min: 1, max: 15 }), { maxLength: most }));

describe('picks properties', () => {
  it('automatic substitutions never leave an invalid eleven', () => {
    fc.assert(
      fc.property(
        lineupArb.chain((picks) => fc.tuple(fc.constant(picks), resultsArb(picks))),
        ([picks, results]) => {
          const after = autoSubstitute(picks, results, s).picks;
          expect(isValidFormation(starterTypes(after), s)).toBe(true);
          expect(after.map((p) => p.position)).toEqual(picks.map((p) => p.position));
        },
      ),
    );
  });

  it('the gameweek total equals the sum of pick points times multipliers minus the transfer cost', () => {
    fc.assert(
      fc.property(
        lineupArb.chain((picks) =>
          fc.tuple(fc.constant(picks), resultsArb(picks), chipArb, fc.nat(40)),
        ),
        ([picks, results, chip, cost]) => {
          const r = entryEventPoints({ picks, results, chip, transfersCost: cost, settings: s });
          const sum = r.picks.reduce(
            (acc, p) => acc + (results[p.element]?.points ?? 0) * p.multiplier,
            0,
          );
          expect(r.points).toBe(sum);
          expect(r.net_points).toBe(sum - cost);
          expect(r.picks.filter((p) => p.multiplier >= 2).length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('the substitution state machine always keeps a valid formation', () => {
    fc.assert(
      fc.property(tappedArb(30), ([picks, taps]) => {
        tapPitch(picks, taps, (pitch) => {
          expect(isValidFormation(starterTypes(pitch), s)).toBe(true);
          expect(new Set(pitch.map((p) => p.position)).size).toBe(15);
          expect(pitch.filter((p) => p.is_captain && isStarter(p, s))).toHaveLength(1);
        });
      }),
    );
  });

  it('whatever the manager taps, the server accepts the picks the pitch ends with', () => {
    fc.assert(
      fc.property(tappedArb(20), ([picks, taps]) => {
        expect(validatePicks(tapPitch(picks, taps), picks, s)).toEqual([]);
      }),
    );
  });
});
