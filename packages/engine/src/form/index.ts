// Public rules of the form area: form, points per game and value, as FPL's one-decimal strings.
export { oneDecimal, ratioInTenths, tenthsToString } from './one-decimal';
export type { ClubMatchPoints } from './player-form';
export {
  STATS_FORM_DAYS,
  matchesInFormWindow,
  playerForm,
  playerFormTenths,
  pointsPerGame,
} from './player-form';
export { valueForm, valueSeason } from './value';
