// From finalise_scores to the tables: gameweek and overall ranks (game-rules §7.5, competition
// ranks with ties 1, 1, 3), then the entry_history rows, the entries' summaries and the automatic
// substitutions on the frozen picks, each one set-based statement, and last the event's scoring
// figures. Ranks come from score histograms (ARCHITECTURE "Scale"): a rank is one plus the
// entries with more points, so a few hundred distinct scores replace sorting every entry, and
// the histograms of entry ranges (shards) merge by addition: each shard sends its own, and all
// rank by the merged one.
import { sql } from 'drizzle-orm';
import {
  averageScore,
  histogramEntries,
  histogramFromEntries,
  mergeHistograms,
  scoreRanker,
  type ScoreHistogram,
} from '@ofl/engine';
import { queryRows, type Tx } from '@ofl/db';
import { jsonParam } from '../steps';

/** What one shard's scores add to the gameweek: its histograms and its part of the figures. */
export interface ShardSummary {
  points: ScoreHistogram;
  totals: ScoreHistogram;
  sum: number;
  highest: number | null;
  /** The lowest entry id with the highest score (the official game names one). */
  highestEntry: number | null;
}

/** The shards' summaries merged: the ranks of every score and the event's figures. */
export interface GameweekSummary {
  pointsRank: (score: number) => number;
  totalRank: (score: number) => number;
  points: ScoreHistogram;
  totals: ScoreHistogram;
  average: number;
  highest: number | null;
  highestEntry: number | null;
}

/** Reads finalise_scores of this shard into its histograms and figures. */
export async function summariseShard(tx: Tx): Promise<ShardSummary> {
  const histogram = async (column: 'points' | 'total') =>
    histogramFromEntries(
      (
        await queryRows<{ score: number; n: number }>(
          tx,
          sql.raw(`select ${column} as score, count(*)::int as n from finalise_scores
                   group by ${column}`),
        )
      ).map((r) => [r.score, r.n] as const),
    );
  const [figures] = await queryRows<{ sum: string | null; highest: number | null; entry: number }>(
    tx,
    sql`select sum(points)::text as sum, max(points) as highest,
               (select min(entry_id) from finalise_scores
                where points = (select max(points) from finalise_scores)) as entry
        from finalise_scores`,
  );
  return {
    points: await histogram('points'),
    totals: await histogram('total'),
    sum: Number(figures?.sum ?? 0),
    highest: figures?.highest ?? null,
    highestEntry: figures?.entry ?? null,
  };
}

/** Merges the shards' summaries. */
export function mergeShards(shards: readonly ShardSummary[]): GameweekSummary {
  const points = mergeHistograms(...shards.map((s) => s.points));
  const totals = mergeHistograms(...shards.map((s) => s.totals));
  let highest: number | null = null;
  let highestEntry: number | null = null;
  for (const shard of shards) {
    if (shard.highest === null) continue;
    if (highest === null || shard.highest > highest) {
      highest = shard.highest;
      highestEntry = shard.highestEntry;
    } else if (shard.highest === highest && shard.highestEntry !== null) {
      highestEntry = Math.min(highestEntry ?? Infinity, shard.highestEntry);
    }
  }
  const sum = shards.reduce((total, s) => total + s.sum, 0);
  return {
    pointsRank: scoreRanker(points),
    totalRank: scoreRanker(totals),
    points,
    totals,
    average: averageScore(sum, points.total),
    highest,
    highestEntry,
  };
}

/**
 * Writes the history rows, summaries and substitutions of the entries in finalise_scores, ranked
 * by the whole gameweek's summary; `lap` hears the name of each part as it ends.
 */
export async function writeShardScores(
  tx: Tx,
  event: number,
  summary: GameweekSummary,
  lap: (part: string) => void = () => {},
): Promise<void> {
  const ranks = (h: ScoreHistogram, rankOf: (score: number) => number) =>
    histogramEntries(h).map(([score]) => ({ score, rank: rankOf(score) }));
  await tx.execute(sql`
    create temp table finalise_ranks on commit drop as
    select 'points' as kind, r.score, r.rank
    from jsonb_to_recordset(${jsonParam(ranks(summary.points, summary.pointsRank))})
      as r(score int, rank int)
    union all
    select 'total', r.score, r.rank
    from jsonb_to_recordset(${jsonParam(ranks(summary.totals, summary.totalRank))})
      as r(score int, rank int)`);
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
  lap('entries summaries');
  await tx.execute(sql`
    insert into entry_history (entry_id, event, points, total_points, rank, overall_rank, bank,
                               value, event_transfers, event_transfers_cost, points_on_bench,
                               tiebreak_transfers)
    select s.entry_id, ${event}, s.points, s.total, gw.rank, ov.rank, s.bank, s.value,
           s.transfers, s.cost, s.bench, s.tiebreak
    from ${ranked}
    on conflict (entry_id, event) do update set points = excluded.points,
      total_points = excluded.total_points, rank = excluded.rank,
      overall_rank = excluded.overall_rank, bank = excluded.bank, value = excluded.value,
      event_transfers = excluded.event_transfers,
      event_transfers_cost = excluded.event_transfers_cost,
      points_on_bench = excluded.points_on_bench,
      tiebreak_transfers = excluded.tiebreak_transfers`);
  lap('entry history rows');
  await tx.execute(sql`
    update entry_picks p set automatic_subs = s.subs
    from finalise_scores s
    where s.subs is not null and p.entry_id = s.entry_id and p.event = ${event}`);
  lap('automatic substitutions on the frozen picks');
}

/** Writes the event's scoring figures and marks it finished. */
export async function writeEventFigures(
  tx: Tx,
  event: number,
  summary: GameweekSummary,
): Promise<void> {
  await tx.execute(sql`
    update events set
      average_entry_score = ${summary.average}, highest_score = ${summary.highest},
      highest_scoring_entry = ${summary.highestEntry}, ranked_count = ${summary.points.total},
      finished = true, data_checked = true
    where id = ${event}`);
}
