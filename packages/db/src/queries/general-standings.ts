// A general league's table (runner/leagues/general-tables.ts): no row per membership, but the
// entries' totals in the phase (general_totals) and each league's members per total and
// tie-break (general_buckets). Row R of a table lies in the bucket whose members before it are
// fewer than R; the page from there is an index range over the league's totals, skipping the
// members of that bucket before R, then the totals below it: page 10,000 of Overall costs what
// page 1 costs, plus the bucket's members before the page. Those are skipped by the index alone
// (the totals are vacuumed once built), and only the page's rows are read.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../raw-sql';

/** The columns of general_totals that hold one kind of general league, and its member's ranks. */
export interface GeneralColumns {
  league: string;
  rank: string;
  lastRank: string;
}

/** Which general_totals columns hold a general league, by its short_name's kind. */
export const GENERAL_COLUMNS = {
  /** Overall, and Second Chance on an entry's own Second Chance row. */
  main: { league: 'league_id', rank: 'rank', lastRank: 'last_rank' },
  region: { league: 'region_league', rank: 'region_rank', lastRank: 'region_last_rank' },
  club: { league: 'club_league', rank: 'club_rank', lastRank: 'club_last_rank' },
  start: { league: 'start_league', rank: 'start_rank', lastRank: 'start_last_rank' },
} as const satisfies Record<string, GeneralColumns>;

export type GeneralKind = keyof typeof GENERAL_COLUMNS;

/** The kind of general league `l` is by its short_name, as SQL (null for any other league). */
export const generalKindOf = (l: SQL) => sql`case
  when ${l}.short_name in ('overall', 'sc') then 'main'
  when ${l}.short_name like 'region-%' then 'region'
  when ${l}.short_name like 'team-%' then 'club'
  when ${l}.short_name like 'event-%' then 'start' end`;

export interface GeneralPageParams {
  phase: SQL;
  league: SQL;
  /** The rows before the page (its first row is after + 1). */
  after: SQL;
  /** Rows read: a page and one more, which says another page follows. */
  rows: SQL;
}

/**
 * The page's rows of league `league` of `kind` in `phase`'s table as a relation with the columns
 * of a league_standings row (entry_id, entry_name, player_name, event_total, total, rank,
 * last_rank, rank_sort), in rank_sort order.
 */
export function generalPageRows(kind: GeneralKind, p: GeneralPageParams): SQL {
  const c = GENERAL_COLUMNS[kind];
  const league = sql.raw(`g.${c.league}`);
  const fields = sql.raw(`g.entry_id, g.total, g.transfers, g.event_total,
    g.${c.rank} as rank, g.${c.lastRank} as last_rank`);
  // The page's rows are chosen first, then only they are joined to their names.
  return sql`(
    select r.entry_id, e.name as entry_name, u.first_name || ' ' || u.last_name as player_name,
           r.event_total, r.total, r.rank, r.last_rank, r.rank_sort
    from (
      select r.*,
             (${p.after} + row_number() over (order by r.part, r.total desc, r.transfers,
                                               r.entry_id))::int as rank_sort
      from (
        select b.total, b.transfers, ${p.after} - b.before as skip
        from general_buckets b
        where b.phase = ${p.phase} and b.league_id = ${p.league} and b.before <= ${p.after}
        order by b.before desc limit 1
      ) b
      cross join lateral (
        (select 0 as part, ${fields}
         from (select s.entry_id from general_totals s
               where s.phase = ${p.phase} and ${sql.raw(`s.${c.league}`)} = ${p.league}
                 and s.total = b.total and s.transfers >= b.transfers
               order by s.transfers, s.entry_id offset b.skip limit ${p.rows}) s
         join general_totals g on g.phase = ${p.phase} and g.entry_id = s.entry_id
           and ${league} = ${p.league})
        union all
        (select 1 as part, ${fields} from general_totals g
         where g.phase = ${p.phase} and ${league} = ${p.league} and g.total < b.total
         order by g.total desc nulls last, g.transfers, g.entry_id limit ${p.rows})
      ) r
      order by r.part, r.total desc, r.transfers, r.entry_id limit ${p.rows}
    ) r
    join entries e on e.id = r.entry_id join users u on u.id = e.user_id
    order by r.rank_sort)`;
}

/** An entry's place in a league's season table, as its leagues list shows it. */
export interface LeagueRank {
  rank: number;
  lastRank: number;
}

/**
 * The entry's places in its general leagues' season tables, by league: read from its own row,
 * with nothing counted (its position among equals, rank_sort, is no part of the list).
 */
export async function generalRanksOfEntry(
  tx: Tx,
  entryId: number,
): Promise<Map<number, LeagueRank>> {
  const rows = await queryRows<LeagueRank & { league: number }>(
    tx,
    sql.join(
      Object.values(GENERAL_COLUMNS).map((c) => {
        const [league, rank, lastRank] = [c.league, c.rank, c.lastRank].map((n) =>
          sql.raw(`g.${n}`),
        );
        return sql`
          select ${league} as league, ${rank} as rank, ${lastRank} as "lastRank"
          from general_totals g
          where g.phase = 1 and g.entry_id = ${entryId} and ${league} is not null`;
      }),
      sql` union all `,
    ),
  );
  return new Map(rows.map(({ league, ...rank }) => [league, rank]));
}

/** A row of a classic table, written or counted. */
export interface ClassicTableRow {
  league_id: number;
  entry_id: number;
  total: number;
  event_total: number;
  rank: number;
  last_rank: number;
  rank_sort: number;
}

/**
 * Every classic table of `phase` row by row, the general leagues' numbered as their pages number
 * them: for checks and benchmarks over whole tables, not for pages.
 */
export function classicTableRows(tx: Tx, phase: number): Promise<ClassicTableRow[]> {
  const general = Object.values(GENERAL_COLUMNS).map(
    (c) => sql`
      select ${sql.raw(`g.${c.league}`)} as league_id, g.entry_id, g.total, g.event_total,
             ${sql.raw(`g.${c.rank}`)} as rank, ${sql.raw(`g.${c.lastRank}`)} as last_rank,
             row_number() over (partition by ${sql.raw(`g.${c.league}`)}
                                order by g.total desc, g.transfers, g.entry_id)::int as rank_sort
      from general_totals g where g.phase = ${phase} and ${sql.raw(`g.${c.league}`)} is not null`,
  );
  return queryRows<ClassicTableRow>(
    tx,
    sql`select * from (
          select league_id, entry_id, total, event_total, rank, last_rank, rank_sort
          from league_standings where phase = ${phase}
          union all ${sql.join(general, sql` union all `)}
        ) t order by league_id, rank_sort`,
  );
}
