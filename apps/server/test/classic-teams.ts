// The teams of the classic table tests (runner/leagues): their gameweeks written as finalisation
// writes entry_history, the same teams as the engine's classicStandings members, and the
// finalisations that build the tables from them.
import { sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { ClassicMember, EntryId, Phase } from '@ofl/engine';
import type { Database, Db } from '@ofl/db';
import { seasonPhases, writeLeagueTables } from '../src/runner/leagues/league-tables';

export interface Gameweek {
  points: number;
  cost: number;
  transfers: number;
  chip: 'wildcard' | 'freehit' | null;
}
export interface Team {
  started: number;
  gameweeks: Gameweek[];
}

/**
 * The season's phases, as the tables' finalisation reads them: read from `database` before the
 * file's tests, into the array returned.
 */
export function useSeasonPhases(database: Database): Phase[] {
  const phases: Phase[] = [];
  beforeAll(async () => {
    phases.push(...(await seasonPhases(database.db)));
  });
  return phases;
}

/**
 * Writes team i + 1 (its user, its entry and its history, totals net of hits and the tie-break
 * counting transfers outside a chip) for each of `teams`.
 */
export async function insertTeams(db: Db, teams: readonly Team[]): Promise<void> {
  await db.execute(sql`insert into users (id, email, password_hash, first_name, last_name, region)
    select g, 't' || g || '@example.com', '-', 'A', 'B', 241
    from generate_series(1, ${teams.length}::int) g`);
  const started = teams.map((t, i) => `(${i + 1},${t.started})`).join(',');
  await db.execute(
    sql.raw(`insert into entries (id, user_id, name, started_event, bank)
             select g, g, 'Team ' || g, s, 0 from (values ${started}) as x(g, s)`),
  );
  const rows: string[] = [];
  for (const [i, team] of teams.entries()) {
    let total = 0;
    let counted = 0;
    for (const [k, g] of team.gameweeks.entries()) {
      total += g.points - g.cost;
      counted += g.chip === null ? g.transfers : 0;
      rows.push(
        `(${i + 1},${team.started + k},${g.points},${total},0,1000,${g.transfers},${g.cost},0,${counted})`,
      );
    }
  }
  if (rows.length === 0) return;
  await db.execute(
    sql.raw(`insert into entry_history (entry_id, event, points, total_points, bank, value,
               event_transfers, event_transfers_cost, points_on_bench, tiebreak_transfers)
             values ${rows.join(',')}`),
  );
}

/** The teams as the engine's classicStandings members. */
export function engineMembers(teams: readonly Team[]): ClassicMember[] {
  return teams.map((team, i) => ({
    entry: (i + 1) as EntryId,
    gameweeks: team.gameweeks.map((g, k) => ({
      event: team.started + k,
      points: g.points,
      transfersCost: g.cost,
      countedTransfers: g.chip === null ? g.transfers : 0,
    })),
  }));
}

/** Finalises the tables of gameweeks 1 to `upTo`, one after another. */
export async function finaliseTables(db: Db, upTo: number): Promise<void> {
  for (let event = 1; event <= upTo; event++) await writeLeagueTables(db, event);
}
