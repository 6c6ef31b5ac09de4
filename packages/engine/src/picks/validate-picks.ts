// Server-side check of a picks payload (POST my-team/{entry}/): SPEC §5, game-rules §3.2, §3.3.
import type { GameSettings } from '../game-settings';
import type { RuleCode, RuleViolation } from '../squad/types';
import type { ElementId, ElementTypeId } from '../types';
import { GOALKEEPER, MANAGER } from '../types';
import { isValidFormation } from './formation';

/** A pick as the client sends it; the element type comes from the squad, not from the client. */
export interface PickPayload {
  readonly element: ElementId;
  readonly position: number;
  readonly is_captain: boolean;
  readonly is_vice_captain: boolean;
}

/** A squad member as the picks check needs him. */
export interface SquadElement {
  readonly element: ElementId;
  readonly element_type: ElementTypeId;
}

const violation = (code: RuleCode, message: string): RuleViolation => ({ code, message });

/**
 * Checks a picks payload against the entry's squad: the same elements once each, positions 1 to
 * the squad size (16 for the Assistant Manager), a valid formation, the goalkeeper first and the
 * reserve goalkeeper in his locked bench slot, one captain and one different vice-captain, both
 * starting. Returns every violation found; an empty list means the picks can be saved.
 */
export function validatePicks(
  picks: readonly PickPayload[],
  squad: readonly SquadElement[],
  settings: GameSettings,
): RuleViolation[] {
  const typeOf = new Map(squad.map((s) => [s.element as number, s.element_type]));
  const out: RuleViolation[] = [];
  if (picks.length !== squad.length) {
    out.push(violation('picks_count', `You must pick all ${squad.length} players in your squad`));
  }
  if (new Set(picks.map((p) => p.element)).size !== picks.length) {
    out.push(violation('duplicate_element', 'A player may be picked only once'));
  }
  if (picks.some((p) => !typeOf.has(p.element))) {
    out.push(violation('element_not_in_squad', 'Picks must be players in your squad'));
  }
  if (out.length > 0) return out;
  const typed = picks.map((p) => ({ ...p, element_type: typeOf.get(p.element)! }));
  const positions = new Set(picks.map((p) => p.position));
  if (positions.size !== picks.length || typed.some((p) => !positionFits(p, settings))) {
    out.push(violation('invalid_position', 'Each pick needs its own position'));
    return out;
  }
  const starters = typed.filter(
    (p) => p.position <= settings.squad_squadplay && p.element_type !== MANAGER,
  );
  if (
    !isValidFormation(
      starters.map((p) => p.element_type),
      settings,
    )
  ) {
    out.push(violation('invalid_formation', 'Your starting eleven is not a valid formation'));
  }
  if (typed.some((p) => p.position === 1 && p.element_type !== GOALKEEPER)) {
    out.push(violation('goalkeeper_position', 'Your goalkeeper must be in position 1'));
  }
  out.push(...lockedPositionViolations(typed, settings));
  out.push(...captaincyViolations(typed, settings));
  return out;
}

function positionFits(
  p: PickPayload & { element_type: ElementTypeId },
  settings: GameSettings,
): boolean {
  if (p.element_type === MANAGER) return p.position === settings.squad_squadsize + 1;
  return Number.isInteger(p.position) && p.position >= 1 && p.position <= settings.squad_squadsize;
}

function lockedPositionViolations(
  typed: readonly (PickPayload & { element_type: ElementTypeId })[],
  settings: GameSettings,
): RuleViolation[] {
  const bad = typed.some((p) => {
    if (p.position <= settings.squad_squadplay || p.element_type === MANAGER) return false;
    return settings.element_types.some((t) => {
      const locked = t.sub_positions_locked;
      if (locked.length === 0) return false;
      return t.id === p.element_type ? !locked.includes(p.position) : locked.includes(p.position);
    });
  });
  return bad
    ? [violation('sub_position_locked', 'Your substitute goalkeeper must be first on the bench')]
    : [];
}

function captaincyViolations(
  typed: readonly (PickPayload & { element_type: ElementTypeId })[],
  settings: GameSettings,
): RuleViolation[] {
  const out: RuleViolation[] = [];
  const captains = typed.filter((p) => p.is_captain);
  const vices = typed.filter((p) => p.is_vice_captain);
  const starts = (p: PickPayload & { element_type: ElementTypeId }): boolean =>
    p.position <= settings.squad_squadplay && p.element_type !== MANAGER;
  if (captains.length !== 1) out.push(violation('captain_count', 'You must choose one captain'));
  if (vices.length !== 1) {
    out.push(violation('vice_captain_count', 'You must choose one vice-captain'));
  }
  if (captains.some((p) => p.is_vice_captain)) {
    out.push(
      violation(
        'captain_is_vice_captain',
        'Your captain and vice-captain must be different players',
      ),
    );
  }
  if (captains.some((p) => !starts(p))) {
    out.push(violation('captain_not_starter', 'Your captain must be in your starting eleven'));
  }
  if (vices.some((p) => !starts(p))) {
    out.push(
      violation('vice_captain_not_starter', 'Your vice-captain must be in your starting eleven'),
    );
  }
  return out;
}
