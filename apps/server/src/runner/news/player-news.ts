// Player news after each played gameweek of a simulated season (feed weekPlayerNews): cleared
// for those who played again, new injuries and knocks, bans for cards, returns from injury.
// Written once per gameweek with its runner step, dated at the end of its last match. An
// imported season keeps its source's news.
import { sql } from 'drizzle-orm';
import { weekPlayerNews, type NewsPlayer } from '@ofl/feed';
import { queryRows, type Db } from '@ofl/db';
import { isImported } from '../match-feed';
import { bumpVersion, isDone, jsonParam, markDone } from '../steps';

/** The seed of the season's player news (any constant: the gameweek and player vary it). */
const NEWS_SEED = 20_261_125;

export async function writePlayerNews(db: Db, event: number): Promise<boolean> {
  if (!(await isDone(db, event, 'finalised')) || (await isDone(db, event, 'player-news'))) {
    return false;
  }
  if (await isImported(db)) return false;
  const [when] = await queryRows<{ ended: string | Date | null; next: string | Date | null }>(
    db,
    sql`select (select max(kickoff_time) + interval '2 hours' from fixtures where event = ${event})
                 as ended,
               (select min(deadline_time) from events where id > ${event}) as next`,
  );
  if (!when?.ended) return false;
  const at = new Date(when.ended);
  const players = await queryRows<NewsPlayer & { news_return: string | Date | null }>(
    db,
    sql`select el.id, el.team, el.status, el.news, el.news_return,
               coalesce(w.minutes, 0)::int as minutes, coalesce(w.yellows, 0)::int as yellows,
               coalesce(w.reds, 0)::int as reds, coalesce(b.yellows, 0)::int as "seasonYellowsBefore"
        from elements el
        left join (select s.element_id, sum((s.stats->>'minutes')::int) as minutes,
                          sum((s.stats->>'yellow_cards')::int) as yellows,
                          sum((s.stats->>'red_cards')::int) as reds
                   from fixture_player_stats s join fixtures f on f.id = s.fixture_id
                   where f.event = ${event} group by s.element_id) w on w.element_id = el.id
        left join (select s.element_id, sum((s.stats->>'yellow_cards')::int) as yellows
                   from fixture_player_stats s join fixtures f on f.id = s.fixture_id
                   where f.event < ${event} group by s.element_id) b on b.element_id = el.id
        where el.element_type <> 5`,
  );
  const kickoffs = await queryRows<{ team: number; kickoff: string | Date }>(
    db,
    sql`select team, kickoff from (
          select team_h as team, kickoff_time as kickoff from fixtures
          union all select team_a, kickoff_time from fixtures) k
        where kickoff > ${at.toISOString()} order by team, kickoff`,
  );
  const clubKickoffs = new Map<number, Date[]>();
  for (const k of kickoffs) {
    clubKickoffs.set(k.team, [...(clubKickoffs.get(k.team) ?? []), new Date(k.kickoff)]);
  }
  const updates = weekPlayerNews({
    event,
    at,
    nextDeadline: when.next ? new Date(when.next) : null,
    clubKickoffs,
    players: players.map((p) => ({
      ...p,
      newsReturn: p.news_return ? new Date(p.news_return).toISOString() : null,
    })),
    seed: NEWS_SEED,
  });
  await db.transaction(async (tx) => {
    if (updates.length > 0) {
      await tx.execute(sql`
        update elements el set status = v.status, news = v.news,
          news_added = v.news_added::timestamptz,
          chance_of_playing_this_round = v.chance, chance_of_playing_next_round = v.chance,
          news_return = v.news_return::timestamptz
        from jsonb_to_recordset(${jsonParam(updates)}) as v(
          id int, status text, news text, news_added text, chance int, news_return text)
        where el.id = v.id`);
      await bumpVersion(tx);
    }
    await markDone(tx, event, 'player-news');
  });
  return true;
}
