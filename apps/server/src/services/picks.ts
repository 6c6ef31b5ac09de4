// Pick Team (GET and POST my-team/{entry}/): the lineup, captaincy and team chips of the
// gameweek being planned, checked by the engine before anything is stored.
import { and, eq } from 'drizzle-orm';
import {
  activeChip,
  canCancelChip,
  chipPlayViolation,
  chipStatus,
  currentEventId,
  nextEventId,
  validatePicks,
  type ChipName,
  type PickPayload,
  type RuleViolation,
  savedMultipliers,
} from '@ofl/engine';
import { chipPlays, savePlanningPicks, type Db, type Tx } from '@ofl/db';
import { notFound } from '../errors';
import { presentMyTeam } from '../presenters/my-team';
import {
  freeTransferLimit,
  loadChipPlays,
  loadElementFacts,
  loadOwnEntry,
  planningRow,
  picksRowOf,
  rowPicks,
  type ChipPlayRow,
  type ElementFacts,
  type EntryState,
  type PicksRow,
} from './picks-rows';
import {
  NeedsLock,
  RowChanged,
  versionOf,
  writePlanning,
  type PlanningState,
} from './planning-state';
import {
  loadGameRules,
  violationsError,
  type GameRules,
  type GameRulesSource,
} from './squads-rules';

/** What the my-team payload reads besides the row, when a write has it at hand. */
export interface MyTeamFacts {
  facts: Map<number, ElementFacts>;
  limit: number | null;
  plays: readonly ChipPlayRow[];
}

/** The my-team payload of an entry's row for `event`, from what was read already. */
export function myTeamOf(
  entry: EntryState,
  row: PicksRow,
  event: number,
  rules: GameRules,
  known: MyTeamFacts,
) {
  return presentMyTeam(row, {
    event,
    startedEvent: entry.startedEvent,
    bank: row.bank ?? entry.bank,
    limit: known.limit,
    plays: known.plays,
    chips: rules.chips,
    settings: rules.settings,
    facts: known.facts,
  });
}

/** The my-team payload of an entry's row for `event`. */
export async function myTeamPayload(
  tx: Tx,
  entry: EntryState,
  row: PicksRow,
  event: number,
  rules: GameRules,
) {
  return myTeamOf(entry, row, event, rules, {
    facts: await loadElementFacts(tx, row.elements),
    limit: await freeTransferLimit(tx, entry, event, rules.settings),
    plays: await loadChipPlays(tx, entry.id),
  });
}

/** GET my-team: the next gameweek's picks, or the current one's once no gameweek is left. */
export async function getMyTeam(
  db: Db,
  entryId: number,
  userId: number,
  now: Date,
  rulesOf: GameRulesSource = loadGameRules,
) {
  const rules = await rulesOf(db);
  return db.transaction(async (tx) => {
    const entry = await loadOwnEntry(tx, entryId, userId, false);
    const next = nextEventId(rules.deadlines, now);
    if (next !== null) {
      return myTeamPayload(tx, entry, await planningRow(tx, entry, next, rules), next, rules);
    }
    const current = currentEventId(rules.deadlines, now);
    const row = current === null ? undefined : await picksRowOf(tx, entry.id, current);
    if (!row || current === null) throw notFound();
    return myTeamPayload(tx, entry, row, current, rules);
  });
}

/** What POST my-team sends. */
export interface SavePicksRequest {
  chip: string | null;
  picks: PickPayload[];
}

const TEAM_CHIPS: ReadonlySet<string> = new Set(['bboost', '3xc']);

/**
 * POST my-team: checks the lineup and the chip with the engine, then stores the picks in
 * position order with their multipliers. A team chip is played or, with chip null, cancelled;
 * a transfer chip is left to POST transfers.
 */
export async function savePicks(
  db: Db,
  entryId: number,
  userId: number,
  request: SavePicksRequest,
  now: Date,
  rulesOf: GameRulesSource = loadGameRules,
) {
  const rules = await rulesOf(db);
  return writePlanning(db, { entryId, userId, rules, now }, async (tx, state) => {
    const { entry, event, row, facts } = state;
    const squad = rowPicks(row, facts);
    const violations: RuleViolation[] = validatePicks(request.picks, squad, rules.settings);
    if (violations.length > 0) throw violationsError(violations);

    let plays = state.plays;
    const active = activeChip(plays, event);
    let chip: ChipName | null = active;
    if (request.chip !== active) {
      if (request.chip === null) {
        const play = plays.find((p) => p.event === event && TEAM_CHIPS.has(p.name));
        if (play && canCancelChip(play.name, { confirmed: false })) {
          plays = await cancelChip(tx, state, play);
          chip = null;
        }
      } else {
        chip = namedChip(request.chip, TEAM_CHIPS, rules);
        plays = await playChip(tx, state, chip, rules, now);
      }
    }

    const ordered = request.picks.slice().sort((a, b) => a.position - b.position);
    const priceOf = new Map(row.elements.map((e, i) => [e, row.purchasePrices[i] ?? 0]));
    const typeOf = new Map(squad.map((p) => [p.element as number, p.element_type]));
    const picks = ordered.map((p) => ({
      ...p,
      element_type: typeOf.get(p.element)!,
      multiplier: 0,
    }));
    const saved = await savePlanningPicks(tx, versionOf(state), {
      elements: ordered.map((p) => p.element),
      purchasePrices: ordered.map((p) => priceOf.get(p.element) ?? 0),
      multipliers: savedMultipliers(picks, rules.settings, chip),
      captain: ordered.find((p) => p.is_captain)!.element,
      viceCaptain: ordered.find((p) => p.is_vice_captain)!.element,
      activeChip: chip,
      updatedAt: now,
    });
    if (!saved) throw new RowChanged();
    return myTeamOf(entry, saved, event, rules, { ...state, plays });
  });
}

/** A chip of a kind the request may not name here, or that the game does not have. */
const CHIP_UNAVAILABLE: RuleViolation = {
  code: 'chip_unavailable',
  message: 'This chip is not available in this Gameweek',
};

/** The chip a request names, if of the `kinds` it may name and one the game has; else a 400. */
export function namedChip(name: string, kinds: ReadonlySet<string>, rules: GameRules): ChipName {
  if (!kinds.has(name) || !rules.chips.some((c) => c.name === name)) {
    throw violationsError([CHIP_UNAVAILABLE]);
  }
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
  await tx.insert(chipPlays).values({ entryId: entry.id, chipId, event, time: now });
  return [...plays, { chipId, event, time: now, name }];
}

/** Cancels one of the entry's chip plays and answers its chip plays after it. */
export async function cancelChip(
  tx: Tx,
  { entry, plays, locked }: PlanningState,
  play: ChipPlayRow,
): Promise<ChipPlayRow[]> {
  if (!locked) throw new NeedsLock();
  await tx
    .delete(chipPlays)
    .where(and(eq(chipPlays.entryId, entry.id), eq(chipPlays.chipId, play.chipId)));
  return plays.filter((p) => p !== play);
}

/** The id of the chip of that name the entry may play now (the engine said one is available). */
function availableChipId(name: ChipName, ctx: Parameters<typeof chipPlayViolation>[1]): number {
  const definition = ctx.definitions.find(
    (d) => d.name === name && chipStatus(d, ctx) === 'available',
  );
  return definition!.id;
}
