// From finalise_scores to the tables: gameweek and overall ranks (game-rules §7.5, competition
// ranks with ties 1, 1, 3), then the entry_history rows, the entries' summaries, the automatic
// substitutions on the frozen picks and the event's scoring figures, each one set-based
// statement. Ranks come from score histograms (ARCHITECTURE "Scale"): a rank is one plus the
// entries with more points, so a few hundred distinct scores replace sorting every entry, and
// the histograms of entry ranges (shards) merge by addition.
import { sql } from 'drizzle-orm';
import type { Tx } from '@ofl/db';

// The rank of each distinct score: one plus the count of entries that scored more.
const rankTable = (column: 'points' | 'total') =>
  sql.raw(`(select score, (1 + coalesce(sum(n) over (order by score desc
                 rows between unbounded preceding and 1 preceding), 0))::int as rank
            from (select ${column} as score, count(*) as n from finalise_scores
                  group by ${column}) h)`);

/** Ranks the scores and writes history, summaries, substitutions and figures of `event`. */
export async function writeFinalScores(tx: Tx, event: number): Promise<void> {
  await tx.execute(sql`
    create temp table finalise_ranks on commit drop as
    select 'points' as kind, * from ${rankTable('points')} p
    union all select 'total', * from ${rankTable('total')} t`);
  await tx.execute(sql`analyze finalise_ranks`);
  const ranked = sql`finalise_scores s
    join finalise_ranks gw on gw.kind = 'points' and gw.score = s.points
    join finalise_ranks ov on ov.kind = 'total' and ov.score = s.total`;
  // Entries first: the history rows' foreign-key checks then find each entry already locked by
  // this transaction and write no row lock of their own, a million fewer writes.
  await tx.execute(sql`
    update entries e set summary_event_points = s.points, summary_overall_points = s.total,
                         summary_event_rank = gw.rank, summary_overall_rank = ov.rank
    from ${ranked} where s.entry_id = e.id`);
  await tx.execute(sql`
    insert into entry_history (entry_id, event, points, total_points, rank, overall_rank, bank,
                               value, event_transfers, event_transfers_cost, points_on_bench)
    select s.entry_id, ${event}, s.points, s.total, gw.rank, ov.rank, s.bank, s.value,
           s.transfers, s.cost, s.bench
    from ${ranked}
    on conflict (entry_id, event) do update set points = excluded.points,
      total_points = excluded.total_points, rank = excluded.rank,
      overall_rank = excluded.overall_rank, bank = excluded.bank, value = excluded.value,
      event_transfers = excluded.event_transfers,
      event_transfers_cost = excluded.event_transfers_cost,
      points_on_bench = excluded.points_on_bench`);
  await tx.execute(sql`
    update entry_picks p set automatic_subs = s.subs
    from finalise_scores s
    where s.subs is not null and p.entry_id = s.entry_id and p.event = ${event}`);
  await tx.execute(sql`
    update events set
      average_entry_score = coalesce(f.average, 0), highest_score = f.highest,
      highest_scoring_entry = f.entry, ranked_count = f.ranked,
      finished = true, data_checked = true
    from (
      select round(avg(points))::int as average, max(points) as highest, count(*)::int as ranked,
             (select min(entry_id) from finalise_scores
              where points = (select max(points) from finalise_scores)) as entry
      from finalise_scores
    ) f
    where id = ${event}`);
}
