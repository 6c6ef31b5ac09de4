import { candidateMember } from '@ofl/engine/squad';
import type { AutoPickCandidate, ElementId, SquadMember, TeamId } from '@ofl/engine';
import { money } from '@ofl/engine/types';
import type { GameElement } from '@ofl/api';

/** A player being bought into a new squad: he counts at today's price. */
export function toSquadMember(element: GameElement): SquadMember {
  return candidateMember(toCandidate(element));
}

/** A player as Auto Pick weighs him; form arrives as a decimal string. */
export function toCandidate(element: GameElement): AutoPickCandidate {
  return {
    id: element.id as ElementId,
    element_type: element.element_type,
    team: element.team as TeamId,
    now_cost: money(element.now_cost),
    form: Number(element.form) || 0,
    status: element.status,
    can_select: element.can_select,
    web_name: element.web_name,
  };
}
