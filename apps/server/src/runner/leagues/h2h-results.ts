// Head-to-head results at finalisation (game rules §7.3), after the classic tables:
// - every league match of the gameweek, paired from the league's order (h2h-pairings.ts), is
//   written scored with each side's gameweek points less hits, the AVERAGE side with the
//   gameweek's average (the engine's scoreH2hPairings, set-based);
// - each table adds the gameweek's W/D/L, league points (league_points_h2h_*) and points_for to
//   the member's row once (the row's `event` says which gameweek it holds), then is ranked by
//   points, then points_for, sharing ranks, lower entry id first (the engine's h2hStandings);
// - knock-outs: after the last league gameweek the top 2^ko_rounds meet in the first round, each
//   round is decided by the engine (decideKnockoutRound: score, goals scored, fewest conceded, a
//   coin toss seeded by league and round) and its winners drawn into the next, the final in the
//   season's last gameweek.
// The step runs in one transaction with its runner_steps row.
import { sql } from 'drizzle-orm';
import {
  decideKnockoutRound,
  h2hKnockoutEvents,
  h2hKnockoutQualifiers,
  h2hKnockoutRound,
  h2hStopEvent,
  seededRng,
  type EntryId,
  type H2hRow,
  type KnockoutPairing,
  type KnockoutSide,
  unplayedH2hRow,
} from '@ofl/engine';
import { loadLeagueSettings, queryRows, type Tx } from '@ofl/db';
import { h2hPairingsSql } from './h2h-pairings';
import { knockoutTiebreaks } from './knockout-tiebreaks';
import { leagueSeed } from './league-seeds';
import { jsonParam } from '../steps';

/**
 * Scores, tables and knock-outs of every head-to-head league for finalised gameweek `event`;
 * `timings` gets the seconds of each part, for the benchmark.
 */
export async function writeH2hResults(
  tx: Tx,
  event: number,
  timings: Record<string, number> = {},
): Promise<void> {
  const time = async (name: string, work: () => Promise<unknown>) => {
    const start = performance.now();
    await work();
    timings[`  h2h: ${name}`] = (performance.now() - start) / 1000;
  };
  const settings = await loadLeagueSettings(tx);
  await time('match scores', () => scoreLeagueMatches(tx, event));
  await time('tables', () => writeTables(tx, event, settings.h2hPoints));
  await time('knock-outs', () => playKnockouts(tx, event, settings.koByRank));
}

/**
 * Writes the gameweek's league matches, scored: the pairings derived from the orders, joined to
 * the gameweek's rows (the planner hashes them: no look-up per match), in slot order. Any rows of
 * the gameweek already there (an earlier run cut short leaves none: one transaction) go first.
 */
async function scoreLeagueMatches(tx: Tx, event: number) {
  await tx.execute(sql`
    delete from league_matches
    where event = ${event} and kind = 'h2h' and not is_knockout`);
  // The pairs materialised first: their arithmetic is done once, not in each join's hash keys.
  await tx.execute(sql`
    with pairs as materialized (${h2hPairingsSql(event)})
    insert into league_matches (league_id, kind, event, entry_1, entry_2, entry_1_points,
                                entry_2_points, winner)
    select s.league_id, 'h2h', ${event}, s.entry_1, s.entry_2, s.p1, s.p2,
           case when s.p1 > s.p2 then s.entry_1 when s.p2 > s.p1 then s.entry_2 end
    from (
      select x.league_id, x.slot, x.entry_1, x.entry_2,
             coalesce(h1.points - h1.event_transfers_cost, 0) as p1,
             case when x.entry_2 is null then ev.average_entry_score
                  else coalesce(h2.points - h2.event_transfers_cost, 0) end as p2
      from pairs x
      cross join (select average_entry_score from events where id = ${event}) ev
      left join entry_history h1 on h1.entry_id = x.entry_1 and h1.event = ${event}
      left join entry_history h2 on h2.entry_id = x.entry_2 and h2.event = ${event}
    ) s
    order by s.league_id, s.slot`);
}

/**
 * Each member's side of the gameweek's league matches, added once to its row (a row already at
 * `event` is left alone), and the tables ranked on the new tallies, in one pass over the rows:
 * every member of a scheduled league plays each league gameweek.
 */
async function writeTables(
  tx: Tx,
  event: number,
  points: { win: number; draw: number; loss: number },
) {
  await tx.execute(sql`
    with sides as (
      select league_id, entry_1 as entry_id, entry_1_points as pf, entry_2_points as pa
      from league_matches where event = ${event} and kind = 'h2h' and not is_knockout
      union all
      select league_id, entry_2, entry_2_points, entry_1_points
      from league_matches
      where event = ${event} and kind = 'h2h' and not is_knockout and entry_2 is not null
    ), tallies as (
      select le.entry_id, le.league_id,
             le.matches_played + 1 as played,
             le.matches_won + (s.pf > s.pa)::int as won,
             le.matches_drawn + (s.pf = s.pa)::int as drawn,
             le.matches_lost + (s.pf < s.pa)::int as lost,
             le.points_for + s.pf as points_for,
             le.total + case when s.pf > s.pa then ${points.win}::int
                             when s.pf = s.pa then ${points.draw}::int
                             else ${points.loss}::int end as total,
             s.pf as event_total,
             case when le.event = ${event - 1}::int then le.rank else 0 end as last_rank
      from league_entries le join sides s on le.league_id = s.league_id and le.entry_id = s.entry_id
      where le.event is distinct from ${event}::int
    ), ranked as (
      select t.*,
             rank() over (partition by t.league_id order by t.total desc, t.points_for desc)
               as rank,
             row_number() over (partition by t.league_id
                                order by t.total desc, t.points_for desc, t.entry_id) as rank_sort
      from tallies t
    )
    update league_entries le set
      matches_played = r.played, matches_won = r.won, matches_drawn = r.drawn,
      matches_lost = r.lost, points_for = r.points_for, total = r.total,
      event_total = r.event_total, last_rank = r.last_rank, rank = r.rank,
      rank_sort = r.rank_sort, event = ${event}::int
    from ranked r
    where le.league_id = r.league_id and le.entry_id = r.entry_id`);
}

interface KnockoutLeague {
  id: number;
  ko_rounds: number;
}

/**
 * Decides the knock-out matches of the gameweek and draws the next round: the first from the
 * final table after the last league gameweek, the later ones from the winners.
 */
async function playKnockouts(tx: Tx, event: number, byRank: boolean) {
  const [season] = await queryRows<{ last: number }>(tx, sql`select max(id) as last from events`);
  const last = season?.last ?? event;
  const leagues = await queryRows<KnockoutLeague>(
    tx,
    sql`select id, ko_rounds from leagues
        where scoring = 'h' and qualifying_league is null and ko_rounds > 0
          and ${event}::int >= ${last}::int - ko_rounds
          and start_event <= ${event}::int
        order by id`,
  );
  if (leagues.length === 0) return;
  const decided = await decideKnockouts(tx, event, leagues);
  const next: (KnockoutPairing & { league: number })[] = [];
  for (const league of leagues) {
    const events = h2hKnockoutEvents(league.ko_rounds, last);
    const nextEvent = event + 1;
    if (!events.includes(nextEvent)) continue;
    let teams: EntryId[];
    if (event === h2hStopEvent(last, league.ko_rounds)) {
      teams = h2hKnockoutQualifiers(await tableOf(tx, league.id), league.ko_rounds);
    } else {
      teams = decided.get(league.id) ?? [];
      if (byRank) {
        const order = new Map((await tableOf(tx, league.id)).map((r) => [r.entry, r.rankSort]));
        teams = [...teams].sort((a, b) => order.get(a)! - order.get(b)!);
      }
    }
    if (teams.length === 0) continue;
    const rng = seededRng(leagueSeed(league.id, nextEvent, 'draw'));
    for (const p of h2hKnockoutRound(teams, nextEvent, rng, byRank)) {
      next.push({ ...p, league: league.id });
    }
  }
  await tx.execute(sql`
    delete from league_matches m
    where m.event = ${event + 1} and m.kind = 'h2h' and m.is_knockout
      and m.league_id = any(${`{${leagues.map((l) => l.id).join(',')}}`}::int[])`);
  if (next.length === 0) return;
  const rows = next.map((p) => ({
    league: p.league,
    event: p.event,
    entry_1: p.entry1,
    entry_2: p.entry2,
    is_bye: p.isBye,
    winner: p.isBye ? p.entry1 : null,
    name: p.knockoutName,
  }));
  await tx.execute(sql`
    insert into league_matches (league_id, kind, event, entry_1, entry_2, is_bye, winner,
                                knockout_name, is_knockout)
    select r.league, 'h2h', r.event, r.entry_1, r.entry_2, r.is_bye, r.winner, r.name, true
    from jsonb_to_recordset(${jsonParam(rows)})
      as r(league int, event smallint, entry_1 int, entry_2 int, is_bye boolean, winner int,
           name text)`);
}

/** A league's table as stored, best first. */
async function tableOf(tx: Tx, leagueId: number): Promise<H2hRow[]> {
  const rows = await queryRows<{ entry: number; rank: number | null; rank_sort: number | null }>(
    tx,
    sql`select entry_id as entry, rank, rank_sort from league_entries
        where league_id = ${leagueId} and rank_sort is not null order by rank_sort`,
  );
  return rows.map((r) => ({
    ...unplayedH2hRow(r.entry as EntryId),
    rank: r.rank ?? 0,
    lastRank: 0,
    rankSort: r.rank_sort ?? 0,
  }));
}

/**
 * Decides the gameweek's knock-out matches of these leagues, in id order (so the coin tosses
 * replay with the seed), and answers each league's winners in match order.
 */
async function decideKnockouts(tx: Tx, event: number, leagues: readonly KnockoutLeague[]) {
  const matches = await queryRows<{
    id: number;
    league: number;
    entry_1: number;
    entry_2: number | null;
    is_bye: boolean;
    name: string | null;
  }>(
    tx,
    sql`select id, league_id as league, entry_1, entry_2, is_bye, knockout_name as name
        from league_matches
        where event = ${event} and kind = 'h2h' and is_knockout
          and league_id = any(${`{${leagues.map((l) => l.id).join(',')}}`}::int[])
        order by league_id, id`,
  );
  const winners = new Map<number, EntryId[]>();
  if (matches.length === 0) return winners;
  const entries = [
    ...new Set(matches.flatMap((m) => (m.entry_2 === null ? [m.entry_1] : [m.entry_1, m.entry_2]))),
  ];
  const goals = await knockoutTiebreaks(tx, event, entries);
  const scores = await queryRows<{ entry: number; points: number; cost: number }>(
    tx,
    sql`select entry_id as entry, points, event_transfers_cost as cost from entry_history
        where event = ${event} and entry_id = any(${`{${entries.join(',')}}`}::int[])`,
  );
  const sides = new Map<EntryId, Omit<KnockoutSide, 'entry'>>();
  for (const s of scores) {
    const g = goals.get(s.entry);
    sides.set(s.entry as EntryId, {
      points: s.points,
      transfersCost: s.cost,
      goalsScored: g?.goalsScored ?? 0,
      goalsConceded: g?.goalsConceded ?? 0,
    });
  }
  const net = (entry: number | null) => {
    const side = entry === null ? undefined : sides.get(entry as EntryId);
    return side ? side.points - side.transfersCost : 0;
  };
  const updates: { id: number; p1: number; p2: number; winner: number; tiebreak: string | null }[] =
    [];
  for (const league of leagues) {
    const own = matches.filter((m) => m.league === league.id);
    if (own.length === 0) continue;
    const pairings: KnockoutPairing[] = own.map((m) => ({
      event,
      entry1: m.entry_1 as EntryId,
      entry2: m.entry_2 as EntryId | null,
      isBye: m.is_bye,
      knockoutName: m.name ?? '',
    }));
    const results = decideKnockoutRound(
      pairings,
      sides,
      seededRng(leagueSeed(league.id, event, 'toss')),
    );
    results.forEach((r, i) => {
      const m = own[i]!;
      updates.push({
        id: m.id,
        p1: net(m.entry_1),
        p2: m.entry_2 === null ? 0 : net(m.entry_2),
        winner: r.winner,
        tiebreak: r.tiebreak,
      });
    });
    winners.set(
      league.id,
      results.map((r) => r.winner),
    );
  }
  await tx.execute(sql`
    update league_matches m set entry_1_points = u.p1, entry_2_points = u.p2, winner = u.winner,
      tiebreak = case when u.tiebreak is null then null
                      else jsonb_build_object('decided_by', u.tiebreak) end
    from jsonb_to_recordset(${jsonParam(updates)})
      as u(id int, p1 int, p2 int, winner int, tiebreak text)
    where u.id = m.id`);
  return winners;
}
