// The live ranker's boundary: the holder each server process keeps, and what the API reads.
export { LiveRanks } from './live-ranks';
export {
  liveAutomaticSubs,
  liveEntry,
  liveNetPoints,
  liveOwnership,
  liveStandingsPage,
  withLiveHistory,
  withLiveSummary,
} from './live-views';
