import type { GameElement } from '@ofl/api';

/** The expected-goals figures bootstrap-static sends beside a player (strings, two decimals). */
export const EXPECTED_FIGURES = [
  ['expected_goals', 'Expected goals (xG)'],
  ['expected_assists', 'Expected assists (xA)'],
  ['expected_goal_involvements', 'Expected goal involvements (xGI)'],
  ['expected_goals_conceded', 'Expected goals conceded (xGC)'],
] as const;

/** One of a player's expected figures as sent, or a dash when the payload has none. */
export function expectedFigure(
  element: GameElement,
  key: (typeof EXPECTED_FIGURES)[number][0],
): string {
  const value = (element as GameElement & Partial<Record<string, unknown>>)[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '–';
}
