// Public rules of the ranks area: ranks with ties, overall and gameweek ranks, score histograms.
export type { Ranked } from './rank-with-ties';
export { rankWithTies } from './rank-with-ties';
export type { EntryRank, EntryScore } from './entry-ranks';
export { gameweekRanks, overallRanks, rankEntries } from './entry-ranks';
export type { ScoreHistogram } from './score-histogram';
export {
  emptyHistogram,
  histogramEntries,
  histogramFromEntries,
  histogramOf,
  mergeHistograms,
  rankOfScore,
  scoreRanker,
} from './score-histogram';
export { PERCENTILE_RANKS, percentileRank, topPercentCutoff } from './percentile';
