// The general leagues' counted tables, read page by page as the standings page reads them, must
// be the engine's classicStandings: for the whole season and every month, with ties, the
// transfers tie-break, teams starting late, the first-gameweek hit rule of a month, Second
// Chance's late start and Overall's ranks shared on equal totals.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classicStandings,
  phasesContaining,
  type ClassicMember,
  type ClassicRow,
  type EntryId,
  type Phase,
} from '@ofl/engine';
import type { ClassicStandingsRow } from '@ofl/api';
import {
  keepGeneralMembers,
  queryRows,
  readStandingsParts,
  SECOND_CHANCE_EVENT,
  STANDINGS_PAGE,
} from '@ofl/db';
import { useTestDatabase } from '../../../test/build-app';
import { writeLeagueTables } from './league-tables';
import {
  engineMembers,
  finaliseTables,
  insertTeams,
  useSeasonPhases,
  type Team,
} from '../../../test/classic-teams';

const database = useTestDatabase();
const phases = useSeasonPhases(database);

/** The general leagues of the test, by short_name, and the gameweek each starts. */
const GENERAL = { overall: 1, 'region-241': 1, 'team-1': 1, 'event-1': 1, sc: SECOND_CHANCE_EVENT };
type General = keyof typeof GENERAL;

/** Writes the teams' history as finalisation does and puts them all in every general league. */
async function buildLeagues(teams: readonly Team[]): Promise<Record<General, number>> {
  const db = database.db;
  await db.execute(
    sql`truncate users, entries, leagues, league_standings, general_totals, general_buckets,
                 general_members
        restart identity cascade`,
  );
  const ids = {} as Record<General, number>;
  for (const [short, start] of Object.entries(GENERAL)) {
    const [league] = await queryRows<{ id: number }>(
      db,
      sql`insert into leagues (name, short_name, league_type, scoring, start_event)
          values (${short}, ${short}, 's', 'c', ${start}) returning id`,
    );
    ids[short as General] = league!.id;
  }
  await insertTeams(db, teams);
  await db.execute(sql`insert into league_entries (entry_id, league_id)
    select e.id, l.id from entries e cross join leagues l`);
  await keepGeneralMembers(db);
  return ids;
}

type ReadRow = Pick<
  ClassicStandingsRow,
  'entry' | 'total' | 'event_total' | 'rank' | 'last_rank' | 'rank_sort'
>;

/** Every page of the league's table in `phase`, as the standings page reads them. */
async function readTable(league: number, phase: number, event: number): Promise<ReadRow[]> {
  const rows: ReadRow[] = [];
  for (let page = 1; ; page++) {
    const parts = await readStandingsParts(database.db, {
      league,
      phase,
      page,
      newEntriesPage: 1,
      rule: 'tables',
      event,
    });
    const standings = JSON.parse(parts!.standings) as { has_next: boolean; results: ReadRow[] };
    expect(standings.results.length).toBeLessThanOrEqual(STANDINGS_PAGE);
    rows.push(
      ...standings.results.map(({ entry, total, event_total, rank, last_rank, rank_sort }) => ({
        entry,
        total,
        event_total,
        rank,
        last_rank,
        rank_sort,
      })),
    );
    if (!standings.has_next) return rows;
  }
}

/** Ranks shared by equal totals alone, as Overall's are. */
function byTotal(rows: ClassicRow[]): Map<EntryId, number> {
  return new Map(rows.map((r) => [r.entry, 1 + rows.filter((o) => o.total > r.total).length]));
}

function expected(
  members: ClassicMember[],
  short: General,
  event: number,
  phase?: Phase,
): ReadRow[] {
  const startEvent = GENERAL[short];
  const from = Math.max(startEvent, phase?.startEvent ?? 1);
  if (from > event) return [];
  const options = { startEvent, event, ...(phase && { phase }) };
  const rows = classicStandings(members, options);
  let rank = (r: ClassicRow) => r.rank;
  let lastRank = (r: ClassicRow) => r.lastRank;
  if (short === 'overall') {
    const now = byTotal(rows);
    const before =
      event - 1 >= from
        ? byTotal(classicStandings(members, { ...options, event: event - 1 }))
        : null;
    rank = (r) => now.get(r.entry)!;
    lastRank = (r) => before?.get(r.entry) ?? 0;
  }
  return rows.map((r) => ({
    entry: r.entry,
    total: r.total,
    event_total: r.eventTotal,
    rank: rank(r),
    last_rank: lastRank(r),
    rank_sort: r.rankSort,
  }));
}

async function expectEngineTables(
  teams: readonly Team[],
  ids: Record<General, number>,
  event: number,
) {
  const members = engineMembers(teams);
  for (const short of Object.keys(GENERAL) as General[]) {
    expect(await readTable(ids[short], 1, event), `${short} at ${event}`).toEqual(
      expected(members, short, event),
    );
    for (const phase of phasesContaining(phases, event)) {
      if (phase.id === 1) continue;
      expect(await readTable(ids[short], phase.id, event), `${short}, ${phase.name}`).toEqual(
        expected(members, short, event, phase),
      );
    }
  }
}

const gameweek = fc.record({
  points: fc.integer({ min: 0, max: 12 }),
  cost: fc.constantFrom(0, 0, 4, 8),
  transfers: fc.integer({ min: 0, max: 3 }),
  chip: fc.constantFrom(null, null, null, 'wildcard' as const, 'freehit' as const),
});
const teamsUpTo = (lastEvent: number, count: { minLength: number; maxLength: number }) =>
  fc.array(
    fc.integer({ min: 1, max: 3 }).chain((started) =>
      fc.record({
        started: fc.constant(started),
        gameweeks: fc.array(gameweek, {
          minLength: lastEvent - started + 1,
          maxLength: lastEvent - started + 1,
        }),
      }),
    ),
    count,
  );

describe('general league tables, counted', () => {
  it("equal the engine's standings for random totals, every gameweek", async () => {
    const lastEvent = 6;
    await fc.assert(
      fc.asyncProperty(teamsUpTo(lastEvent, { minLength: 1, maxLength: 10 }), async (teams) => {
        const ids = await buildLeagues(teams);
        for (let event = 1; event <= lastEvent; event++) {
          await writeLeagueTables(database.db, event);
          await expectEngineTables(teams, ids, event);
        }
      }),
      { numRuns: 6 },
    );
  }, 240_000);

  it('read page by page through ties spanning pages', async () => {
    // Few totals among many teams: buckets larger than a page, pages starting inside them.
    const teams: Team[] = Array.from({ length: 130 }, (_, i) => ({
      started: 1 + (i % 7 === 0 ? 1 : 0),
      gameweeks: Array.from({ length: i % 7 === 0 ? 2 : 3 }, (_, k) => ({
        points: (i * 7 + k) % 3,
        cost: i % 11 === 0 && k === 1 ? 4 : 0,
        transfers: (i + k) % 2,
        chip: null,
      })),
    }));
    const ids = await buildLeagues(teams);
    await finaliseTables(database.db, 3);
    await expectEngineTables(teams, ids, 3);
  }, 120_000);

  it('counts Second Chance from its first gameweek, beside the season', async () => {
    const lastEvent = SECOND_CHANCE_EVENT + 1;
    await fc.assert(
      fc.asyncProperty(teamsUpTo(lastEvent, { minLength: 2, maxLength: 6 }), async (teams) => {
        const ids = await buildLeagues(teams);
        await finaliseTables(database.db, lastEvent);
        await expectEngineTables(teams, ids, lastEvent);
      }),
      { numRuns: 2 },
    );
  }, 240_000);
});
