// A season written into emptied season tables: a generated or imported season's settings,
// clubs, positions, players, gameweeks, fixtures, phases and chips, and an imported season's
// real lines and market. Large tables go in bounded statements.
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client';
import {
  chips,
  elementFeedEvents,
  elements,
  elementTypes,
  events,
  fixtureFeedLines,
  fixtures,
  gameSettings,
  phases,
  teams,
} from '../schema/index';

type Rows<T extends PgTable> = PgInsertValue<T>[];

/** Rows in runs of `size`, so each insert stays a bounded size. */
const chunks = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

async function insertInChunks<T extends PgTable>(tx: Tx, table: T, rows: Rows<T>, size: number) {
  for (const part of chunks(rows, size)) await tx.insert(table).values(part);
}

/** Players and fixtures a statement. */
const SEASON_ROWS_PER_INSERT = 200;
/** An imported season's lines and market rows a statement. */
const FEED_ROWS_PER_INSERT = 2000;

/** The parts of a season, as rows of their tables. */
export interface SeasonRows {
  settings: PgInsertValue<typeof gameSettings>;
  teams: Rows<typeof teams>;
  elementTypes: Rows<typeof elementTypes>;
  elements: Rows<typeof elements>;
  events: Rows<typeof events>;
  fixtures: Rows<typeof fixtures>;
  phases: Rows<typeof phases>;
  chips: Rows<typeof chips>;
}

/** Inserts a season's rows, in this order. */
export async function insertSeasonRows(tx: Tx, season: SeasonRows): Promise<void> {
  await tx.insert(gameSettings).values(season.settings);
  await tx.insert(teams).values(season.teams);
  await tx.insert(elementTypes).values(season.elementTypes);
  await insertInChunks(tx, elements, season.elements, SEASON_ROWS_PER_INSERT);
  await tx.insert(events).values(season.events);
  await insertInChunks(tx, fixtures, season.fixtures, SEASON_ROWS_PER_INSERT);
  await tx.insert(phases).values(season.phases);
  await tx.insert(chips).values(season.chips);
}

/** An imported season's real lines per fixture and player. */
export function insertFixtureFeedLines(tx: Tx, rows: Rows<typeof fixtureFeedLines>) {
  return insertInChunks(tx, fixtureFeedLines, rows, FEED_ROWS_PER_INSERT);
}

/** An imported season's market per player and gameweek: club, price, ownership, transfers. */
export function insertElementFeedEvents(tx: Tx, rows: Rows<typeof elementFeedEvents>) {
  return insertInChunks(tx, elementFeedEvents, rows, FEED_ROWS_PER_INSERT);
}

/** The number of managers of the source whose ownership the players show. */
export async function setSourcePlayers(tx: Tx, sourcePlayers: number): Promise<void> {
  await tx.update(gameSettings).set({ sourcePlayers });
}
