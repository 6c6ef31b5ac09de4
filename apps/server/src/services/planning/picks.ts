// Pick Team (GET and POST my-team/{entry}/): the lineup, captaincy and team chips of the
// gameweek being planned, checked by the engine before anything is stored.
import {
  activeChip,
  canCancelChip,
  currentEventId,
  nextEventId,
  validatePicks,
  type ChipName,
  type PickPayload,
  type RuleViolation,
  savedMultipliers,
} from '@ofl/engine';
import { savePlanningPicks, type Db, type Tx } from '@ofl/db';
import { notFound } from '../../errors';
import { presentMyTeam } from '../../presenters/my-team';
import {
  factsOf,
  freeTransferLimit,
  loadChipPlays,
  loadOwnEntry,
  planningRow,
  picksRowOf,
  rowPicks,
  type ChipPlayRow,
  type ElementFacts,
  type EntryState,
  type PicksRow,
} from './picks-rows';
import { cancelChip, isChipOfType, namedChip, playChip } from './planning-chips';
import { storedRow, versionOf, writePlanning } from './planning-state';
import { violationsError, type GameRules } from './squads-rules';

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
    facts: factsOf(rules.players, row.elements),
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
  rules: GameRules,
) {
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
  rules: GameRules,
) {
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
        const play = plays.find((p) => p.event === event && isChipOfType(p.name, 'team', rules));
        if (play && canCancelChip(play.name, { confirmed: false })) {
          plays = await cancelChip(tx, state, play);
          chip = null;
        }
      } else {
        chip = namedChip(request.chip, 'team', rules);
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
    return myTeamOf(entry, storedRow(state, saved), event, rules, { ...state, plays });
  });
}
