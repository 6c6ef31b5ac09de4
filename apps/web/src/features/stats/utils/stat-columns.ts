// The stats the Statistics page offers as its chosen column (game-rules §8, bootstrap
// element_stats), each with its name in the address (/statistics/{statName}) and what it means.
import { statNumber } from '../../../lib/filter-players';
import { priceProgressText } from '../../../lib/price-progress';

/** The name in /statistics/{name} of the Price Changes page, which is no stat of the table. */
export const PRICE_CHANGES = 'price-changes';

/** A stat the table can show and sort by. */
export type StatColumn = { name: string; label: string; description: string };

/** Every stat of the Statistics page, in the order of its selector. */
export const STAT_COLUMNS: readonly StatColumn[] = [
  { name: 'total_points', label: 'Total points', description: 'Points scored this season.' },
  {
    name: 'event_points',
    label: 'Round points',
    description: 'Points scored in the latest gameweek.',
  },
  { name: 'now_cost', label: 'Price', description: 'The current price, in millions.' },
  {
    name: 'selected_by_percent',
    label: 'Teams selected by %',
    description: 'The share of all teams whose squad holds the player.',
  },
  {
    name: 'form',
    label: 'Form',
    description:
      'Average points per match over all matches played by his club in the last 30 days; matches he missed count as 0.',
  },
  {
    name: 'points_per_game',
    label: 'Points per match',
    description: 'Total points divided by the matches he appeared in.',
  },
  { name: 'value_form', label: 'Value (form)', description: 'Form divided by price in millions.' },
  {
    name: 'value_season',
    label: 'Value (season)',
    description: 'Total points divided by price in millions.',
  },
  { name: 'transfers_in', label: 'Transfers in', description: 'Times bought this season.' },
  { name: 'transfers_out', label: 'Transfers out', description: 'Times sold this season.' },
  {
    name: 'transfers_in_event',
    label: 'Transfers in (round)',
    description: 'Times bought since the last deadline.',
  },
  {
    name: 'transfers_out_event',
    label: 'Transfers out (round)',
    description: 'Times sold since the last deadline.',
  },
  {
    name: 'price_progress',
    label: 'Price change progress',
    description:
      'How far he is from his next price change: net transfers since his last change against the number a change needs. At +100% he rises at the next nightly update, at -100% he falls.',
  },
  {
    name: 'cost_change_start',
    label: 'Price rise',
    description: 'Change of price since the start of the season, in millions.',
  },
  {
    name: 'cost_change_start_fall',
    label: 'Price fall',
    description: 'Fall of price since the start of the season, in millions.',
  },
  {
    name: 'cost_change_event',
    label: 'Price rise (round)',
    description: 'Change of price since the last deadline, in millions.',
  },
  {
    name: 'cost_change_event_fall',
    label: 'Price fall (round)',
    description: 'Fall of price since the last deadline, in millions.',
  },
  { name: 'minutes', label: 'Minutes played', description: 'Minutes on the pitch this season.' },
  { name: 'starts', label: 'Starts', description: 'Matches he started.' },
  { name: 'goals_scored', label: 'Goals scored', description: 'Goals scored this season.' },
  { name: 'assists', label: 'Assists', description: 'Assists this season.' },
  {
    name: 'clean_sheets',
    label: 'Clean sheets',
    description: 'Matches without a goal conceded while he played 60 minutes or more.',
  },
  {
    name: 'clean_sheets_per_90',
    label: 'Clean sheets per 90',
    description: 'Clean sheets per 90 minutes played.',
  },
  {
    name: 'goals_conceded',
    label: 'Goals conceded',
    description: 'Goals his club conceded while he was on the pitch.',
  },
  { name: 'own_goals', label: 'Own goals', description: 'Own goals this season.' },
  {
    name: 'penalties_saved',
    label: 'Penalties saved',
    description: 'Penalties saved this season.',
  },
  {
    name: 'penalties_missed',
    label: 'Penalties missed',
    description: 'Penalties missed this season.',
  },
  { name: 'yellow_cards', label: 'Yellow cards', description: 'Yellow cards this season.' },
  { name: 'red_cards', label: 'Red cards', description: 'Red cards this season.' },
  { name: 'saves', label: 'Saves', description: 'Shots saved this season.' },
  {
    name: 'bonus',
    label: 'Bonus',
    description: 'Bonus points: 3, 2 and 1 for the best three of each match by BPS.',
  },
  {
    name: 'bps',
    label: 'Bonus Points System',
    description: 'The BPS score from which bonus points are awarded.',
  },
  { name: 'influence', label: 'Influence', description: "How much he decided a match's outcome." },
  {
    name: 'creativity',
    label: 'Creativity',
    description: 'How much he set up chances for others.',
  },
  { name: 'threat', label: 'Threat', description: 'How much he threatened to score.' },
  {
    name: 'ict_index',
    label: 'ICT Index',
    description: 'Influence, Creativity and Threat together: their sum divided by 10 per match.',
  },
  {
    name: 'expected_goals',
    label: 'Expected goals (xG)',
    description: 'Goals a player of his chances would be expected to score.',
  },
  {
    name: 'expected_assists',
    label: 'Expected assists (xA)',
    description: 'Assists his passes would be expected to give.',
  },
  {
    name: 'expected_goal_involvements',
    label: 'Expected goal involvements (xGI)',
    description: 'Expected goals plus expected assists.',
  },
  {
    name: 'expected_goals_conceded',
    label: 'Expected goals conceded (xGC)',
    description: 'Goals his club would be expected to concede while he plays.',
  },
  {
    name: 'clearances_blocks_interceptions',
    label: 'Clearances, blocks and interceptions',
    description: 'Clearances, blocked shots and interceptions.',
  },
  { name: 'recoveries', label: 'Recoveries', description: 'Loose balls won back.' },
  { name: 'tackles', label: 'Tackles', description: 'Tackles made.' },
  {
    name: 'defensive_contribution',
    label: 'Defensive contribution',
    description:
      'Clearances, blocks, interceptions and tackles (and recoveries for midfielders and forwards) that score defensive points.',
  },
  {
    name: 'defensive_contribution_per_90',
    label: 'Defensive contribution per 90',
    description: 'Defensive contribution per 90 minutes played.',
  },
  {
    name: 'dreamteam_count',
    label: 'Times in Team of the Week',
    description: 'Gameweeks in which he was in the Team of the Week.',
  },
];

/** The stat named in the address, or total points for an unknown one. */
export function statColumn(name: string | undefined): StatColumn {
  return STAT_COLUMNS.find((s) => s.name === name) ?? STAT_COLUMNS[0]!;
}

/** How the table shows a stat's value: money in tenths as millions, the rest as sent. */
export function statText(element: Record<string, unknown>, name: string): string {
  const value = element[name];
  if (name === 'now_cost' || name.startsWith('cost_change')) {
    return (statNumber(element, name) / 10).toFixed(1);
  }
  if (name === 'selected_by_percent') return `${String(value ?? '0.0')}%`;
  if (name === 'price_progress') return priceProgressText(typeof value === 'number' ? value : null);
  return String(value ?? 0);
}
