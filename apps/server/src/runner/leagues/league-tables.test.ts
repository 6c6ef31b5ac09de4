// The league tables the finalisation writes must be the engine's classicStandings: for the whole
// season and for every month, with ties, the transfers tie-break, leagues starting late, teams
// starting late and the first-gameweek hit rule of a month.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classicStandings, phasesContaining } from '@ofl/engine';
import type { ClassicStandingsRow } from '@ofl/api';
import { queryRows } from '@ofl/db';
import { useTestDatabase } from '../../../test/build-app';
import { writeLeagueTables } from './league-tables';
import {
  engineMembers,
  finaliseTables,
  insertTeams,
  useSeasonPhases,
  type Gameweek,
  type Team,
} from '../../../test/classic-teams';

const database = useTestDatabase();
const phases = useSeasonPhases(database);

/** Writes the teams' history as finalisation does and puts them all in one league. */
async function buildLeague(teams: readonly Team[], startEvent: number): Promise<number> {
  const db = database.db;
  await db.execute(
    sql`truncate users, entries, leagues, league_standings restart identity cascade`,
  );
  const [league] = await queryRows<{ id: number }>(
    db,
    sql`insert into leagues (name, league_type, scoring, start_event)
        values ('Test', 'x', 'c', ${startEvent}) returning id`,
  );
  await insertTeams(db, teams);
  await db.execute(sql`insert into league_entries (entry_id, league_id)
    select id, ${league!.id} from entries`);
  return league!.id;
}

/** A stored row, read in the standings page's row shape. */
type StoredRow = Pick<
  ClassicStandingsRow,
  'entry' | 'total' | 'event_total' | 'rank' | 'last_rank' | 'rank_sort'
>;

async function stored(leagueId: number, phase: number): Promise<StoredRow[]> {
  return queryRows<StoredRow>(
    database.db,
    sql`select entry_id as entry, total, event_total, rank, last_rank, rank_sort
        from league_standings where league_id = ${leagueId} and phase = ${phase}
        order by rank_sort`,
  );
}

const asEngine = (rows: ReturnType<typeof classicStandings>) =>
  rows.map((r) => ({
    entry: r.entry,
    total: r.total,
    event_total: r.eventTotal,
    rank: r.rank,
    last_rank: r.lastRank,
    rank_sort: r.rankSort,
  }));

const gameweek = (points: number, cost = 0, transfers = 0, chip: Gameweek['chip'] = null) => ({
  points,
  cost,
  transfers,
  chip,
});

describe('league tables at finalisation', () => {
  it('gives tied teams one rank and distinct rank_sort, fewer transfers first', async () => {
    const leagueId = await buildLeague(
      [
        { started: 1, gameweeks: [gameweek(9)] },
        { started: 1, gameweeks: [gameweek(9)] },
        { started: 1, gameweeks: [gameweek(13, 4, 2)] },
        { started: 1, gameweeks: [gameweek(9, 0, 3, 'wildcard')] },
        { started: 1, gameweeks: [gameweek(20)] },
      ],
      1,
    );
    await finaliseTables(database.db, 1);
    expect((await stored(leagueId, 1)).map((r) => [r.entry, r.total, r.rank, r.rank_sort])).toEqual(
      [
        [5, 20, 1, 1],
        [1, 9, 2, 2],
        [2, 9, 2, 3],
        [4, 9, 2, 4],
        [3, 9, 5, 5],
      ],
    );
  });

  it("forgives the hits of a month's first gameweek in that month's table only", async () => {
    const month = phases.find((p) => p.id !== 1 && p.startEvent > 1)!;
    const first = month.startEvent;
    const early = Array.from({ length: first - 1 }, () => gameweek(10));
    const leagueId = await buildLeague(
      [
        { started: 1, gameweeks: [...early, gameweek(12, 8, 3)] },
        { started: 1, gameweeks: [...early, gameweek(6)] },
      ],
      1,
    );
    await finaliseTables(database.db, first);
    const monthTable = await stored(leagueId, month.id);
    expect(monthTable.map((r) => [r.entry, r.total, r.event_total])).toEqual([
      [1, 12, 12],
      [2, 6, 6],
    ]);
    const season = await stored(leagueId, 1);
    expect(season.map((r) => [r.entry, r.total, r.event_total])).toEqual([
      [2, (first - 1) * 10 + 6, 6],
      [1, (first - 1) * 10 + 4, 4],
    ]);
  });

  it('counts from the league start, leaves later teams out until they play, and moves last_rank', async () => {
    const leagueId = await buildLeague(
      [
        { started: 1, gameweeks: [gameweek(50), gameweek(1), gameweek(1)] },
        { started: 1, gameweeks: [gameweek(0), gameweek(5), gameweek(1)] },
        { started: 3, gameweeks: [gameweek(3)] },
      ],
      2,
    );
    await finaliseTables(database.db, 1);
    expect(await stored(leagueId, 1)).toEqual([]);
    await finaliseTables(database.db, 2);
    expect((await stored(leagueId, 1)).map((r) => [r.entry, r.total, r.last_rank])).toEqual([
      [2, 5, 0],
      [1, 1, 0],
    ]);
    // A crash before the swap leaves a half-built table: the step runs again from scratch.
    await database.db.execute(
      sql`create table league_standings_next_1 as select * from league_standings_1 limit 1`,
    );
    await writeLeagueTables(database.db, 3);
    expect((await stored(leagueId, 1)).map((r) => [r.entry, r.total, r.rank, r.last_rank])).toEqual(
      [
        [2, 6, 1, 1],
        [3, 3, 2, 0],
        [1, 2, 3, 2],
      ],
    );
  });

  it("equals the engine's standings for a league built from random totals", async () => {
    const gw = fc.record({
      points: fc.integer({ min: 0, max: 12 }),
      cost: fc.constantFrom(0, 0, 4, 8),
      transfers: fc.integer({ min: 0, max: 3 }),
      chip: fc.constantFrom(null, null, null, 'wildcard' as const, 'freehit' as const),
    });
    const lastEvent = 6;
    const team = fc.integer({ min: 1, max: 3 }).chain((started) =>
      fc.record({
        started: fc.constant(started),
        gameweeks: fc.array(gw, {
          minLength: lastEvent - started + 1,
          maxLength: lastEvent - started + 1,
        }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(team, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: lastEvent }),
        async (teams, startEvent, event) => {
          const leagueId = await buildLeague(teams, startEvent);
          await finaliseTables(database.db, event);
          const members = engineMembers(teams);
          const season = event < startEvent ? [] : classicStandings(members, { startEvent, event });
          expect(await stored(leagueId, 1)).toEqual(asEngine(season));
          for (const phase of phasesContaining(phases, event)) {
            if (phase.id === 1 || Math.max(startEvent, phase.startEvent) > event) continue;
            const month = classicStandings(members, { startEvent, event, phase });
            expect(await stored(leagueId, phase.id)).toEqual(asEngine(month));
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 240_000);
});
