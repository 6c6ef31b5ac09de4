// What a finished gameweek gave each element: points (bonus included), BPS and whether he played
// (engine playedInGameweek), the input of automatic substitutions, scores and the dream team.
import { sql } from 'drizzle-orm';
import { playedInGameweek, type ElementTypeId } from '@ofl/engine';
import { queryRows, type Tx } from '@ofl/db';

/** One element's gameweek. Elements without a fixture line scored 0 and did not play. */
export interface ElementResult {
  element: number;
  elementType: ElementTypeId;
  points: number;
  bps: number;
  played: boolean;
}

/** Every element's result in the gameweek, from fixture_player_stats. */
export async function elementResults(db: Tx, event: number): Promise<ElementResult[]> {
  const rows = await queryRows<{
    id: number;
    element_type: number;
    points: number | null;
    bps: number | null;
    lines: Record<string, number>[] | null;
  }>(
    db,
    sql`select el.id, el.element_type, x.points, x.bps, x.lines
        from elements el left join (
          select s.element_id, sum(s.points + s.bonus)::int as points, sum(s.bps)::int as bps,
                 jsonb_agg(s.stats) as lines
          from fixture_player_stats s join fixtures f on f.id = s.fixture_id
          where f.event = ${event} group by s.element_id
        ) x on x.element_id = el.id
        order by el.id`,
  );
  return rows.map((r) => ({
    element: r.id,
    elementType: r.element_type as ElementTypeId,
    points: r.points ?? 0,
    bps: r.bps ?? 0,
    played: playedInGameweek(r.lines ?? []),
  }));
}

/**
 * Every element's result so far in a live gameweek, counting as played while one of his club's
 * matches of the gameweek is not over yet: what provisional automatic substitutions go by, so a
 * starter is replaced only once his last match is over without him.
 */
export async function provisionalElementResults(db: Tx, event: number): Promise<ElementResult[]> {
  const pending = await queryRows<{ id: number }>(
    db,
    sql`select distinct el.id from elements el
        join fixtures f on f.event = ${event} and el.team in (f.team_h, f.team_a)
        where not f.finished_provisional`,
  );
  const toPlay = new Set(pending.map((p) => p.id));
  return (await elementResults(db, event)).map((r) =>
    toPlay.has(r.element) ? { ...r, played: true } : r,
  );
}
