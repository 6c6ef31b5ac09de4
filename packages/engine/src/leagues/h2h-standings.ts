import type { EntryId } from '../types';
import { rankWithTies } from '../ranks/rank-with-ties';
import type { H2hPoints } from './h2h-match';
import { DEFAULT_H2H_POINTS, h2hOutcome } from './h2h-match';

// H2H table (game rules §7.3): league points, then total game points scored (points_for). The
// rules stop there; decided here: teams equal on both share the rank, and the lower entry id comes
// first in rank_sort. The AVERAGE team (null) plays but has no row. Knock-out matches are not in
// the table. last_rank is the rank in the table one gameweek before, 0 before any match.

/** A played league match with both scores net of hits; null is the AVERAGE team. */
export interface H2hResult {
  event: number;
  entry1: EntryId | null;
  entry2: EntryId | null;
  score1: number;
  score2: number;
}

/** A row of an H2H table. */
export interface H2hRow {
  entry: EntryId;
  matchesPlayed: number;
  matchesWon: number;
  matchesDrawn: number;
  matchesLost: number;
  pointsFor: number;
  total: number;
  rank: number;
  lastRank: number;
  rankSort: number;
}

type Tally = Omit<H2hRow, 'rank' | 'lastRank' | 'rankSort'>;

/** An entry's tally before any match. */
export function unplayedH2hRow(entry: EntryId): Tally {
  return {
    entry,
    matchesPlayed: 0,
    matchesWon: 0,
    matchesDrawn: 0,
    matchesLost: 0,
    pointsFor: 0,
    total: 0,
  };
}

function tallies(
  entries: readonly EntryId[],
  results: readonly H2hResult[],
  event: number,
  settings: H2hPoints,
): Tally[] {
  const rows = new Map<EntryId, Tally>(entries.map((entry) => [entry, unplayedH2hRow(entry)]));
  const count = (entry: EntryId | null, score: number, against: number) => {
    const row = entry === null ? undefined : rows.get(entry);
    if (!row) return;
    const { outcome, points } = h2hOutcome(score, against, settings);
    row.matchesPlayed++;
    if (outcome === 'win') row.matchesWon++;
    else if (outcome === 'draw') row.matchesDrawn++;
    else row.matchesLost++;
    row.pointsFor += score;
    row.total += points;
  };
  for (const r of results) {
    if (r.event > event) continue;
    count(r.entry1, r.score1, r.score2);
    count(r.entry2, r.score2, r.score1);
  }
  return [...rows.values()];
}

function ranked(rows: readonly Tally[]) {
  return rankWithTies(
    rows,
    (r) => [r.total, r.pointsFor],
    (a, b) => a.entry - b.entry,
  );
}

/** The H2H table of `entries` after the matches of gameweeks up to `event`, best first. */
export function h2hStandings(
  entries: readonly EntryId[],
  results: readonly H2hResult[],
  event: number,
  settings: H2hPoints = DEFAULT_H2H_POINTS,
): H2hRow[] {
  const last = new Map<EntryId, number>();
  if (results.some((r) => r.event < event)) {
    for (const r of ranked(tallies(entries, results, event - 1, settings))) {
      last.set(r.row.entry, r.rank);
    }
  }
  return ranked(tallies(entries, results, event, settings)).map((r) => ({
    ...r.row,
    rank: r.rank,
    lastRank: last.get(r.row.entry) ?? 0,
    rankSort: r.rankSort,
  }));
}
