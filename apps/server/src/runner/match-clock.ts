// Where a match stands at a moment of the game clock. The demo's matches run in real minutes
// of game time: 45 minutes, a 15-minute break, then the second half with its added time.

/** Minutes of the half-time break. */
export const HALF_TIME_BREAK = 15;
/** Bonus is added this long after the last match of a day ends (ARCHITECTURE lifecycle). */
export const BONUS_DELAY_MS = 60 * 60_000;

/** The match clock minute at `now` for a match kicked off at `kickoff`; -1 before kick-off. */
export function matchMinute(kickoff: Date, now: Date, length: number): number {
  const elapsed = Math.floor((now.getTime() - kickoff.getTime()) / 60_000);
  if (elapsed < 0) return -1;
  if (elapsed <= 45) return elapsed;
  if (elapsed <= 45 + HALF_TIME_BREAK) return 45;
  return Math.min(length, elapsed - HALF_TIME_BREAK);
}

/** The moment the final whistle blows. */
export function fullTimeAt(kickoff: Date, length: number): Date {
  return new Date(kickoff.getTime() + (length + HALF_TIME_BREAK) * 60_000);
}
