import type { ElementTypeId } from '@ofl/engine';
import { AVAILABLE } from './generate-availability';
import type { PersonName } from './generate-names';
import type { Availability, DemoElement, DemoTeam } from './types';

/** The parts of an element that differ from person to person. */
export interface ElementParts {
  id: number;
  code: number;
  name: PersonName;
  team: DemoTeam;
  elementType: ElementTypeId;
  nowCost: number;
  squadNumber: number | null;
  birthDate: string | null;
  quality: number;
  minutesLikelihood: number;
  availability?: Availability;
}

/** One element with every static API field filled, set pieces not yet assigned. */
export function buildElement(parts: ElementParts): DemoElement {
  const availability = parts.availability ?? AVAILABLE;
  return {
    id: parts.id,
    code: parts.code,
    ...parts.name,
    known_name: '',
    team: parts.team.id,
    team_code: parts.team.code,
    element_type: parts.elementType,
    squad_number: parts.squadNumber,
    birth_date: parts.birthDate,
    now_cost: parts.nowCost,
    ...availability,
    can_transact: true,
    can_select: true,
    removed: false,
    special: false,
    penalties_order: null,
    direct_freekicks_order: null,
    corners_and_indirect_freekicks_order: null,
    penalties_text: '',
    direct_freekicks_text: '',
    corners_and_indirect_freekicks_text: '',
    quality: parts.quality,
    minutesLikelihood: parts.minutesLikelihood,
  };
}
