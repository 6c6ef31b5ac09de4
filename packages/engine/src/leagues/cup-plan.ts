import type { EntryId } from '../types';
import { rankWithTies } from '../ranks/rank-with-ties';
import { knockoutRoundCount } from './knockout-rounds';

// When a cup runs and who is in it (game rules §7.4, SPEC §4 Cup). A cup of N teams plays one
// round per gameweek and its final is in the last gameweek (GW38), so it starts at
// 38 - ceil(log2 N) + 1 and qualifies on the gameweek before (qualification_event).
// The 25/26 qualification rule is undocumented (§12.3); decided here:
// - a team that joined after the qualification gameweek is not entered (SPEC §4);
// - when more teams are eligible than the rounds left can hold (2^(last - qualification_event)),
//   the best net scores of the qualification gameweek qualify; equal scores at the cut go to the
//   lower entry id; everyone else is "not qualified";
// - otherwise everyone eligible qualifies and the first draw hands out byes.

/** The gameweeks of a cup of `teams` teams whose final is in `lastEvent`. */
export interface CupPlan {
  rounds: number;
  startEvent: number;
  qualificationEvent: number;
}

/** The rounds, the first gameweek and the qualification gameweek of a cup of `teams` teams. */
export function cupPlan(teams: number, lastEvent = 38): CupPlan {
  const rounds = knockoutRoundCount(teams);
  const startEvent = lastEvent - rounds + 1;
  return { rounds, startEvent, qualificationEvent: startEvent - 1 };
}

/** The gameweeks of the cup's rounds, first to final. */
export function cupRoundEvents(plan: CupPlan): number[] {
  return Array.from({ length: plan.rounds }, (_, i) => plan.startEvent + i);
}

/** A league member as a cup candidate. */
export interface CupCandidate {
  entry: EntryId;
  /** The gameweek the team joined the league (or the game). */
  joinedEvent: number;
  /** The team's net score in the qualification gameweek. */
  qualificationScore: number;
}

/** Who is in the cup: qualified, not qualified, and not entered (joined too late). */
export interface CupQualification {
  qualified: EntryId[];
  notQualified: EntryId[];
  notEntered: EntryId[];
}

/** Splits the candidates for a cup qualifying on `qualificationEvent` with its final in `lastEvent`. */
export function cupQualification(
  candidates: readonly CupCandidate[],
  qualificationEvent: number,
  lastEvent = 38,
): CupQualification {
  const eligible = candidates.filter((c) => c.joinedEvent <= qualificationEvent);
  const notEntered = candidates
    .filter((c) => c.joinedEvent > qualificationEvent)
    .map((c) => c.entry);
  const capacity = 2 ** Math.max(0, lastEvent - qualificationEvent);
  const ranked = rankWithTies(
    eligible,
    (c) => [c.qualificationScore],
    (a, b) => a.entry - b.entry,
  );
  return {
    qualified: ranked.filter((r) => r.rankSort <= capacity).map((r) => r.row.entry),
    notQualified: ranked.filter((r) => r.rankSort > capacity).map((r) => r.row.entry),
    notEntered,
  };
}

/**
 * cup_qualified for a team: null before the draw is made (no qualification yet), true when it is
 * in the cup, false otherwise ('This team did not qualify for the cup.').
 */
export function cupQualified(
  entry: EntryId,
  qualification: CupQualification | null,
): boolean | null {
  if (!qualification) return null;
  return qualification.qualified.includes(entry);
}
