// Who may win a prize (SPEC §5 'Weekly prize eligibility'): a team that joined before the season
// started, or two clear gameweeks before, and played no chip that gameweek.
//
// An entry's started_event is the first gameweek it played; it joined between the deadlines of
// started_event - 1 and started_event. 'Two clear gameweeks before' gameweek N means gameweeks
// N - 2 and N - 1 were both played in full after joining: started_event <= N - 2. Joining
// before the season started is started_event = 1.
//
// Monthly prizes (phases) take the joining rule at the phase's first gameweek, so the whole
// month was played with two clear gameweeks before it. The chip rule names 'that gameweek', a
// weekly term: chips played within a month do not bar its prize (our decision).

/** What eligibility reads of an entry for one gameweek. */
export interface PrizeEntry {
  startedEvent: number;
  /** The chip active that gameweek, if any (bboost, freehit, 3xc, wildcard, manager). */
  activeChip: string | null;
}

/** The latest started_event that may win the prize of gameweek `event` (SPEC §5). */
export function latestEligibleStart(event: number): number {
  return Math.max(1, event - 2);
}

/** True when the entry may win the weekly prize of `event` (SPEC §5). */
export function isWeeklyPrizeEligible(entry: PrizeEntry, event: number): boolean {
  return entry.startedEvent <= latestEligibleStart(event) && entry.activeChip === null;
}

/** True when an entry that started in `startedEvent` may win the prize of a phase starting at `phaseStart`. */
export function isPhasePrizeEligible(startedEvent: number, phaseStart: number): boolean {
  return startedEvent <= latestEligibleStart(phaseStart);
}
