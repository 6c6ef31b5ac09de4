/** The arrow beside a league row: up, down, same, or new when there is no last rank (0). */
export type RankMovement = 'up' | 'down' | 'same' | 'new';

/** The movement from last_rank to rank; a rank of 0 means "not ranked" (SPEC §2 Entry profile). */
export function rankMovement(rank: number, lastRank: number): RankMovement {
  if (rank === 0 || lastRank === 0) return 'new';
  if (rank < lastRank) return 'up';
  if (rank > lastRank) return 'down';
  return 'same';
}
