// A player's availability as the flags show it (SPEC §9: colours at 0, 25, 50 and 75 percent
// chance of playing): none for a fit player, else the flag's level and the words it says.
import type { GameElement } from '@ofl/api';

/** What the flag needs of a player (bootstrap `elements[]`). */
export type AvailabilityFacts = Pick<
  GameElement,
  'status' | 'chance_of_playing_next_round' | 'news'
>;

export type FlagLevel = 0 | 25 | 50 | 75;

export interface Availability {
  level: FlagLevel;
  /** '75% chance of playing', or 'Unlikely to play' at none. */
  chance: string;
  news: string;
}

/** The flag of a player who may miss the next gameweek; null when he is available. */
export function availabilityOf(facts: AvailabilityFacts | undefined): Availability | null {
  if (!facts) return null;
  const known = facts.chance_of_playing_next_round;
  if (facts.status === 'a' && (known === null || known >= 100)) return null;
  // Doubtful without a figure reads as even; injured, suspended or gone as none.
  const chance = known ?? (facts.status === 'd' ? 50 : facts.status === 'a' ? 100 : 0);
  if (chance >= 100) return null;
  const level: FlagLevel = chance <= 0 ? 0 : chance <= 25 ? 25 : chance <= 50 ? 50 : 75;
  return {
    level,
    chance: chance > 0 ? `${chance}% chance of playing` : 'Unlikely to play',
    news: facts.news,
  };
}
