// The rows of the tables as the data layer answers them: the types services and presenters
// take, without the tables themselves (those stay in the data layer, `@ofl/db/tables`).
import type {
  elements,
  entries,
  entryHistory,
  entryPastSeasons,
  entryPicks,
  fixtures,
  leagueEntries,
  leagues,
  leagueStandings,
  regions,
  teams,
  transfers,
  users,
} from './schema/index';

export type ElementRow = typeof elements.$inferSelect;
export type EntryRow = typeof entries.$inferSelect;
export type EntryHistoryRow = typeof entryHistory.$inferSelect;
export type EntryPastSeasonRow = typeof entryPastSeasons.$inferSelect;
export type EntryPicksRow = typeof entryPicks.$inferSelect;
export type FixtureRow = typeof fixtures.$inferSelect;
export type LeagueEntryRow = typeof leagueEntries.$inferSelect;
export type LeagueRow = typeof leagues.$inferSelect;
export type NewLeague = typeof leagues.$inferInsert;
export type LeagueStandingRow = typeof leagueStandings.$inferSelect;
export type RegionRow = typeof regions.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type TransferRow = typeof transfers.$inferSelect;
export type UserRow = typeof users.$inferSelect;
