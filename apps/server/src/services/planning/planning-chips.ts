// Chips played and cancelled while a gameweek is planned, by POST my-team (team chips) and POST
// transfers (transfer chips): judged by the engine, stored with the planning row locked.
import {
  chipPlayViolation,
  chipStatus,
  type ChipName,
  type ChipType,
  type RuleViolation,
} from '@ofl/engine';
import { deleteChipPlay, insertChipPlay, type Tx } from '@ofl/db';
import type { ChipPlayRow } from './picks-rows';
import { NeedsLock, type PlanningState } from './planning-state';
import { violationsError, type GameRules } from './squads-rules';

/** A chip of a kind the request may not name here, or that the game does not have. */
const CHIP_UNAVAILABLE: RuleViolation = {
  code: 'chip_unavailable',
  message: 'This chip is not available in this Gameweek',
};

/** Whether the game has a chip of that name and type (a team chip or a transfer chip). */
export const isChipOfType = (name: string, type: ChipType, rules: GameRules): boolean =>
  rules.chips.some((c) => c.name === name && c.chip_type === type);

/** The chip a request names, if one of the `type` it may name here; else a 400. */
export function namedChip(name: string, type: ChipType, rules: GameRules): ChipName {
  if (!isChipOfType(name, type, rules)) throw violationsError([CHIP_UNAVAILABLE]);
  return name as ChipName;
}

/**
 * Plays the chip (if the engine allows) for the gameweek being planned and answers the entry's
 * chip plays after it.
 */
export async function playChip(
  tx: Tx,
  { entry, event, plays, locked }: PlanningState,
  name: ChipName,
  rules: GameRules,
  now: Date,
): Promise<ChipPlayRow[]> {
  const ctx = { event, plays, startedEvent: entry.startedEvent, definitions: rules.chips };
  const violation = chipPlayViolation(name, ctx);
  if (violation) throw violationsError([violation]);
  const chipId = availableChipId(name, ctx);
  if (!locked) throw new NeedsLock();
  await insertChipPlay(tx, { entryId: entry.id, chipId, event, time: now });
  return [...plays, { chipId, event, time: now, name }];
}

/** Cancels one of the entry's chip plays and answers its chip plays after it. */
export async function cancelChip(
  tx: Tx,
  { entry, plays, locked }: PlanningState,
  play: ChipPlayRow,
): Promise<ChipPlayRow[]> {
  if (!locked) throw new NeedsLock();
  await deleteChipPlay(tx, entry.id, play.chipId);
  return plays.filter((p) => p !== play);
}

/** The id of the chip of that name the entry may play now (the engine said one is available). */
function availableChipId(name: ChipName, ctx: Parameters<typeof chipPlayViolation>[1]): number {
  const definition = ctx.definitions.find(
    (d) => d.name === name && chipStatus(d, ctx) === 'available',
  );
  return definition!.id;
}
