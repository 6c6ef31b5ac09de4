// The stat columns of the player dialog's History tab (SPEC §2), their totals and per-90 figures.
import type { HistoryRow } from '@ofl/api';
import { MANAGER_STATS } from '@ofl/engine';
import { statHeadings, type StatHeading } from '../../../lib/stat-headings';

const MANAGER = statHeadings(MANAGER_STATS);

/**
 * The stats a position's history shows: saves and penalties saved for goalkeepers, goals and
 * clean sheets for outfield players, the manager's results for the Assistant Manager.
 */
export function statColumns(elementType: number): StatHeading[] {
  if (elementType === 5) return MANAGER;
  const keeper = elementType === 1;
  const defensive = elementType <= 2;
  return statHeadings([
    'minutes',
    'goals_scored',
    'assists',
    'clean_sheets',
    ...(defensive ? (['goals_conceded'] as const) : []),
    'own_goals',
    ...(keeper ? (['penalties_saved'] as const) : []),
    'penalties_missed',
    'yellow_cards',
    'red_cards',
    ...(keeper ? (['saves'] as const) : []),
    'bonus',
    'bps',
    'influence',
    'creativity',
    'threat',
    'ict_index',
  ]);
}

const numberOf = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};

const isDecimal = (value: unknown) => typeof value === 'string' && value.includes('.');

/**
 * Sums each column over the rows (SPEC §9: totals sum history stats, non-integers to 1 decimal).
 * Decimal strings ('12.4') are summed in tenths so no float error shows.
 */
export function statTotals(
  rows: readonly Record<string, unknown>[],
  keys: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    keys.map((key) => {
      const decimal = rows.some((r) => isDecimal(r[key]));
      if (!decimal) return [key, String(rows.reduce((s, r) => s + numberOf(r[key]), 0))];
      const tenths = rows.reduce((s, r) => s + Math.round(numberOf(r[key]) * 10), 0);
      return [key, (tenths / 10).toFixed(1)];
    }),
  );
}

/** Each total per 90 minutes played, to two decimals; nothing before a first minute. */
export function per90(
  totals: Readonly<Record<string, string>>,
  keys: readonly string[],
): Record<string, string> {
  const minutes = numberOf(totals.minutes);
  return Object.fromEntries(
    keys.map((key) => [
      key,
      key === 'minutes' || minutes === 0 ? '' : ((numberOf(totals[key]) * 90) / minutes).toFixed(2),
    ]),
  );
}

/** A match result from the player's side: 'W 2-1', 'D 0-0', 'L 0-3'. */
export function resultLabel(
  row: Pick<HistoryRow, 'was_home' | 'team_h_score' | 'team_a_score'>,
): string {
  if (row.team_h_score == null || row.team_a_score == null) return '';
  const own = row.was_home ? row.team_h_score : row.team_a_score;
  const their = row.was_home ? row.team_a_score : row.team_h_score;
  const outcome = own > their ? 'W' : own < their ? 'L' : 'D';
  return `${outcome} ${row.team_h_score}-${row.team_a_score}`;
}
