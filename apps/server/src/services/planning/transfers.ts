// Transfers (POST transfers/): checked by the engine, applied in one transaction to the
// gameweek being planned, with transfer chips played or cancelled on the way.
import {
  activeChip,
  canCancelChip,
  eventTransfersCost,
  validateTransfers,
  type ChipName,
  type ElementId,
  type MarketElement,
  type Money,
  type OwnedElement,
  type TransferRequest,
} from '@ofl/engine';
import { setPlanningChip, storeTransfers, transferConfirmedSince, type Db, type Tx } from '@ofl/db';
import { myTeamOf } from './picks';
import { cancelChip, isChipOfType, namedChip, playChip } from './planning-chips';
import type { ChipPlayRow, PicksRow } from './picks-rows';
import {
  NeedsLock,
  storedRow,
  versionOf,
  writePlanning,
  type PlanningState,
} from './planning-state';
import { violationsError, type GameRules } from './squads-rules';

/** What POST transfers sends (already shaped by its schema). */
export interface MakeTransfersRequest {
  /** False asks what would happen: everything is checked and answered, then undone. */
  confirmed?: boolean;
  chip: string | null;
  entry: number;
  event: number;
  transfers: TransferRequest[];
}

/** Carries a dry run's answer out of the transaction it rolls back. */
class DryRun extends Error {
  constructor(readonly payload: unknown) {
    super('dry run');
  }
}

/**
 * Makes the transfers, or refuses them all with a 400 and stores nothing. The entry row is
 * locked first, so concurrent requests for one entry apply one after the other, each checked
 * against the squad and bank the previous one left. A dry run (`confirmed: false`) goes the
 * same way, so its answer is exactly what confirming would give, and then rolls back.
 */
export async function makeTransfers(
  db: Db,
  userId: number,
  request: MakeTransfersRequest,
  now: Date,
  rules: GameRules,
) {
  try {
    return await applyRequest(db, userId, request, now, rules);
  } catch (error) {
    if (error instanceof DryRun) return error.payload as Awaited<ReturnType<typeof applyRequest>>;
    throw error;
  }
}

async function applyRequest(
  db: Db,
  userId: number,
  request: MakeTransfersRequest,
  now: Date,
  rules: GameRules,
) {
  const extraIds = request.transfers.flatMap((t) => [t.element_in, t.element_out ?? 0]);
  const who = { entryId: request.entry, userId, rules, now, extraIds };
  return writePlanning(db, who, async (tx, state) => {
    const { entry, event } = state;
    if (request.event !== event) {
      throw violationsError([
        { code: 'invalid_event', message: 'Transfers can only be made for the next Gameweek' },
      ]);
    }
    // A dry run is rolled back: only a transaction can do that.
    if (request.confirmed === false && !state.locked) throw new NeedsLock();
    const { chip, plays } = await settleChip(tx, state, request, rules, now);
    let row = state.row;
    if (request.transfers.length > 0) {
      row = await applyTransfers(tx, state, request.transfers, chip, rules, now);
    } else if (chip !== row.activeChip) {
      const cost = eventTransfersCost(row.eventTransfers, state.limit, rules.settings, chip);
      row = storedRow(state, await setPlanningChip(tx, versionOf(state), chip, cost));
    }
    const payload = myTeamOf(entry, row, event, rules, { ...state, plays });
    if (request.confirmed === false) throw new DryRun(payload);
    return payload;
  });
}

/**
 * The transfer chip these transfers go with, and the entry's chip plays after it. Naming a chip
 * not yet active plays it (if the engine allows); chip null with no transfers cancels a transfer
 * chip whose transfers are not confirmed.
 */
async function settleChip(
  tx: Tx,
  state: PlanningState,
  request: MakeTransfersRequest,
  rules: GameRules,
  now: Date,
): Promise<{ chip: ChipName | null; plays: readonly ChipPlayRow[] }> {
  const { entry, event, plays } = state;
  const active = activeChip(plays, event);
  if (request.chip === active) return { chip: active, plays };
  if (request.chip === null) {
    const play = plays.find((p) => p.event === event && isChipOfType(p.name, 'transfer', rules));
    if (request.transfers.length > 0 || !play) return { chip: active, plays };
    const confirmed = await transferConfirmedSince(tx, entry.id, event, play.time);
    if (!canCancelChip(play.name, { confirmed })) {
      throw violationsError([
        { code: 'chip_cannot_be_cancelled', message: 'This chip can no longer be cancelled' },
      ]);
    }
    return { chip: null, plays: await cancelChip(tx, state, play) };
  }
  const name = namedChip(request.chip, 'transfer', rules);
  return { chip: name, plays: await playChip(tx, state, name, rules, now) };
}

/**
 * Checks the transfers with the engine and stores them in one statement: the planning row, the
 * entry's bank and total, and the transfers' history. Answers the row as stored.
 */
async function applyTransfers(
  tx: Tx,
  state: PlanningState,
  request: readonly TransferRequest[],
  chip: ChipName | null,
  rules: GameRules,
  now: Date,
): Promise<PicksRow> {
  const { entry, row, facts, limit } = state;
  const squad: OwnedElement[] = row.elements.map((element, i) => {
    const f = facts.get(element)!;
    return {
      element: element as ElementId,
      element_type: f.element_type,
      team: f.team,
      purchase_price: (row.purchasePrices[i] ?? 0) as Money,
    };
  });
  const market: Record<number, MarketElement> = {};
  for (const f of facts.values()) {
    market[f.id] = {
      id: f.id as ElementId,
      element_type: f.element_type,
      team: f.team,
      now_cost: f.now_cost,
      web_name: f.web_name,
    };
  }
  const bank = (row.bank ?? entry.bank) as Money;
  const outcome = validateTransfers(request, {
    squad,
    elements: market,
    bank,
    made: row.eventTransfers,
    limit,
    chip,
    managerChipActive: chip === 'manager',
    teamNames: rules.teamNames,
    settings: rules.settings,
  });
  if (outcome.violations.length > 0) throw violationsError(outcome.violations);

  // Each player in takes the place (and the armband) of the player he replaces.
  const elementsAfter = row.elements.slice();
  const pricesAfter = row.purchasePrices.slice();
  let captain = row.captain;
  let vice = row.viceCaptain;
  for (const t of request) {
    const index =
      t.element_out === null ? elementsAfter.length : elementsAfter.indexOf(t.element_out);
    elementsAfter[index] = t.element_in;
    pricesAfter[index] = facts.get(t.element_in)!.now_cost;
    if (t.element_out === captain) captain = t.element_in;
    if (t.element_out === vice) vice = t.element_in;
  }
  const made = row.eventTransfers + outcome.transfers;
  const stored = await storeTransfers(tx, versionOf(state), {
    elements: elementsAfter,
    purchasePrices: pricesAfter,
    multipliers: elementsAfter.map((_, i) => row.multipliers[i] ?? 1),
    captain,
    viceCaptain: vice,
    activeChip: chip,
    bank: outcome.bank,
    eventTransfers: made,
    eventTransfersCost: eventTransfersCost(made, limit, rules.settings, chip),
    added: outcome.transfers,
    transfers: request,
    time: now,
  });
  return storedRow(state, stored);
}
