// How the stats tables head a stat's column: a short heading, with the full name as its title.

const HEADINGS = {
  minutes: ['MP', 'Minutes played'],
  goals_scored: ['GS', 'Goals scored'],
  assists: ['A', 'Assists'],
  clean_sheets: ['CS', 'Clean sheets'],
  goals_conceded: ['GC', 'Goals conceded'],
  own_goals: ['OG', 'Own goals'],
  penalties_saved: ['PS', 'Penalties saved'],
  penalties_missed: ['PM', 'Penalties missed'],
  yellow_cards: ['YC', 'Yellow cards'],
  red_cards: ['RC', 'Red cards'],
  saves: ['S', 'Saves'],
  bonus: ['B', 'Bonus'],
  bps: ['BPS', 'Bonus Points System'],
  influence: ['I', 'Influence'],
  creativity: ['C', 'Creativity'],
  threat: ['T', 'Threat'],
  ict_index: ['ICT', 'ICT Index'],
  mng_win: ['W', 'Wins'],
  mng_draw: ['D', 'Draws'],
  mng_loss: ['L', 'Losses'],
  mng_underdog_win: ['UW', 'Underdog wins'],
  mng_underdog_draw: ['UD', 'Underdog draws'],
  mng_clean_sheets: ['CS', 'Clean sheets'],
  mng_goals_scored: ['GS', 'Goals scored'],
} as const;

/** A stat that has a column heading. */
export type HeadedStat = keyof typeof HEADINGS;

/** A stat column: the key in a row, its short heading and full name. */
export type StatHeading = { key: HeadedStat; label: string; title: string };

/** The columns of these stats, in the order given. */
export function statHeadings(keys: readonly HeadedStat[]): StatHeading[] {
  return keys.map((key) => ({ key, label: HEADINGS[key][0], title: HEADINGS[key][1] }));
}
