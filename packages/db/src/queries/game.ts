// The game itself, as the services read it: its settings and clock, gameweeks, fixtures, phases,
// positions and clubs.
import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  elementTypes,
  events,
  fixtures,
  gameClock,
  gameSettings,
  phases,
  teams,
} from '../schema/index';

/** The game_settings row (there is one), if the season is set up. */
export async function gameSettingsRow(tx: Tx) {
  const [stored] = await tx.select().from(gameSettings).limit(1);
  return stored;
}

/** Every gameweek's deadline, by id. */
export function gameweekDeadlines(tx: Tx): Promise<{ id: number; deadline_time: Date }[]> {
  return tx
    .select({ id: events.id, deadline_time: events.deadlineTime })
    .from(events)
    .orderBy(asc(events.id));
}

/** The positions, by id. */
export function elementTypeRows(tx: Tx) {
  return tx.select().from(elementTypes).orderBy(asc(elementTypes.id));
}

/** Every club's id and name. */
export function teamNameRows(tx: Tx) {
  return tx.select({ id: teams.id, name: teams.name }).from(teams);
}

/** Whether a club with that id is in the game. */
export async function teamExists(tx: Tx, id: number): Promise<boolean> {
  const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, id));
  return team !== undefined;
}

/** Every phase of the season (the months, and 1 the whole season). */
export function phaseRows(tx: Tx) {
  return tx.select().from(phases);
}

/** The time the game clock is set to; null while it follows real time. */
export async function fixedClockTime(tx: Tx): Promise<Date | null> {
  const [row] = await tx.select({ fixedNow: gameClock.fixedNow }).from(gameClock).limit(1);
  return row?.fixedNow ?? null;
}

/** Sets the game clock's time; null is real time. */
export async function setFixedClockTime(tx: Tx, at: Date | null): Promise<void> {
  await tx
    .insert(gameClock)
    .values({ id: 1, fixedNow: at })
    .onConflictDoUpdate({ target: gameClock.id, set: { fixedNow: at } });
}

/** The data version of the game_settings row, if there is one. */
export async function gameSettingsVersion(tx: Tx): Promise<number | undefined> {
  const [before] = await tx.select({ version: gameSettings.version }).from(gameSettings);
  return before?.version;
}

/** Whether the game_settings row is there: false on a database that holds no season. */
export async function gameSettingsExist(tx: Tx): Promise<boolean> {
  const rows = await tx
    .select({ id: gameSettings.id })
    .from(gameSettings)
    .where(eq(gameSettings.id, 1));
  return rows.length > 0;
}

/** Every gameweek's id, in order. */
export function gameweekIds(tx: Tx) {
  return tx.select({ id: events.id }).from(events).orderBy(asc(events.id));
}

/** The gameweek's row, with its figures once finalised. */
export async function gameweekRow(tx: Tx, event: number) {
  const [row] = await tx.select().from(events).where(eq(events.id, event));
  return row;
}

/** The gameweek's average and highest score. */
export async function gameweekScores(tx: Tx, event: number) {
  const [figures] = await tx
    .select({ average: events.averageEntryScore, highest: events.highestScore })
    .from(events)
    .where(eq(events.id, event));
  return figures;
}

/** The kick-off of each of the gameweek's fixtures and whether it is over (provisionally). */
export function gameweekMatches(tx: Tx, event: number) {
  return tx
    .select({ kickoff: fixtures.kickoffTime, over: fixtures.finishedProvisional })
    .from(fixtures)
    .where(eq(fixtures.event, event));
}

/** The kick-offs of the gameweek's fixtures, earliest first. */
export function gameweekKickoffs(tx: Tx, event: number) {
  return tx
    .select({ kickoff: fixtures.kickoffTime })
    .from(fixtures)
    .where(eq(fixtures.event, event))
    .orderBy(asc(fixtures.kickoffTime));
}

/** The fixtures (of one gameweek, or the future ones: not finished, kick-off after `now`), by
 * kick-off. */
export function fixtureRows(tx: Tx, filter: { event?: number; futureAfter?: Date }) {
  const filters: SQL[] = [];
  if (filter.event !== undefined) filters.push(eq(fixtures.event, filter.event));
  if (filter.futureAfter !== undefined) {
    filters.push(eq(fixtures.finished, false), gt(fixtures.kickoffTime, filter.futureAfter));
  }
  return tx
    .select()
    .from(fixtures)
    .where(and(...filters))
    .orderBy(asc(fixtures.kickoffTime), asc(fixtures.id));
}
