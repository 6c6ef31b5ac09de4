// Public rules of the prizes area: who may win, and the winners with their ties.
export type { PrizeEntry } from './eligibility';
export { isPhasePrizeEligible, isWeeklyPrizeEligible, latestEligibleStart } from './eligibility';
export type { PrizeScore, PrizeWinner } from './prize-winners';
export { PRIZE_PLACES, prizeWinners } from './prize-winners';
