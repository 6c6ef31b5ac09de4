// The first lineup of a new squad (SPEC §2 Squad selection: a new entry gets a valid eleven).
import type { GameSettings } from '../game-settings';
import { playingElementTypes } from '../game-settings';
import type { SquadMember } from '../squad/types';
import { MANAGER } from '../types';
import { validFormations } from './formation';
import type { TeamPick } from './types';

/** The formation a new team starts in when the settings allow it (the usual FPL default). */
const PREFERRED_FORMATION = '1-4-4-2';

/**
 * Lays a full squad out as picks: a preferred 4-4-2 (else the first valid formation), starters
 * taken in squad order type by type (goalkeeper first), then the bench in squad order with each
 * locked bench slot (the reserve goalkeeper at 12) given to its type. The two most expensive
 * starters get the armband and the vice-captaincy (ties to the earlier position). Multipliers are
 * those of a saved team: captain 2, starters 1, bench 0. The Assistant Manager, if any, is 16.
 */
export function defaultLineup(squad: readonly SquadMember[], settings: GameSettings): TeamPick[] {
  const playing = playingElementTypes(settings);
  const formations = validFormations(settings);
  const chosen = formations.includes(PREFERRED_FORMATION)
    ? PREFERRED_FORMATION
    : (formations[0] ?? '');
  const counts = chosen.split('-').map(Number);
  const starters: SquadMember[] = [];
  const bench: SquadMember[] = [];
  playing.forEach((type, i) => {
    const ofType = squad.filter((m) => m.element_type === type.id);
    starters.push(...ofType.slice(0, counts[i] ?? 0));
    bench.push(...ofType.slice(counts[i] ?? 0));
  });
  const benchOrder = orderBench(bench, settings);
  const byPrice = starters
    .map((m, i) => ({ m, i }))
    .sort((a, b) => b.m.price - a.m.price || a.i - b.i);
  const captain = byPrice[0]?.m.element;
  const vice = byPrice[1]?.m.element;
  const pick = (m: SquadMember, position: number, starts: boolean): TeamPick => ({
    element: m.element,
    element_type: m.element_type,
    position,
    is_captain: m.element === captain,
    is_vice_captain: m.element === vice,
    multiplier: !starts ? 0 : m.element === captain ? 2 : 1,
  });
  const managers = squad.filter((m) => m.element_type === MANAGER);
  return [
    ...starters.map((m, i) => pick(m, i + 1, true)),
    ...benchOrder.map((m, i) => pick(m, settings.squad_squadplay + i + 1, false)),
    ...managers.map((m) => ({ ...pick(m, settings.squad_squadsize + 1, true), multiplier: 1 })),
  ];
}

/** The bench in squad order, with each type that locks bench slots moved into them. */
function orderBench(bench: readonly SquadMember[], settings: GameSettings): SquadMember[] {
  const slots: (SquadMember | null)[] = bench.map(() => null);
  const rest = bench.slice();
  for (const type of settings.element_types) {
    for (const position of type.sub_positions_locked) {
      const index = position - settings.squad_squadplay - 1;
      const at = rest.findIndex((m) => m.element_type === type.id);
      if (index < 0 || index >= slots.length || at < 0) continue;
      slots[index] = rest.splice(at, 1)[0]!;
    }
  }
  return slots.map((s) => s ?? rest.shift()!);
}
