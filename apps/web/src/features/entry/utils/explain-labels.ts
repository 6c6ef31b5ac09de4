/** The names of the scoring lines in a points breakdown (api-shapes §4 explain identifiers). */
const LABELS: Record<string, string> = {
  minutes: 'Minutes played',
  goals_scored: 'Goals scored',
  assists: 'Assists',
  clean_sheets: 'Clean sheets',
  goals_conceded: 'Goals conceded',
  saves: 'Saves',
  penalties_saved: 'Penalties saved',
  penalties_missed: 'Penalties missed',
  yellow_cards: 'Yellow cards',
  red_cards: 'Red cards',
  own_goals: 'Own goals',
  bonus: 'Bonus',
  defensive_contribution: 'Defensive contribution',
  mng_win: 'Win',
  mng_draw: 'Draw',
  mng_loss: 'Loss',
  mng_underdog_win: 'Underdog win',
  mng_underdog_draw: 'Underdog draw',
  mng_clean_sheets: 'Clean sheets',
  mng_goals_scored: 'Goals scored',
};

/** The label of a scoring line; an identifier we do not know is shown in words. */
export function explainLabel(identifier: string): string {
  const label = LABELS[identifier] ?? identifier.replace(/_/g, ' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}
