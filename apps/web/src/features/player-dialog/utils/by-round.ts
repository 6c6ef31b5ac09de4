import type { HistoryRow } from '../api/get-element-summary';

/**
 * One row per gameweek: of a double gameweek's two matches the one listed last (the history is
 * in kickoff order), whose price and selection are the gameweek's last.
 */
export function byRound(history: readonly HistoryRow[]): HistoryRow[] {
  const last = new Map<number, HistoryRow>();
  for (const row of history) last.set(row.round, row);
  return [...last.values()].sort((a, b) => a.round - b.round);
}
