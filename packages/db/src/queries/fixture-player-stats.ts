// The players' lines of each fixture as posted (live, then final), read per fixture and per
// gameweek.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../raw-sql';
import { elements, fixturePlayerStats } from '../schema/index';

/** A fixture's clubs and gameweek. */
export interface FixtureSidesRow {
  team_h: number;
  team_a: number;
  event: number | null;
}

/** One player's line of a fixture, his club beside it. */
export interface FixtureLineRow {
  element: number;
  team: number;
  stats: Record<string, number>;
  points: number;
  bps: number;
  bonus: number;
}

/** A player of the game and his line in one of the gameweek's fixtures; nulls if none. */
export interface EventLineRow {
  element: number;
  element_type: number;
  in_dreamteam: boolean;
  fixture: number | null;
  stats: Record<string, number> | null;
  points: number | null;
  bps: number | null;
  bonus: number | null;
}

/** The fixture's clubs and gameweek, if there is such a fixture. */
export async function fixtureSides(db: Tx, id: number): Promise<FixtureSidesRow | undefined> {
  const [fixture] = await queryRows<FixtureSidesRow>(
    db,
    sql`select team_h, team_a, event from fixtures where id = ${id}`,
  );
  return fixture;
}

/** The fixture's lines, most points first. */
export function fixtureLines(db: Tx, id: number): Promise<FixtureLineRow[]> {
  return queryRows<FixtureLineRow>(
    db,
    sql`select s.element_id as element, el.team, s.stats, s.points, s.bps, s.bonus
          from fixture_player_stats s join elements el on el.id = s.element_id
          where s.fixture_id = ${id}
          order by s.points + s.bonus desc, s.bps desc, s.element_id`,
  );
}

/**
 * Every player with his lines of the gameweek's fixtures, one row per line (one with nulls for a
 * player without any), by player then fixture.
 */
export function eventLines(db: Tx, event: number): Promise<EventLineRow[]> {
  return queryRows<EventLineRow>(
    db,
    sql`select el.id as element, el.element_type, el.in_dreamteam and ev.finished as in_dreamteam,
               s.fixture_id as fixture, s.stats, s.points, s.bps, s.bonus
        from elements el
        cross join (select finished from events where id = ${event}) ev
        left join (select s.* from fixture_player_stats s join fixtures f on f.id = s.fixture_id
                   where f.event = ${event}) s on s.element_id = el.id
        order by el.id, s.fixture_id`,
  );
}

/** The players' lines of the fixtures, each with the player's club. */
export function fixturesLines(tx: Tx, fixtureIds: number[]) {
  return tx
    .select({
      fixtureId: fixturePlayerStats.fixtureId,
      elementId: fixturePlayerStats.elementId,
      team: elements.team,
      stats: fixturePlayerStats.stats,
      bps: fixturePlayerStats.bps,
      bonus: fixturePlayerStats.bonus,
    })
    .from(fixturePlayerStats)
    .innerJoin(elements, eq(elements.id, fixturePlayerStats.elementId))
    .where(inArray(fixturePlayerStats.fixtureId, fixtureIds));
}
