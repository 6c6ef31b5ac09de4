// Real seasons in: the FPL JSON payloads, the CSV season layout, and the replays that check them.
export type { CsvSeason, GameweekRow, SeasonFixture, SeasonPlayer, SeasonTeam } from './csv-season';
export { readCsvSeason, dedupeRows, toGameweekRow, toSeasonFixture } from './csv-season';
export { parseCsvRecords } from './parse-csv';
export type { ConformanceReport, KnownStaleRow, Mismatch } from './check-conformance';
export { checkConformance, KNOWN_STALE_ROWS } from './check-conformance';
export { formatReport } from './format-report';
export type { ImportedElement, ImportedFixture, ImportedSeason } from './fpl-bootstrap';
export { importFplSeason, toImportedFixture } from './fpl-bootstrap';
export type { LiveFixtureStats } from './fpl-event-live';
export { importEventLive, SCORED_STATS } from './fpl-event-live';
export type { FplJsonImport } from './read-fpl-json';
export { readFplJsonFolder } from './read-fpl-json';
export type { ReplayedGameweek, ReplayedPlayer, SeasonReplay } from './replay-season';
export { replaySeasonGameweeks } from './replay-season';
export type { FeedAvailability, FeedLine, FeedMarket, SeasonImport } from './csv-season-import';
export { CLUB_KITS, clubKits } from './club-kits';
export { importCsvSeason } from './csv-season-import';
export { importJsonSeason, importSeasonFolder, seasonImportOf } from './json-season-import';
