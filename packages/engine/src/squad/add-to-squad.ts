// Adding to and removing from squad slots while a manager builds a squad (SPEC §5).
import { elementTypeRules, type GameSettings } from '../game-settings';
import { MANAGER } from '../types';
import { squadSlotTypes } from './slots';
import type { RuleViolation, SquadChange, SquadMember, SquadSlots } from './types';

/** What adding needs to know besides the squad: the settings and whether the manager chip is on. */
export interface AddContext {
  readonly settings: GameSettings;
  readonly managerChipActive: boolean;
}

/**
 * Why a member cannot be added, or null when he can: a manager needs the Assistant Manager chip,
 * nobody can be in the squad twice, and each position has only its squad_select slots.
 */
export function addToSquadViolation(
  slots: SquadSlots,
  member: SquadMember,
  { settings, managerChipActive }: AddContext,
): RuleViolation | null {
  if (member.element_type === MANAGER && !managerChipActive) {
    return {
      code: 'manager_chip_required',
      message: 'You must have the Assistant Manager chip active to transfer in a manager',
    };
  }
  if (slots.some((m) => m?.element === member.element)) {
    return { code: 'already_in_squad', message: `${member.web_name} is already in your squad` };
  }
  if (freeSlotOfType(slots, member, settings) < 0) {
    const type = elementTypeRules(settings, member.element_type);
    return {
      code: 'position_full',
      message: `You already have the maximum number of ${type.plural_name}`,
    };
  }
  return null;
}

/** Puts a member into the first free slot of his type, or says why not. */
export function addToSquad(
  slots: SquadSlots,
  member: SquadMember,
  context: AddContext,
): SquadChange {
  const violation = addToSquadViolation(slots, member, context);
  if (violation) return { ok: false, violation };
  const index = freeSlotOfType(slots, member, context.settings);
  const next = slots.slice();
  next[index] = member;
  return { ok: true, slots: next, slot: index + 1 };
}

/** Empties one slot (numbered from 1); other slots keep their members. */
export function removeFromSquad(slots: SquadSlots, slot: number): SquadSlots {
  return slots.map((m, i) => (i === slot - 1 ? null : m));
}

function freeSlotOfType(slots: SquadSlots, member: SquadMember, settings: GameSettings): number {
  const types = squadSlotTypes(settings);
  return types.findIndex((t, i) => t === member.element_type && (slots[i] ?? null) === null);
}
