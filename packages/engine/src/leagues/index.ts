// Public rules of the leagues area: classic tables and phases, H2H schedules, results and tables,
// knock-outs and cups.
export type { RankMovement } from './movement';
export { rankMovement } from './movement';
export type { Phase } from './phases';
export { monthPhases, phasesContaining, phasesEndingAt } from './phases';
export type {
  ClassicGameweek,
  ClassicMember,
  ClassicRow,
  ClassicTableOptions,
} from './classic-standings';
export {
  CLASSIC_ORDER,
  classicSortKey,
  classicStandings,
  countedTransfers,
  TIEBREAK_FREE_CHIPS,
} from './classic-standings';
export * from './h2h-schedule';
export type { H2hOutcome, H2hPoints } from './h2h-match';
export { DEFAULT_H2H_POINTS, h2hOutcome } from './h2h-match';
export type { H2hResult, H2hRow } from './h2h-standings';
export { h2hStandings, unplayedH2hRow } from './h2h-standings';
export { scoreH2hPairings } from './h2h-results';
export { h2hKnockoutEvents, h2hKnockoutQualifiers, h2hKnockoutRound } from './h2h-knockout';
export type { KnockoutDecision, KnockoutSide, KnockoutTiebreak } from './knockout-match';
export { decideKnockoutMatch } from './knockout-match';
export { knockoutName, knockoutRoundCount, nextPowerOfTwo } from './knockout-rounds';
export type { KnockoutPairing } from './knockout-draw';
export { drawKnockoutRound } from './knockout-draw';
export type { KnockoutResult } from './knockout-results';
export { decideKnockoutRound, knockoutWinners } from './knockout-results';
export type { CupCandidate, CupPlan, CupQualification } from './cup-plan';
export { cupPlan, cupQualification, cupQualified, cupRoundEvents } from './cup-plan';
