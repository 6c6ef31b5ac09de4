// What element-summary/{id}/ shows of one player: his club's remaining fixtures, his fixture
// lines of this season with the market of each gameweek, and his previous seasons (archived by
// each new season, by his code).
import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  elementEvents,
  elementPastSeasons,
  elements,
  events,
  fixturePlayerStats,
  fixtures,
} from '../schema/index';

/** The player's summary rows, or null when there is no such player. */
export async function elementSummaryRows(db: Tx, id: number) {
  const [element] = await db.select().from(elements).where(eq(elements.id, id));
  if (!element) return null;
  const eventNames = new Map(
    (await db.select({ id: events.id, name: events.name }).from(events)).map((e) => [e.id, e.name]),
  );
  const clubFixtures = await db
    .select()
    .from(fixtures)
    .where(
      and(
        eq(fixtures.finished, false),
        or(eq(fixtures.teamH, element.team), eq(fixtures.teamA, element.team)),
      ),
    )
    .orderBy(asc(fixtures.kickoffTime), asc(fixtures.id));
  // Every fixture he has a line in, and, as the official history, every started fixture of his
  // club in a gameweek he was in the game for (its deadline wrote his market row), without a
  // line where he did not appear.
  const lines = await db
    .select({ line: fixturePlayerStats, fixture: fixtures, market: elementEvents })
    .from(fixtures)
    .leftJoin(
      fixturePlayerStats,
      and(eq(fixturePlayerStats.fixtureId, fixtures.id), eq(fixturePlayerStats.elementId, id)),
    )
    .leftJoin(
      elementEvents,
      and(eq(elementEvents.elementId, id), eq(elementEvents.event, fixtures.event)),
    )
    .where(
      or(
        isNotNull(fixturePlayerStats.elementId),
        and(
          eq(fixtures.started, true),
          or(eq(fixtures.teamH, element.team), eq(fixtures.teamA, element.team)),
          isNotNull(elementEvents.elementId),
        ),
      ),
    )
    .orderBy(asc(fixtures.kickoffTime), asc(fixtures.id));
  const past = await db
    .select()
    .from(elementPastSeasons)
    .where(eq(elementPastSeasons.elementCode, element.code))
    .orderBy(asc(elementPastSeasons.seasonName));

  return { element, eventNames, clubFixtures, lines, past };
}

export type ElementSummaryRows = NonNullable<Awaited<ReturnType<typeof elementSummaryRows>>>;
