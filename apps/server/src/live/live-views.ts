// What the API reads of the live ranker: a page of a classic league's live table, an entry's
// live summary, its live net points (for head-to-head scores), and the players' ownership.
import type { ElementOwnership, EntryEventHistory, EntrySummary, OwnershipGroups } from '@ofl/api';
import { memberNames, type Tx } from '@ofl/db';
import type { LiveRanker, Ownership } from './live-ranker';
import type { LiveRanks } from './live-ranks';
import { overallRankPercentile } from '../presenters/entry-history';

/** Rows per standings page, as the official game. */
const PAGE = 50;

/**
 * A page of the league's live table while gameweek `event` is live (the whole-season table);
 * null when the ranker holds no table of it for that gameweek.
 */
export async function liveStandingsPage(
  db: Tx,
  ranks: LiveRanks,
  leagueId: number,
  event: number,
  page: number,
) {
  const ranker = await ranks.current();
  if (ranker?.event !== event || !ranker.hasLeague(leagueId)) return null;
  const from = (page - 1) * PAGE + 1;
  const rows = ranker.tableRows(leagueId, from, from + PAGE - 1);
  // The names of the page's teams still in the league: one who left since the deadline (the
  // ranker's table is the deadline's) is no longer shown, as his stored row is deleted.
  const names = await memberNames(
    db,
    leagueId,
    rows.map((r) => r.entry),
  );
  const byId = new Map(names.map((n) => [n.id, n]));
  return {
    has_next: ranker.tableSize(leagueId) >= from + PAGE,
    page,
    results: rows.flatMap((r) => {
      const member = byId.get(r.entry);
      if (!member) return [];
      return [
        {
          entry: r.entry,
          entry_name: member.entry_name,
          player_name: member.player_name,
          event_total: r.eventTotal,
          total: r.total,
          rank: r.rank,
          last_rank: r.lastRank,
          rank_sort: r.rankSort,
          club_badge_src: null,
        },
      ];
    }),
  };
}

/** An entry's live figures in gameweek `event`, or null when it is not live. */
export async function liveEntry(ranks: LiveRanks, entryId: number, event: number) {
  const ranker = await ranks.current();
  if (ranker?.event !== event) return null;
  return ranker.entry(entryId);
}

/** An entry's summary with the live gameweek's points and ranks while it runs. */
export async function withLiveSummary<T extends EntrySummary>(
  summary: T,
  ranks: LiveRanks,
): Promise<T> {
  if (summary.current_event === null) return summary;
  const ranker = await ranks.current();
  const live = ranker?.event === summary.current_event ? ranker.entry(summary.id) : null;
  if (!ranker || !live) return summary;
  // Each classic league's rank moves with the live table, and its last rank is the live
  // table's: the rank after the gameweek before, not the stored table's own last rank.
  const classic = summary.leagues.classic.map((league) => {
    const standing = ranker.leagueStandingOf(league.id, summary.id);
    return standing === null
      ? league
      : { ...league, entry_rank: standing.rank, entry_last_rank: standing.lastRank };
  });
  return {
    ...summary,
    leagues: { ...summary.leagues, classic },
    summary_event_points: live.points,
    summary_event_rank: live.rank,
    summary_overall_points: live.total,
    summary_overall_rank: live.overallRank,
    summary_provisional: true,
  };
}

/** A picks payload's entry_history with the live points and ranks while its gameweek runs. */
export async function withLiveHistory<T extends EntryEventHistory>(
  history: T,
  entryId: number,
  ranks: LiveRanks,
): Promise<T> {
  const ranker = await ranks.current();
  const live = ranker?.event === history.event ? ranker.entry(entryId) : null;
  if (!ranker || !live) return history;
  return {
    ...history,
    points: live.points,
    total_points: live.total,
    rank: live.rank,
    rank_sort: live.rank,
    overall_rank: live.overallRank,
    ...overallRankPercentile(live.overallRank, ranker.entries.count),
    points_on_bench: live.benchPoints,
    provisional: true,
    last_overall_rank: live.lastOverallRank,
  };
}

/**
 * The provisional automatic substitutions of an entry's live points in gameweek `event`, in
 * the payload's shape; empty when the gameweek is not live.
 */
export async function liveAutomaticSubs(ranks: LiveRanks, entryId: number, event: number) {
  const ranker = await ranks.current();
  if (ranker?.event !== event) return [];
  return ranker.provisionalSubs(entryId).map((s) => ({
    entry: entryId,
    element_in: s.element_in as number,
    element_out: s.element_out as number,
    event,
  }));
}

/**
 * An entry's live points net of hits in gameweek `event` (its head-to-head score while the
 * gameweek runs); null when the gameweek is not live or the entry has no picks for it.
 */
export async function liveNetPoints(
  ranks: LiveRanks,
  entryId: number,
  event: number,
): Promise<number | null> {
  const live = await liveEntry(ranks, entryId, event);
  return live ? live.points - live.transfersCost : null;
}

const percent = (count: number, of: number) =>
  of === 0 ? 0 : Math.round((count * 1000) / of) / 10;

function shares(o: Ownership, element: number) {
  return {
    selected: percent(o.selected[element] ?? 0, o.managers),
    captained: percent(o.captained[element] ?? 0, o.managers),
    effective: percent(o.multipliers[element] ?? 0, o.managers),
  };
}

/** Ownership of every player in the live gameweek `event`, with a league's when asked. */
export async function liveOwnership(
  ranks: LiveRanks,
  event: number,
  league: number | undefined,
): Promise<{ byElement: (id: number) => ElementOwnership; groups: OwnershipGroups } | null> {
  const ranker: LiveRanker | null = await ranks.current();
  if (ranker?.event !== event) return null;
  const all = ranker.ownership('all');
  const top = ranker.ownership('top');
  const inLeague =
    league !== undefined && ranker.hasLeague(league) ? ranker.ownership({ league }) : null;
  return {
    byElement: (id) => ({
      all: shares(all, id),
      ...(top.managers > 0 && { top_10k: shares(top, id) }),
      ...(inLeague && { league: shares(inLeague, id) }),
    }),
    groups: {
      all: all.managers,
      top_10k: top.managers,
      ...(inLeague && { league: { id: league!, managers: inLeague.managers } }),
    },
  };
}
