// The player list's filter, search, cost cap, sort and paging (SPEC §4, §5, §9).
import type { GameElement } from '@ofl/api';

import { fullName } from './player-name';

/** The stats the list can be sorted by, with their labels; total points is the default. */
export const SORT_OPTIONS = [
  { key: 'total_points', label: 'Total points' },
  { key: 'event_points', label: 'Round points' },
  { key: 'now_cost', label: 'Price' },
  { key: 'selected_by_percent', label: 'Team selected by %' },
  { key: 'form', label: 'Form' },
  { key: 'points_per_game', label: 'Points per match' },
  { key: 'ict_index', label: 'ICT Index' },
  { key: 'bonus', label: 'Bonus' },
  { key: 'minutes', label: 'Minutes played' },
  { key: 'goals_scored', label: 'Goals scored' },
  { key: 'assists', label: 'Assists' },
  { key: 'clean_sheets', label: 'Clean sheets' },
  { key: 'price_progress', label: 'Price change progress' },
] as const;

/** A stat the list sorts by. */
export type SortKey = (typeof SORT_OPTIONS)[number]['key'];

/** Players shown per page (SPEC §9). */
export const PAGE_SIZE = 30;

/** The list's controls (SPEC §3 Player list controls). `maxCost` 0 means no cap. */
export type PlayerListControls = {
  filter: string;
  search: string;
  sort: SortKey;
  maxCost: number;
  getUnavailable: boolean;
};

/** The controls as a list starts. */
export const DEFAULT_CONTROLS: PlayerListControls = {
  filter: 'all',
  search: '',
  sort: 'total_points',
  maxCost: 0,
  getUnavailable: true,
};

/** Lower case without accents, every run of other characters one space: 'Ødegaard' -> 'odegaard'. */
export function searchName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/gi, 'o')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Whether the search matches the start of the player's name or of any word in it. */
export function matchesSearch(element: GameElement, search: string): boolean {
  const query = searchName(search);
  if (!query) return true;
  const names = [element.web_name, fullName(element)];
  return names.some((name) => {
    const text = searchName(name);
    return text.startsWith(query) || ` ${text}`.includes(` ${query}`);
  });
}

/** Whether a player passes the filter: all, a position et_N, a club te_N or the watchlist wl. */
export function matchesFilter(
  element: GameElement,
  filter: string,
  watched: readonly number[],
): boolean {
  if (filter === 'wl') return watched.includes(element.code);
  const [kind, id] = filter.split('_');
  if (kind === 'et') return element.element_type === Number(id);
  if (kind === 'te') return element.team === Number(id);
  return true;
}

/** The cost cap choices: from the dearest price down to the cheapest in steps of 0.5m. */
export function costSteps(elements: readonly GameElement[]): number[] {
  if (elements.length === 0) return [];
  const costs = elements.map((e) => e.now_cost);
  const max = Math.max(...costs);
  const min = Math.min(...costs);
  const top = Math.ceil(max / 5) * 5;
  const steps: number[] = [];
  for (let cost = top; cost >= min; cost -= 5) steps.push(cost);
  return steps;
}

/** A stat's value as a number, for sorting ('5.4' -> 5.4). */
export function statNumber(element: object, name: string): number {
  const value = (element as Record<string, unknown>)[name];
  return typeof value === 'number' ? value : Number(value ?? 0) || 0;
}

/** Orders by the stat, highest first; ties by team, then position, then id (SPEC §9). */
export function sortPlayers(elements: readonly GameElement[], key: string): GameElement[] {
  return elements
    .slice()
    .sort(
      (a, b) =>
        statNumber(b, key) - statNumber(a, key) ||
        a.team - b.team ||
        a.element_type - b.element_type ||
        a.id - b.id,
    );
}

/** The players the controls let through, sorted. */
export function filterPlayers(
  elements: readonly GameElement[],
  controls: PlayerListControls,
  watched: readonly number[],
): GameElement[] {
  return sortPlayers(
    elements.filter(
      (e) =>
        matchesFilter(e, controls.filter, watched) &&
        matchesSearch(e, controls.search) &&
        (controls.maxCost === 0 || e.now_cost <= controls.maxCost) &&
        (controls.getUnavailable || e.status !== 'u'),
    ),
    controls.sort,
  );
}

/**
 * One page of a list: the asked page (from 1) kept within the list, its items, and how many
 * pages there are (none for an empty list, so it shows no pager).
 */
export function pageOf<T>(
  items: readonly T[],
  page: number,
): { items: T[]; page: number; pages: number } {
  const pages = Math.ceil(items.length / PAGE_SIZE);
  const current = Math.min(Math.max(1, page), Math.max(1, pages));
  const shown = items.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  return { items: shown, page: current, pages };
}
