// Each chip's status for an entry and whether a chip may be played (game-rules §6, SPEC §4).
import type { RuleViolation } from '../squad/types';
import { MANAGER_CHIP_EVENTS } from './chip-definitions';
import type { ChipDefinition, ChipName, ChipPlay, EntryChip, ServerChipStatus } from './types';

/** What the chip rules need to know about an entry. */
export interface ChipContext {
  /** The gameweek being planned (the next one). */
  readonly event: number;
  /** Every chip the entry has played, including one set for `event`. */
  readonly plays: readonly ChipPlay[];
  /** The entry's first gameweek (FPL `started_event`). */
  readonly startedEvent: number;
  readonly definitions: readonly ChipDefinition[];
}

/** The gameweeks a played chip covers: three for the Assistant Manager, else one. */
export function chipEvents(play: ChipPlay): number[] {
  const span = play.name === 'manager' ? MANAGER_CHIP_EVENTS : 1;
  return Array.from({ length: span }, (_, i) => Number(play.event) + i);
}

/** The chip active in a gameweek, if any (one chip per gameweek; the manager covers three). */
export function activeChip(plays: readonly ChipPlay[], event: number): ChipName | null {
  return plays.find((p) => chipEvents(p).includes(event))?.name ?? null;
}

/** The gameweeks each chip was played in, matched by name and window. */
export function playedByChip(
  definitions: readonly ChipDefinition[],
  plays: readonly ChipPlay[],
): Map<number, number[]> {
  const out = new Map<number, number[]>(definitions.map((d) => [d.id, []]));
  for (const play of plays) {
    const e = Number(play.event);
    const def = definitions.find(
      (d) => d.name === play.name && e >= d.start_event && e <= d.stop_event,
    );
    if (def) out.get(def.id)!.push(e);
  }
  return out;
}

/**
 * One chip's status for the gameweek being planned. Played before it: played (the manager stays
 * active through his three gameweeks). Played for it: active. Otherwise unavailable while another
 * chip is active, outside the chip's window, for Wildcard and Free Hit in the entry's first
 * gameweek, and for a Free Hit right after a Free Hit; else available.
 */
export function chipStatus(def: ChipDefinition, ctx: ChipContext): ServerChipStatus {
  const played = playedByChip(ctx.definitions, ctx.plays).get(def.id) ?? [];
  const own = played.map((event) => ({ name: def.name, event }));
  if (own.some((p) => chipEvents(p).includes(ctx.event))) return 'active';
  if (played.length > 0) return 'played';
  if (activeChip(ctx.plays, ctx.event) !== null) return 'unavailable';
  if (ctx.event < def.start_event || ctx.event > def.stop_event) return 'unavailable';
  const transferChip = def.name === 'wildcard' || def.name === 'freehit';
  if (transferChip && ctx.event <= ctx.startedEvent) return 'unavailable';
  if (def.name === 'freehit' && activeChip(ctx.plays, ctx.event - 1) === 'freehit') {
    return 'unavailable';
  }
  return 'available';
}

/** The chips as my-team reports them, with status, played gameweeks and no pending play. */
export function entryChips(ctx: ChipContext): EntryChip[] {
  const played = playedByChip(ctx.definitions, ctx.plays);
  return ctx.definitions.map((def) => ({
    id: def.id,
    name: def.name,
    chip_type: def.chip_type,
    number: def.number,
    start_event: def.start_event,
    stop_event: def.stop_event,
    status_for_entry: chipStatus(def, ctx),
    is_pending: false,
    played_by_entry: played.get(def.id) ?? [],
  }));
}

/** Why the named chip cannot be played for the gameweek, or null when one of its kind is available. */
export function chipPlayViolation(name: ChipName, ctx: ChipContext): RuleViolation | null {
  const candidates = ctx.definitions.filter((d) => d.name === name);
  if (candidates.some((d) => chipStatus(d, ctx) === 'available')) return null;
  if (activeChip(ctx.plays, ctx.event) !== null) {
    return { code: 'chip_already_active', message: 'You can only play one chip in a Gameweek' };
  }
  return { code: 'chip_unavailable', message: 'This chip is not available in this Gameweek' };
}
