// The choices of 'Create a Head-to-Head League' (SPEC §4 League admin and creation): max size
// Unlimited or from the minimum (2, or 2 to the power of the knock-out rounds) to
// league_max_size_private_h2h; knock-out rounds None or 1 to min(league_max_ko_rounds_private_h2h,
// gameweeks - 1); start gameweeks without the last ko_rounds of the season.

export type H2hLimits = { maxSize: number; maxKoRounds: number };

/** The smallest league a number of knock-out rounds allows. */
export const minimumSize = (koRounds: number) => (koRounds > 0 ? 2 ** koRounds : 2);

/** Knock-out round choices beyond None: 1 to min(the setting, gameweeks - 1). */
export function koRoundChoices(limits: H2hLimits, seasonEvents: number): number[] {
  const top = Math.min(limits.maxKoRounds, seasonEvents - 1);
  return Array.from({ length: Math.max(0, top) }, (_, i) => i + 1);
}

/** Max size choices beyond Unlimited. */
export function sizeChoices(limits: H2hLimits, koRounds: number): number[] {
  const from = minimumSize(koRounds);
  return Array.from({ length: Math.max(0, limits.maxSize - from + 1) }, (_, i) => from + i);
}

/** The start gameweeks open to a league with these knock-out rounds. */
export function startChoices<E extends { id: number }>(
  open: readonly E[],
  lastEvent: number,
  koRounds: number,
): E[] {
  return open.filter((e) => e.id <= lastEvent - koRounds);
}

/**
 * The form after the knock-out rounds change: a max size below the new minimum is raised to it,
 * a start gameweek among the knock-outs is lowered to the last one left.
 */
export function afterKoChange(
  state: { size: number | null; start: number },
  koRounds: number,
  lastEvent: number,
): { size: number | null; start: number } {
  const min = minimumSize(koRounds);
  return {
    size: state.size !== null && state.size < min ? min : state.size,
    start: Math.min(state.start, lastEvent - koRounds),
  };
}
