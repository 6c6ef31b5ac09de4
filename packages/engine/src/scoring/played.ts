// "Played" in a gameweek (game-rules §1.6): one predicate for automatic substitutions and captaincy.
import type { FixtureStats } from './types';

/**
 * True when the element appeared (minutes > 0) in any of his gameweek fixtures, or was shown a
 * yellow or red card in one of them (a booking on the bench counts).
 */
export function playedInGameweek(fixtures: readonly FixtureStats[]): boolean {
  return fixtures.some(
    (s) => (s.minutes ?? 0) > 0 || (s.yellow_cards ?? 0) > 0 || (s.red_cards ?? 0) > 0,
  );
}
