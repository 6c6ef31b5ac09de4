// A past season of the demo, built set-based instead of played a gameweek at a time: what the
// rollover and the history pages read of a finished season, and nothing more. Every match is
// simulated as the runner plays it (the same simulator, points, BPS and bonus), the players'
// season totals follow from those lines, their prices move with their points, and each simulated
// manager's season total is what the eleven and captain he picked would have scored, ranked over
// everyone. One transaction, marked by every gameweek's 'finalised', so the rollover may follow.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ofl/db';
import { refreshElementPoints } from '../runner/element-points';
import { matchFeeds } from '../runner/match-feed';
import { fixtureStatRows } from '../runner/post-live-stats';
import { loadRunnerSettings } from '../runner/runner-settings';
import { bumpVersion, isDone, jsonParam, markDone } from '../runner/steps';

/** Fixtures whose lines are written by one statement. */
const FIXTURES_PER_INSERT = 40;

/** The most a player's price falls (tenths) over the season, for the fewest points. */
export const SEASON_PRICE_FALL = 6;
/** The most a player's price rises (tenths) over the season, for the most points. */
export const SEASON_PRICE_RISE = 10;

/** The fixtures of the season in place, with their clubs and codes (the simulator's seeds). */
function seasonFixtures(database: Database) {
  return queryRows<{ id: number; code: number; teamH: number; teamA: number }>(
    database.db,
    sql`select id, code, team_h as "teamH", team_a as "teamA" from fixtures
        where event is not null order by id`,
  );
}

/**
 * Plays the season in place to its end at once, set-based; false when its last gameweek was
 * finalised already. The simulated managers must be in (createDemoPopulation).
 */
export async function buildPastSeason(
  database: Database,
  say: (line: string) => void = () => {},
): Promise<boolean> {
  const { db } = database;
  const [season] = await queryRows<{ first: number; last: number }>(
    db,
    sql`select min(id) as first, max(id) as last from events`,
  );
  const { first, last } = season!;
  if (await isDone(db, last, 'finalised')) return false;
  const run = await loadRunnerSettings(db);
  const fixtures = await seasonFixtures(database);
  const feeds = await matchFeeds(db, fixtures);
  const played = fixtures.map((f) => {
    const feed = feeds.get(f.id)!;
    const { rows, score } = fixtureStatRows(run, feed, feed.length);
    return { id: f.id, rows, score };
  });
  say(`  ${played.length} matches played`);
  await db.transaction(async (tx) => {
    for (let from = 0; from < played.length; from += FIXTURES_PER_INSERT) {
      const lines = played
        .slice(from, from + FIXTURES_PER_INSERT)
        .flatMap((f) => f.rows.map((r) => ({ fixture: f.id, ...r })));
      await tx.execute(sql`
        insert into fixture_player_stats (fixture_id, element_id, stats, points, bps, bonus)
        select r.fixture, r.element, r.stats, r.points, r.bps, r.bonus
        from jsonb_to_recordset(${jsonParam(lines)})
          as r(fixture int, element int, stats jsonb, points int, bps int, bonus int)
        on conflict (fixture_id, element_id) do update set
          stats = excluded.stats, points = excluded.points, bps = excluded.bps, bonus = excluded.bonus`);
    }
    const scores = played.map((f) => ({ id: f.id, h: f.score.h, a: f.score.a }));
    await tx.execute(sql`
      update fixtures f set started = true, finished = true, finished_provisional = true,
        minutes = 90, team_h_score = s.h, team_a_score = s.a
      from jsonb_to_recordset(${jsonParam(scores)}) as s(id int, h int, a int)
      where f.id = s.id`);
    await refreshElementPoints(tx, last, true);
    // Prices follow points: within each position, the season's best rise by up to a million,
    // the worst fall by up to 0.6m (never below 4.0m); head coaches keep theirs.
    await tx.execute(sql`
      with moves as (
        select id, round(percent_rank() over (partition by element_type order by total_points)
                         * ${SEASON_PRICE_FALL + SEASON_PRICE_RISE})::int - ${SEASON_PRICE_FALL}
                 as change
        from elements where element_type <> 5
      )
      update elements el set
        now_cost = greatest(40, el.now_cost + m.change),
        cost_change_start = greatest(40, el.now_cost + m.change) - el.now_cost
      from moves m where m.id = el.id`);
    // Each manager's season: his first eleven's points each gameweek (captain's counted as his
    // multiplier says), ranked over every manager.
    await tx.execute(sql`
      with picked as (
        select p.entry_id, x.element, x.multiplier
        from entry_picks p cross join lateral unnest(p.elements, p.multipliers)
          as x(element, multiplier)
        where p.event = ${first} and x.multiplier > 0
      ), points as (
        select element_id, sum(points + bonus)::int as points
        from fixture_player_stats group by element_id
      ), totals as (
        select k.entry_id, coalesce(sum(pt.points * k.multiplier), 0)::int as total
        from picked k left join points pt on pt.element_id = k.element
        group by k.entry_id
      ), ranked as (
        select entry_id, total, rank() over (order by total desc)::int as rank from totals
      )
      update entries e set summary_overall_points = r.total, summary_overall_rank = r.rank
      from ranked r where r.entry_id = e.id`);
    for (let event = first; event <= last; event++) await markDone(tx, event, 'finalised');
    await bumpVersion(tx);
  });
  say('  every team and player has a season total');
  return true;
}
