import { buildElement } from './build-element';
import type { NameGenerator } from './generate-names';
import type { IdSource } from './generate-players';
import { NAME_POOLS } from './name-pools';
import { priceManager } from './price-player';
import type { DemoElement, DemoTeam } from './types';

// Head coaches come from fewer backgrounds than players; this keeps the list believable.
const COACH_POOLS = NAME_POOLS.filter((p) =>
  ['english', 'iberian', 'french', 'german', 'dutch', 'italian', 'nordic'].includes(p.culture),
);

/**
 * One head coach per club (element type 5), for the 2024/25-style Assistant Manager chip. His
 * quality is the club's rating, and he "plays" every match of his club.
 */
export function generateManagers(
  teams: readonly DemoTeam[],
  names: NameGenerator,
  ids: IdSource,
): DemoElement[] {
  return teams.map((team) =>
    buildElement({
      id: ids.nextId(),
      code: ids.nextCode(),
      name: names.next(COACH_POOLS),
      team,
      elementType: 5,
      nowCost: priceManager(team.rating),
      squadNumber: null,
      birthDate: null,
      quality: Math.round(team.rating * 1000) / 1000,
      minutesLikelihood: 1,
    }),
  );
}
