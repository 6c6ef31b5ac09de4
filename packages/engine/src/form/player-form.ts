import { oneDecimal, ratioInTenths, tenthsToString } from './one-decimal';

// Game rules §8: form is the average points per match over every match the player's CLUB played
// in the last `stats_form_days` (30) days; matches he missed count as 0. The engine has no clock,
// so the moment to measure from is passed in.

/** Days of matches that count toward form (`game_settings.stats_form_days`). */
export const STATS_FORM_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** One finished match of the player's club, with his points in it (0 if he did not play). */
export interface ClubMatchPoints {
  kickoffTime: string;
  points: number;
}

/** The club matches inside the form window: kicked off after now - days and not after now. */
export function matchesInFormWindow<T extends ClubMatchPoints>(
  matches: readonly T[],
  now: string,
  days: number = STATS_FORM_DAYS,
): T[] {
  const end = Date.parse(now);
  const start = end - days * DAY_MS;
  return matches.filter((m) => {
    const t = Date.parse(m.kickoffTime);
    return t > start && t <= end;
  });
}

/** Form in integer tenths (5.4 is 54): the average over the club's matches in the window. */
export function playerFormTenths(
  matches: readonly ClubMatchPoints[],
  now: string,
  days: number = STATS_FORM_DAYS,
): number {
  const window = matchesInFormWindow(matches, now, days);
  const total = window.reduce((sum, m) => sum + m.points, 0);
  return ratioInTenths(total, window.length);
}

/** Form as FPL's string with one decimal ("5.4"); "0.0" with no club match in the window. */
export function playerForm(
  matches: readonly ClubMatchPoints[],
  now: string,
  days: number = STATS_FORM_DAYS,
): string {
  return tenthsToString(playerFormTenths(matches, now, days));
}

/** points_per_game: total points over the matches he appeared in, one decimal; "0.0" for none. */
export function pointsPerGame(totalPoints: number, appearances: number): string {
  return oneDecimal(totalPoints, appearances);
}
