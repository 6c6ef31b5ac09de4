// The simulator's matches for stored fixtures. A match is a pure function of stored data (the
// clubs, their squads and the fixture's code as the seed), so any process, before or after a
// crash, replays exactly the same match; a small cache saves replaying it every minute.
import { asc, eq, inArray } from 'drizzle-orm';
import { type Tx } from '@ofl/db';
import { elements, fixtures, teams } from '@ofl/db/tables';
import { simulateFixture, type SimPlayer, type SimTeam, type SimulatedMatch } from '@ofl/feed';

type FixtureRow = Pick<typeof fixtures.$inferSelect, 'id' | 'code' | 'teamH' | 'teamA'>;

const cache = new Map<string, SimulatedMatch>();

/** Drops the cached matches: a new season's fixtures may reuse the last one's ids and codes. */
export function forgetSimulatedMatches(): void {
  cache.clear();
}

// The stored clubs carry the strength numbers but not the generator's hidden rating; the
// generator sets strength_overall_home = 1000 + 330 * rating (to 5), so the rating comes back.
function simTeam(row: typeof teams.$inferSelect): SimTeam {
  return {
    id: row.id,
    rating: Math.min(1, Math.max(0, (row.strengthOverallHome - 1000) / 330)),
    strength_overall_home: row.strengthOverallHome,
    strength_overall_away: row.strengthOverallAway,
    strength_attack_home: row.strengthAttackHome,
    strength_attack_away: row.strengthAttackAway,
    strength_defence_home: row.strengthDefenceHome,
    strength_defence_away: row.strengthDefenceAway,
  };
}

function simPlayer(row: typeof elements.$inferSelect): SimPlayer {
  return {
    id: row.id,
    team: row.team,
    element_type: row.elementType as SimPlayer['element_type'],
    status: row.status as SimPlayer['status'],
    chance_of_playing_next_round: row.chanceOfPlayingNextRound,
    quality: row.quality,
    minutesLikelihood: row.minutesLikelihood,
    penalties_order: row.penaltiesOrder,
    direct_freekicks_order: row.directFreekicksOrder,
    corners_and_indirect_freekicks_order: row.cornersAndIndirectFreekicksOrder,
  };
}

/** The simulated matches of some fixtures, keyed by fixture id. */
export async function simulatedMatches(
  db: Tx,
  rows: readonly FixtureRow[],
): Promise<Map<number, SimulatedMatch>> {
  const out = new Map<number, SimulatedMatch>();
  const missing = rows.filter((f) => !cache.has(`${f.id}:${f.code}`));
  if (missing.length > 0) {
    const clubIds = [...new Set(missing.flatMap((f) => [f.teamH, f.teamA]))];
    const clubRows = await db.select().from(teams).where(inArray(teams.id, clubIds));
    // Ordered by id: the seeded simulator must see the squads in the same order after any
    // restart, whatever order the table's rows happen to be stored in.
    const players = await db
      .select()
      .from(elements)
      .where(inArray(elements.team, clubIds))
      .orderBy(asc(elements.id));
    const club = (id: number) => ({
      team: simTeam(clubRows.find((t) => t.id === id)!),
      squad: players.filter((p) => p.team === id).map(simPlayer),
    });
    for (const f of missing) {
      const match = simulateFixture({
        seed: f.code,
        fixture: { id: f.id, team_h: f.teamH, team_a: f.teamA },
        home: club(f.teamH),
        away: club(f.teamA),
      });
      cache.set(`${f.id}:${f.code}`, match);
    }
  }
  for (const f of rows) out.set(f.id, cache.get(`${f.id}:${f.code}`)!);
  return out;
}

/** The fixtures of one gameweek, by kick-off. */
export function eventFixtures(db: Tx, event: number) {
  return db.select().from(fixtures).where(eq(fixtures.event, event)).orderBy(fixtures.kickoffTime);
}
