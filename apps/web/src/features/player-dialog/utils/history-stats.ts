// The stat columns of the player dialog's History tab (SPEC §2), their totals and per-90 figures.

/** A stat column: the key in a history row, its short heading and full name. */
export type StatColumn = { key: string; label: string; title: string };

const MINUTES: StatColumn = { key: 'minutes', label: 'MP', title: 'Minutes played' };
const GOALS: StatColumn = { key: 'goals_scored', label: 'GS', title: 'Goals scored' };
const ASSISTS: StatColumn = { key: 'assists', label: 'A', title: 'Assists' };
const CLEAN: StatColumn = { key: 'clean_sheets', label: 'CS', title: 'Clean sheets' };
const CONCEDED: StatColumn = { key: 'goals_conceded', label: 'GC', title: 'Goals conceded' };
const OWN: StatColumn = { key: 'own_goals', label: 'OG', title: 'Own goals' };
const SAVED: StatColumn = { key: 'penalties_saved', label: 'PS', title: 'Penalties saved' };
const MISSED: StatColumn = { key: 'penalties_missed', label: 'PM', title: 'Penalties missed' };
const YELLOW: StatColumn = { key: 'yellow_cards', label: 'YC', title: 'Yellow cards' };
const RED: StatColumn = { key: 'red_cards', label: 'RC', title: 'Red cards' };
const SAVES: StatColumn = { key: 'saves', label: 'S', title: 'Saves' };
const BONUS: StatColumn = { key: 'bonus', label: 'B', title: 'Bonus' };
const BPS: StatColumn = { key: 'bps', label: 'BPS', title: 'Bonus Points System' };
const ICT: StatColumn[] = [
  { key: 'influence', label: 'I', title: 'Influence' },
  { key: 'creativity', label: 'C', title: 'Creativity' },
  { key: 'threat', label: 'T', title: 'Threat' },
  { key: 'ict_index', label: 'ICT', title: 'ICT Index' },
];
const MANAGER: StatColumn[] = [
  { key: 'mng_win', label: 'W', title: 'Wins' },
  { key: 'mng_draw', label: 'D', title: 'Draws' },
  { key: 'mng_loss', label: 'L', title: 'Losses' },
  { key: 'mng_underdog_win', label: 'UW', title: 'Underdog wins' },
  { key: 'mng_underdog_draw', label: 'UD', title: 'Underdog draws' },
  { key: 'mng_clean_sheets', label: 'CS', title: 'Clean sheets' },
  { key: 'mng_goals_scored', label: 'GS', title: 'Goals scored' },
];

/**
 * The stats a position's history shows: saves and penalties saved for goalkeepers, goals and
 * clean sheets for outfield players, the manager's results for the Assistant Manager.
 */
export function statColumns(elementType: number): StatColumn[] {
  if (elementType === 5) return MANAGER;
  const keeper = elementType === 1;
  const defensive = elementType <= 2;
  return [
    MINUTES,
    GOALS,
    ASSISTS,
    CLEAN,
    ...(defensive ? [CONCEDED] : []),
    OWN,
    ...(keeper ? [SAVED] : []),
    MISSED,
    YELLOW,
    RED,
    ...(keeper ? [SAVES] : []),
    BONUS,
    BPS,
    ...ICT,
  ];
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
export function resultLabel(row: {
  was_home: boolean;
  team_h_score: number | null;
  team_a_score: number | null;
}): string {
  if (row.team_h_score == null || row.team_a_score == null) return '';
  const own = row.was_home ? row.team_h_score : row.team_a_score;
  const their = row.was_home ? row.team_a_score : row.team_h_score;
  const outcome = own > their ? 'W' : own < their ? 'L' : 'D';
  return `${outcome} ${row.team_h_score}-${row.team_a_score}`;
}
