import type { EntryId, Rng } from '../types';
import type { KnockoutPairing } from './knockout-draw';
import type { KnockoutSide, KnockoutTiebreak } from './knockout-match';
import { decideKnockoutMatch } from './knockout-match';

/** A drawn knock-out match with its winner; a bye's winner is its one team. */
export interface KnockoutResult extends KnockoutPairing {
  winner: EntryId;
  tiebreak: KnockoutTiebreak;
}

/**
 * Decides every match of a round from each team's gameweek (a team with no gameweek scores 0
 * with no goals). Matches are decided in the drawn order, so coin tosses replay with the seed.
 */
export function decideKnockoutRound(
  pairings: readonly KnockoutPairing[],
  sides: ReadonlyMap<EntryId, Omit<KnockoutSide, 'entry'>>,
  rng: Rng,
): KnockoutResult[] {
  const side = (entry: EntryId): KnockoutSide => ({
    entry,
    points: 0,
    transfersCost: 0,
    goalsScored: 0,
    goalsConceded: 0,
    ...sides.get(entry),
  });
  return pairings.map((p) => {
    if (p.isBye || p.entry2 === null) return { ...p, winner: p.entry1, tiebreak: null };
    return { ...p, ...decideKnockoutMatch(side(p.entry1), side(p.entry2), rng) };
  });
}

/** The teams through to the next round, in the order of the matches. */
export function knockoutWinners(results: readonly KnockoutResult[]): EntryId[] {
  return results.map((r) => r.winner);
}
