// Transfers (POST transfers/): checked by the engine, applied in one transaction to the
// gameweek being planned, with transfer chips played or cancelled on the way.
import { and, eq, gte, sql } from 'drizzle-orm';
import {
  activeChip,
  canCancelChip,
  chipPlayViolation,
  eventTransfersCost,
  validateTransfers,
  type ChipName,
  type ElementId,
  type MarketElement,
  type Money,
  type OwnedElement,
  type TransferRequest,
} from '@ofl/engine';
import { chipPlays, entries, entryPicks, transfers, type Db, type Tx } from '@ofl/db';
import { availableChipId, myTeamPayload } from './picks';
import {
  freeTransferLimit,
  loadChipPlays,
  loadElementFacts,
  loadOwnEntry,
  picksRowOf,
  planningRow,
  type EntryRow,
} from './picks-rows';
import {
  loadGameRules,
  openEvent,
  violationsError,
  type GameRules,
  type GameRulesSource,
} from './squads-rules';

/** What POST transfers sends (already shaped by its schema). */
export interface MakeTransfersRequest {
  /** False asks what would happen: everything is checked and answered, then undone. */
  confirmed?: boolean;
  chip: string | null;
  entry: number;
  event: number;
  transfers: TransferRequest[];
}

const TRANSFER_CHIPS: ReadonlySet<string> = new Set(['wildcard', 'freehit', 'manager']);

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
  rulesOf: GameRulesSource = loadGameRules,
) {
  // Read before the transaction: the rules may come from memory, or need a connection of their own.
  const rules = await rulesOf(db);
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
  return db.transaction(async (tx) => {
    const entry = await loadOwnEntry(tx, request.entry, userId, true);
    const event = openEvent(rules, now);
    if (request.event !== event) {
      throw violationsError([
        { code: 'invalid_event', message: 'Transfers can only be made for the next Gameweek' },
      ]);
    }
    let row = await planningRow(tx, entry, event, rules);
    const chip = await settleChip(tx, entry, request, event, rules, now);
    if (request.transfers.length > 0) {
      await applyTransfers(tx, entry, request.transfers, event, chip, rules, now);
    } else if (chip !== row.activeChip) {
      await tx
        .update(entryPicks)
        .set({
          activeChip: chip,
          eventTransfersCost: eventTransfersCost(
            row.eventTransfers,
            await freeTransferLimit(tx, entry, event, rules.settings),
            rules.settings,
            chip,
          ),
        })
        .where(and(eq(entryPicks.entryId, entry.id), eq(entryPicks.event, event)));
    }
    row = (await picksRowOf(tx, entry.id, event))!;
    const payload = await myTeamPayload(tx, entry, row, event, rules);
    if (request.confirmed === false) throw new DryRun(payload);
    return payload;
  });
}

/**
 * The transfer chip these transfers go with. Naming a chip not yet active plays it (if the engine
 * allows); chip null with no transfers cancels a transfer chip whose transfers are not confirmed.
 */
async function settleChip(
  tx: Tx,
  entry: EntryRow,
  request: MakeTransfersRequest,
  event: number,
  rules: GameRules,
  now: Date,
): Promise<ChipName | null> {
  const plays = await loadChipPlays(tx, entry.id);
  const active = activeChip(plays, event);
  if (request.chip === active) return active;
  if (request.chip === null) {
    const play = plays.find((p) => p.event === event && TRANSFER_CHIPS.has(p.name));
    if (request.transfers.length > 0 || !play) return active;
    const confirmed = await tx
      .select({ id: transfers.id })
      .from(transfers)
      .where(
        and(
          eq(transfers.entryId, entry.id),
          eq(transfers.event, event),
          gte(transfers.time, play.time),
        ),
      )
      .limit(1);
    if (!canCancelChip(play.name, { confirmed: confirmed.length > 0 })) {
      throw violationsError([
        { code: 'chip_cannot_be_cancelled', message: 'This chip can no longer be cancelled' },
      ]);
    }
    await tx
      .delete(chipPlays)
      .where(and(eq(chipPlays.entryId, entry.id), eq(chipPlays.chipId, play.chipId)));
    return null;
  }
  if (!TRANSFER_CHIPS.has(request.chip) || !rules.chips.some((c) => c.name === request.chip)) {
    throw violationsError([
      { code: 'chip_unavailable', message: 'This chip is not available in this Gameweek' },
    ]);
  }
  const ctx = { event, plays, startedEvent: entry.startedEvent, definitions: rules.chips };
  const violation = chipPlayViolation(request.chip as ChipName, ctx);
  if (violation) throw violationsError([violation]);
  const chipId = availableChipId(request.chip as ChipName, ctx);
  await tx.insert(chipPlays).values({ entryId: entry.id, chipId, event, time: now });
  return request.chip as ChipName;
}

async function applyTransfers(
  tx: Tx,
  entry: EntryRow,
  request: readonly TransferRequest[],
  event: number,
  chip: ChipName | null,
  rules: GameRules,
  now: Date,
) {
  const row = (await picksRowOf(tx, entry.id, event))!;
  const ids = [...row.elements, ...request.flatMap((t) => [t.element_in, t.element_out ?? 0])];
  const facts = await loadElementFacts(tx, ids);
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
  const limit = await freeTransferLimit(tx, entry, event, rules.settings);
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
  await tx
    .update(entryPicks)
    .set({
      elements: elementsAfter,
      purchasePrices: pricesAfter,
      multipliers: elementsAfter.map((_, i) => row.multipliers[i] ?? 1),
      captain,
      viceCaptain: vice,
      activeChip: chip,
      bank: outcome.bank,
      eventTransfers: made,
      eventTransfersCost: eventTransfersCost(made, limit, rules.settings, chip),
      updatedAt: now,
    })
    .where(and(eq(entryPicks.entryId, entry.id), eq(entryPicks.event, event)));
  await tx
    .update(entries)
    .set({
      bank: outcome.bank,
      totalTransfers: sql`${entries.totalTransfers} + ${outcome.transfers}`,
    })
    .where(eq(entries.id, entry.id));
  await tx.insert(transfers).values(
    request.map((t) => ({
      entryId: entry.id,
      event,
      elementIn: t.element_in,
      elementInCost: t.purchase_price,
      elementOut: t.element_out ?? 0,
      elementOutCost: t.selling_price,
      time: now,
    })),
  );
}
