// The game itself, as the services read it: its settings, gameweeks, positions and clubs.
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { elementTypes, events, gameSettings, teams } from '../schema/index';

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
