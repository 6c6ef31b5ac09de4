// Test helpers: squad members built from short descriptions.
import type { ElementId, ElementTypeId, TeamId } from '../types';
import { money } from '../types';
import type { SquadMember } from './types';

/** A squad member of the given type, club and price; the id doubles as his name. */
export function member(
  id: number,
  element_type: ElementTypeId,
  team = id,
  price = 50,
): SquadMember {
  return {
    element: id as ElementId,
    element_type,
    team: team as TeamId,
    price: money(price),
    web_name: `Player ${id}`,
  };
}

/** Fifteen members at 2/5/5/3, ids 1-15, each from his own club, at `price` each. */
export function fullSquadMembers(price = 50): SquadMember[] {
  const types: ElementTypeId[] = [1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4];
  return types.map((t, i) => member(i + 1, t, i + 1, price));
}
