// An entry's gameweek score (game-rules §3.5): subs, armband, multipliers, then the transfer cost.
import type { ChipName } from '../chips/types';
import type { GameSettings } from '../game-settings';
import { autoSubstitute } from './auto-substitute';
import { isBenched } from './lineup';
import { resolveMultipliers } from './multipliers';
import type { AutomaticSub, ElementEventResults, TeamPick } from './types';

/** Everything the score of one entry in one gameweek needs. */
export interface EntryEventInput<P extends TeamPick> {
  /** The picks frozen at the deadline (the Assistant Manager at 16 while his chip is active). */
  readonly picks: readonly P[];
  readonly results: ElementEventResults;
  readonly chip?: ChipName | null;
  /** Points taken for transfers beyond the free ones (event_transfers_cost). */
  readonly transfersCost: number;
  readonly settings: GameSettings;
}

/** The gameweek score, as FPL `entry_history` and the picks endpoint report it. */
export interface EntryEventPoints<P extends TeamPick> {
  /** Final picks with scoring multipliers. */
  readonly picks: P[];
  readonly automatic_subs: AutomaticSub[];
  /** Gross points: each pick's points times his multiplier (entry_history.points). */
  readonly points: number;
  /** Points of the players left on the bench; 0 under Bench Boost. */
  readonly points_on_bench: number;
  readonly event_transfers_cost: number;
  /** What the gameweek adds to the running total: points minus the transfer cost. */
  readonly net_points: number;
}

/** Scores one entry's gameweek: automatic substitutions, armband, multipliers, transfer cost. */
export function entryEventPoints<P extends TeamPick>(
  input: EntryEventInput<P>,
): EntryEventPoints<P> {
  const { results, settings, chip } = input;
  const subbed = autoSubstitute(input.picks, results, settings, chip);
  const picks = resolveMultipliers(subbed.picks, results, settings, chip);
  const pointsOf = (p: TeamPick): number => results[p.element]?.points ?? 0;
  const points = picks.reduce((sum, p) => sum + pointsOf(p) * p.multiplier, 0);
  const points_on_bench =
    chip === 'bboost'
      ? 0
      : picks.filter((p) => isBenched(p, settings)).reduce((sum, p) => sum + pointsOf(p), 0);
  return {
    picks,
    automatic_subs: subbed.automatic_subs,
    points,
    points_on_bench,
    event_transfers_cost: input.transfersCost,
    net_points: points - input.transfersCost,
  };
}
