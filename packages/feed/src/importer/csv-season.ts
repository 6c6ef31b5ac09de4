// Reads one season of the public FPL CSV data set (vaastav layout) into plain typed rows.
// Layout, joins and quirks: `../shared/data/fpl/README.md`.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { ElementId, ElementTypeId, FixtureId, FixtureStats, Money, TeamId } from '@ofl/engine';
import { SCORED_STATS } from './fpl-event-live';
import { parseCsvRecords } from './parse-csv';

/** One gameweek row: one element's raw stats in one fixture, with FPL's official points. */
export interface GameweekRow {
  readonly gameweek: number;
  readonly element: ElementId;
  readonly name: string;
  readonly elementType: ElementTypeId;
  /** The element's club name in this fixture (players who moved have two). */
  readonly team: string;
  readonly fixture: FixtureId;
  readonly kickoffTime: string;
  readonly wasHome: boolean;
  readonly stats: FixtureStats;
  readonly bps: number;
  readonly totalPoints: number;
  /** The game around the fixture: his price, how many managers owned him, the gameweek's transfers. */
  readonly value: Money;
  readonly selected: number;
  readonly transfersIn: number;
  readonly transfersOut: number;
}

/** A fixture of the season; `event` and the scores are null before it is scheduled or played. */
export interface SeasonFixture {
  readonly id: FixtureId;
  readonly event: number | null;
  readonly kickoffTime: string;
  readonly teamH: TeamId;
  readonly teamA: TeamId;
  readonly teamHScore: number | null;
  readonly teamAScore: number | null;
  readonly finished: boolean;
}

/** A club of the season: ids are 1-20 within one season; the name is the rows' `team`. */
export interface SeasonTeam {
  readonly id: TeamId;
  readonly name: string;
  readonly shortName: string;
}

/**
 * A player of `players_raw.csv`: the official names, and his availability and ownership at the
 * moment the file was taken (the end of a finished season).
 */
export interface SeasonPlayer {
  readonly id: ElementId;
  readonly code: number;
  readonly firstName: string;
  readonly secondName: string;
  readonly webName: string;
  readonly status: string;
  readonly news: string;
  readonly newsAdded: string | null;
  readonly chanceOfPlayingThisRound: number | null;
  readonly chanceOfPlayingNextRound: number | null;
  /** Percent of the game's managers who own him, with one decimal ('66.3'). */
  readonly selectedByPercent: number;
}

/** A season read from its folder; `season` is the folder name (`2024-25`). */
export interface CsvSeason {
  readonly season: string;
  readonly rows: readonly GameweekRow[];
  readonly fixtures: readonly SeasonFixture[];
  readonly teams: readonly SeasonTeam[];
  /** The players of `players_raw.csv`, none when the folder lacks it. */
  readonly players: readonly SeasonPlayer[];
}

const POSITIONS: Readonly<Record<string, ElementTypeId>> = { GK: 1, DEF: 2, MID: 3, FWD: 4, AM: 5 };

/**
 * Columns copied into a row's stats when the file has them (older seasons lack some): the ones
 * scoring reads, then the ones a replayed season shows (starts, ICT, expected goals).
 */
const STAT_COLUMNS = [
  ...SCORED_STATS,
  'starts', 'influence', 'creativity', 'threat', 'ict_index', 'expected_goals',
  'expected_assists', 'expected_goal_involvements', 'expected_goals_conceded',
] as const; // prettier-ignore

const int = (s: string | undefined): number => (s === undefined || s === '' ? 0 : Number(s));
const intOrNull = (s: string | undefined): number | null => (s ? Number(s) : null);
/** Python's None, as the data set writes an empty value. */
const orNone = (s: string | undefined): string | null => (!s || s === 'None' ? null : s);

/** Maps one CSV record of a gameweek file to a typed row. */
export function toGameweekRow(record: Record<string, string>, gameweek: number): GameweekRow {
  const elementType = POSITIONS[record.position ?? ''];
  if (elementType === undefined) throw new Error(`unknown position ${record.position}`);
  const stats: Record<string, number> = {};
  for (const column of STAT_COLUMNS) {
    const raw = record[column];
    if (raw !== undefined && raw !== '') stats[column] = Number(raw);
  }
  return {
    gameweek,
    element: int(record.element) as ElementId,
    name: record.name ?? '',
    elementType,
    team: record.team ?? '',
    fixture: int(record.fixture) as FixtureId,
    kickoffTime: record.kickoff_time ?? '',
    wasHome: record.was_home === 'True',
    stats: stats as FixtureStats,
    bps: int(record.bps),
    totalPoints: int(record.total_points),
    value: int(record.value) as Money,
    selected: int(record.selected),
    transfersIn: int(record.transfers_in),
    transfersOut: int(record.transfers_out),
  };
}

/** Maps one record of `fixtures.csv` (2025-26 writes numbers as floats and leaves blanks). */
export function toSeasonFixture(record: Record<string, string>): SeasonFixture {
  return {
    id: int(record.id) as FixtureId,
    event: intOrNull(record.event),
    kickoffTime: record.kickoff_time ?? '',
    teamH: int(record.team_h) as TeamId,
    teamA: int(record.team_a) as TeamId,
    teamHScore: intOrNull(record.team_h_score),
    teamAScore: intOrNull(record.team_a_score),
    finished: record.finished === 'True',
  };
}

/** Maps one record of `players_raw.csv`. */
export function toSeasonPlayer(record: Record<string, string>): SeasonPlayer {
  const chance = (s: string | undefined) => intOrNull(orNone(s) ?? undefined);
  return {
    id: int(record.id) as ElementId,
    code: int(record.code),
    firstName: record.first_name ?? '',
    secondName: record.second_name ?? '',
    webName: record.web_name ?? '',
    status: record.status || 'a',
    news: record.news ?? '',
    newsAdded: orNone(record.news_added),
    chanceOfPlayingThisRound: chance(record.chance_of_playing_this_round),
    chanceOfPlayingNextRound: chance(record.chance_of_playing_next_round),
    selectedByPercent: Number(record.selected_by_percent) || 0,
  };
}

/** Keeps the first row of each (element, fixture): 2025-26 has exact duplicates (quirk 8). */
export function dedupeRows(rows: readonly GameweekRow[]): GameweekRow[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.element}:${r.fixture}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Reads the gameweek rows: `merged_gw.csv` when present, else `gwN.csv` merged by column name. */
function readRows(dir: string, gameweeks: readonly number[]): GameweekRow[] {
  const merged = join(dir, 'gws', 'merged_gw.csv');
  if (existsSync(merged)) {
    const records = parseCsvRecords(readFileSync(merged, 'utf8'));
    return records
      .map((r) => toGameweekRow(r, int(r.GW ?? r.round)))
      .filter((r) => gameweeks.includes(r.gameweek));
  }
  return gameweeks.flatMap((gw) => {
    const file = join(dir, 'gws', `gw${gw}.csv`);
    if (!existsSync(file)) return [];
    // The gameweek comes from the file name; `round` holds the same number.
    return parseCsvRecords(readFileSync(file, 'utf8')).map((r) => toGameweekRow(r, gw));
  });
}

/** The records of a CSV file, or none when the season lacks it. */
function readRecords(file: string): Record<string, string>[] {
  return existsSync(file) ? parseCsvRecords(readFileSync(file, 'utf8')) : [];
}

const ALL_GAMEWEEKS = Array.from({ length: 38 }, (_, i) => i + 1);

/** Reads a season folder (`gws/`, `fixtures.csv`), optionally only some gameweeks. */
export function readCsvSeason(
  dir: string,
  options: { gameweeks?: readonly number[] } = {},
): CsvSeason {
  const rows = dedupeRows(readRows(dir, options.gameweeks ?? ALL_GAMEWEEKS));
  const fixtures = readRecords(join(dir, 'fixtures.csv')).map(toSeasonFixture);
  const teams = readRecords(join(dir, 'teams.csv')).map((r) => ({
    id: int(r.id) as TeamId,
    name: r.name ?? '',
    shortName: r.short_name ?? '',
  }));
  const players = readRecords(join(dir, 'players_raw.csv')).map(toSeasonPlayer);
  return { season: basename(dir), rows, fixtures, teams, players };
}
