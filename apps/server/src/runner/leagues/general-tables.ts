// The general leagues' tables (Overall, Second Chance, the regions, the fan clubs and the start
// gameweeks) are orders over the entries themselves, so nothing is written per membership: per
// phase, one compact row per entry (general_totals: its general leagues, its total and tie-break
// for the phase, its rank in each) and the count of each league's members per total and
// tie-break (general_buckets), from which a page finds its rows by an index range over the totals
// (@ofl/db generalStandingsPage). Ranks are looked up in the counts, not computed by a window
// over millions of rows: that sort is what the tables cost.
//
// The rules are league-tables.ts's (the engine's classicStandings): a total from the later of
// the league's first gameweek and the phase's, the hits of a month's first gameweek given back
// in its table, equal totals and tie-breaks sharing a rank (equal totals alone in Overall), the
// rank one table earlier as last_rank. Second Chance counts from its own first gameweek, so an
// entry has a row of its own there once that gameweek is played. A start-gameweek league's
// members have no gameweek before its first, so their totals are the entries' totals.
//
// Built beside the phase's classic tables, in the same transaction, and swapped in with them.
import { sql, type SQL } from 'drizzle-orm';
import type { Phase } from '@ofl/engine';
import { SECOND_CHANCE_EVENT, tableExists, type Db, type Tx } from '@ofl/db';
import { classicOrderSql } from '../rules-sql';

const table = (name: string, phase: number) => sql.raw(`${name}_${phase}`);
const next = (name: string, phase: number) => sql.raw(`${name}_next_${phase}`);
const TABLES = ['general_totals', 'general_buckets'] as const;

/** The entry's totals counted from gameweek `from` in `phase`'s table at `event`. */
function totalsFrom(from: number, event: number, phase: Phase): Record<string, SQL> {
  const forgiven =
    phase.id !== 1 && from === phase.startEvent ? sql`coalesce(f.event_transfers_cost, 0)` : sql`0`;
  const before = from > 1 ? sql`b` : null;
  return {
    total: sql`cur.total_points ${before ? sql`- coalesce(b.total_points, 0)` : sql``} + ${forgiven}`,
    transfers: sql`cur.tiebreak_transfers ${before ? sql`- coalesce(b.tiebreak_transfers, 0)` : sql``}`,
    eventTotal: sql`cur.points - cur.event_transfers_cost + ${from === event ? forgiven : sql`0`}`,
    joins: sql`
      ${before ? sql`left join entry_history b on b.entry_id = m.entry_id and b.event = ${from - 1}` : sql``}
      ${phase.id !== 1 ? sql`left join entry_history f on f.entry_id = m.entry_id and f.event = ${phase.startEvent}` : sql``}`,
  };
}

/** Builds `phase`'s general tables at `event` as fresh tables, ready to be swapped in. */
export async function buildGeneralTables(tx: Tx, event: number, phase: Phase): Promise<void> {
  for (const name of TABLES) await tx.execute(sql`drop table if exists ${next(name, phase.id)}`);
  const raw = sql.raw(`general_raw_${phase.id}`);
  const base = totalsFrom(phase.id === 1 ? 1 : phase.startEvent, event, phase);
  const scFrom = Math.max(SECOND_CHANCE_EVENT, phase.id === 1 ? 1 : phase.startEvent);
  const sc = totalsFrom(scFrom, event, phase);
  const row = (t: Record<string, SQL>) => sql`${t.total} as total, ${t.transfers} as transfers,
    ${t.eventTotal} as event_total`;
  await tx.execute(sql`
    create temp table ${raw} on commit drop as
    with m as (
      select entry_id, overall_league as overall, sc_league as sc, region_league as region,
             club_league as club, start_league as start
      from general_members
    )
    select m.entry_id, m.overall as league_id, m.region as region_league, m.club as club_league,
           m.start as start_league, ${row(base)}
    from m join entry_history cur on cur.entry_id = m.entry_id and cur.event = ${event}
    ${base.joins}
    where coalesce(m.overall, m.region, m.club, m.start) is not null
    ${
      scFrom <= event
        ? sql`union all
    select m.entry_id, m.sc, null, null, null, ${row(sc)}
    from m join entry_history cur on cur.entry_id = m.entry_id and cur.event = ${event}
    ${sc.joins}
    where m.sc is not null`
        : sql``
    }`);
  // Each league's members per total and tie-break, and how many rank before them.
  const order = classicOrderSql({ total: sql`c.total`, transfers: sql`c.transfers` });
  await tx.execute(sql`
    create table ${next('general_buckets', phase.id)} as
    select ${phase.id}::smallint as phase, c.league_id, c.total, c.transfers, c.members,
           (sum(c.members) over (partition by c.league_id order by ${order}
                                 rows unbounded preceding) - c.members)::int as before,
           -- Overall ranks as summary_overall_rank does: equal totals share the rank.
           (case when l.short_name = 'overall'
                 then sum(c.members) over (partition by c.league_id order by c.total desc)
                      - sum(c.members) over (partition by c.league_id, c.total)
                 else sum(c.members) over (partition by c.league_id order by ${order}
                                           rows unbounded preceding) - c.members
            end + 1)::int as rank
    from (
      select case when grouping(league_id) = 0 then league_id
                  when grouping(region_league) = 0 then region_league
                  when grouping(club_league) = 0 then club_league
                  else start_league end as league_id,
             total, transfers, count(*)::int as members
      from ${raw}
      group by grouping sets ((league_id, total, transfers), (region_league, total, transfers),
                              (club_league, total, transfers), (start_league, total, transfers))
    ) c join leagues l on l.id = c.league_id`);
  await tx.execute(sql`
    alter table ${next('general_buckets', phase.id)}
      add constraint ${sql.raw(`general_buckets_next_${phase.id}_phase`)}
      check (phase = ${sql.raw(String(phase.id))}),
      alter column phase set not null, alter column league_id set not null,
      alter column total set not null, alter column transfers set not null,
      alter column members set not null, alter column before set not null,
      alter column rank set not null`);
  await tx.execute(sql`create index on ${next('general_buckets', phase.id)} (league_id, before)`);

  const before = (await tableExists(tx, `general_totals_${phase.id}`))
    ? table('general_totals', phase.id)
    : sql`(select 0 as entry_id, 0 as league_id, 0 as rank, 0 as region_league, 0 as region_rank,
                  0 as club_league, 0 as club_rank, 0 as start_league, 0 as start_rank where false)`;
  const rankIn = (alias: string, league: string) =>
    sql.raw(`
    left join ${`general_buckets_next_${phase.id}`} ${alias} on ${alias}.league_id = r.${league}
      and ${alias}.total = r.total and ${alias}.transfers = r.transfers`);
  // The rank one table earlier in the same league; 0 for an entry new to the table.
  const lastIn = (league: string, rank: string) =>
    sql.raw(`case when r.${league} is not null
                  then coalesce(case when o.${league} = r.${league} then o.${rank} end, 0) end`);
  await tx.execute(sql`
    create table ${next('general_totals', phase.id)} as
    select ${phase.id}::smallint as phase, r.entry_id, r.league_id, r.region_league,
           r.club_league, r.start_league, r.total::int, r.transfers::int, r.event_total::int,
           b.rank, br.rank as region_rank, bc.rank as club_rank, bs.rank as start_rank,
           ${lastIn('league_id', 'rank')}::int as last_rank,
           ${lastIn('region_league', 'region_rank')}::int
             as region_last_rank,
           ${lastIn('club_league', 'club_rank')}::int as club_last_rank,
           ${lastIn('start_league', 'start_rank')}::int as start_last_rank
    from ${raw} r
    ${rankIn('b', 'league_id')} ${rankIn('br', 'region_league')} ${rankIn('bc', 'club_league')} ${rankIn('bs', 'start_league')}
    left join ${before} o on o.entry_id = r.entry_id
      and o.league_id is not distinct from r.league_id`);
  const totals = next('general_totals', phase.id);
  // The partitioned indexes of general_totals, so the swap attaches these instead of building.
  // The phase, the same in every row, lets a page skip the rows before it by the index alone.
  for (const key of ['league_id', 'region_league', 'club_league', 'start_league']) {
    await tx.execute(sql`
      create index on ${totals}
        (phase, ${sql.raw(key)}, total desc nulls last, transfers, entry_id)`);
  }
  await tx.execute(sql`create index on ${totals} (entry_id, phase)`);
  await tx.execute(sql`
    alter table ${totals}
      add constraint ${sql.raw(`general_totals_next_${phase.id}_phase`)}
      check (phase = ${sql.raw(String(phase.id))}),
      alter column phase set not null, alter column entry_id set not null,
      alter column total set not null, alter column transfers set not null,
      alter column event_total set not null`);
  await tx.execute(sql`analyze ${totals} (league_id, region_league, club_league, start_league)`);
}

/**
 * VACUUM of `phase`'s built totals, outside any transaction, once the build is committed: it
 * marks their pages all-visible, so a page skips the members of a large tie before it (Overall's
 * ten thousand at a million entries early in the season) by the index alone, with no row read.
 */
export async function vacuumGeneralTables(db: Db, phase: number): Promise<void> {
  await db.execute(sql`vacuum ${next('general_totals', phase)}`);
}

/** Puts the built general tables of `phase` in place of its old partitions. */
export async function swapInGeneralTables(tx: Tx, phase: number): Promise<void> {
  for (const name of TABLES) {
    await tx.execute(sql`drop table if exists ${table(name, phase)}`);
    await tx.execute(sql`alter table ${next(name, phase)} rename to ${table(name, phase)}`);
    await tx.execute(sql`
      alter table ${sql.raw(name)} attach partition ${table(name, phase)}
      for values in (${sql.raw(String(phase))})`);
  }
}
