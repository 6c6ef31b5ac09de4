// Public rules of the ranks area: ranks with ties, overall and gameweek ranks, score histograms.
export * from './rank-with-ties';
export * from './entry-ranks';
export * from './score-histogram';
export * from './percentile';
export * from './average-score';
