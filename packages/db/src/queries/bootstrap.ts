// What bootstrap-static shows: the settings, gameweeks, clubs, players, positions, fixtures,
// chips and phases, and how many teams play.
import { asc, count, eq, gt } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  chips,
  elementTypes,
  elements,
  entries,
  events,
  fixtures,
  gameSettings,
  phases,
  teams,
} from '../schema/index';

/** Every row bootstrap-static is built from. */
export async function bootstrapRows(db: Tx) {
  const [settings] = await db.select().from(gameSettings).where(eq(gameSettings.id, 1));
  const eventRows = await db.select().from(events).orderBy(asc(events.id));
  const teamRows = await db.select().from(teams).orderBy(asc(teams.id));
  const elementRows = await db.select().from(elements).orderBy(asc(elements.id));
  const typeRows = await db.select().from(elementTypes).orderBy(asc(elementTypes.id));
  const fixtureRows = await db.select().from(fixtures);
  // Teams kept from last season count once they pick their squad (started_event is 0 until then).
  const [{ managers } = { managers: 0 }] = await db
    .select({ managers: count() })
    .from(entries)
    .where(gt(entries.startedEvent, 0));
  const chipRows = await db.select().from(chips).orderBy(asc(chips.id));
  const phaseRows = await db.select().from(phases).orderBy(asc(phases.id));
  return {
    settings,
    eventRows,
    teamRows,
    elementRows,
    typeRows,
    fixtureRows,
    managers,
    chipRows,
    phaseRows,
  };
}

export type BootstrapRows = Awaited<ReturnType<typeof bootstrapRows>>;
