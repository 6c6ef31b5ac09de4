import type { GameElement } from '@ofl/api';

/** A player's full name, as his dialog and menus title him and the search matches it. */
export function fullName(element: Pick<GameElement, 'first_name' | 'second_name'>): string {
  return `${element.first_name} ${element.second_name}`;
}
