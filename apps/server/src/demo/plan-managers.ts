// Between two deadlines the simulated managers plan their gameweek (the feed's planGameweek:
// chip, transfers with the odd hit, eleven and armbands), in waves through the week as real
// managers do, so transfers and the nightly price changes that follow them happen while a
// gameweek is played. Each week a manager looks at his team at all with a chance that follows his
// activity (most keep it as it was, which costs nothing). Every plan is checked by the engine rules the API applies (chip status,
// validateTransfers, validatePicks, the transfers cost) and a plan that fails keeps the team as it
// was. Each wave's plans are written set-based in one transaction with the wave's runner_steps
// row, stamped at the wave's moment so reruns write the same rows.
import { setImmediate as turn } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import {
  chipPlayViolation,
  chipStatus,
  eventTransfersCost,
  validatePicks,
  validateTransfers,
  type ChipName,
  type ChipPlay,
  type ElementId,
  type ElementTypeId,
  type MarketElement,
  type Money,
  type OwnedElement,
  type TeamId,
  savedMultipliers,
} from '@ofl/engine';
import { planGameweek } from '@ofl/feed';
import { queryRows, type Db } from '@ofl/db';
import { NO_PASSWORD } from './store-managers';
import { demoHabits, demoSeed } from './demo-population';
import { refreshForm } from './player-form';
import { loadPopulationWorld } from './population-world';
import type { RunnerSettings } from '../runner/runner-settings';
import { bumpVersion, isDone, markDone } from '../runner/steps';
import { writePlans, type PlannedRow } from './write-plans';

/** The last wave of managers plans this long before the deadline. */
export const PLAN_LEAD_MS = 86_400_000;
/** The first wave plans this long after the previous deadline. */
export const FIRST_WAVE_MS = 6 * 3_600_000;
/** Managers planned between two turns of the event loop. */
const PLAN_TURN = 100;
/** Waves of planning: just after the previous deadline, mid-week, a day before the deadline. */
export const PLAN_WAVES = 3;

/**
 * The moment each wave plans the gameweek with this deadline, spread evenly from a few hours
 * after the previous deadline to a day before this one; the season's first gameweek, with no
 * deadline before it, is planned by every wave a day before its deadline.
 */
export function planTimes(deadline: Date, previous: Date | null): Date[] {
  const last = deadline.getTime() - PLAN_LEAD_MS;
  const first = previous ? Math.min(previous.getTime() + FIRST_WAVE_MS, last) : last;
  return Array.from(
    { length: PLAN_WAVES },
    (_, wave) => new Date(first + Math.round(((last - first) * wave) / (PLAN_WAVES - 1))),
  );
}

/** A stable 32-bit hash of a number. */
function mix(n: number): number {
  let h = Math.imul(n ^ (n >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A manager's wave: a stable hash of his entry id, so he plans at the same point every week. */
export function waveOf(entry: number): number {
  return mix(entry) % PLAN_WAVES;
}

/**
 * The share of a fully active manager's weeks in which he looks at his team at all; the others,
 * like most real managers most weeks, keep it as it was (the deadline carries it forward).
 */
export const WEEKLY_LOOK = 0.6;

/**
 * Whether a manager looks at his team before `event`'s deadline: a stable draw per manager and
 * gameweek, more often the more active his habits, so reruns plan the same managers.
 */
export function looksThisWeek(entry: number, event: number, activity: number): boolean {
  return mix(mix(entry) ^ Math.imul(event, 0x9e3779b1)) / 2 ** 32 < WEEKLY_LOOK * activity;
}

interface DemoRow {
  entry_id: number;
  idx: number;
  elements: number[];
  purchase_prices: number[];
  multipliers: number[];
  captain: number;
  vice_captain: number;
  bank: number;
  free_transfers: number;
  started_event: number;
  favourite_team: number | null;
}

/** What a planning pass did: managers planned, their transfers and chips, plans refused. */
export interface PlanReport {
  planned: number;
  transfers: number;
  chips: number;
  refused: number;
}

/** Plans gameweek `event` once for the demo managers of `wave`, at `at`; null when nothing was due. */
export async function planManagers(
  db: Db,
  run: RunnerSettings,
  event: number,
  wave: number,
  at: Date,
): Promise<PlanReport | null> {
  const step = `plan:${wave}`;
  // 'plan' is the single step of databases planned before the waves.
  if (
    (await isDone(db, event, 'plan')) ||
    (await isDone(db, event, step)) ||
    (await isDone(db, event, 'deadline'))
  ) {
    return null;
  }
  const seed = await demoSeed(db);
  if (seed === null) return null;
  // Every manager's number first (the habits are drawn for all of them), then the squads of
  // this wave's managers only: a third of the rows, each with its arrays.
  const all = await queryRows<{ entry_id: number; idx: number }>(
    db,
    sql`select p.entry_id, substring(u.email from '^manager([0-9]+)@')::int - 1 as idx
        from entry_picks p join entries e on e.id = p.entry_id join users u on u.id = e.user_id
        where p.event = ${event} and e.started_event < ${event}
          and u.password_hash = ${NO_PASSWORD} and u.email like 'manager%@demo.invalid'`,
  );
  const { settings } = run;
  const habits = await demoHabits(
    db,
    seed,
    all.reduce((n, r) => Math.max(n, r.idx + 1), 0),
    settings,
  );
  const ids = all
    .filter(
      (r) =>
        waveOf(r.entry_id) === wave && looksThisWeek(r.entry_id, event, habits[r.idx]!.activity),
    )
    .map((r) => r.entry_id);
  if (ids.length === 0) {
    await markDone(db, event, step);
    return null;
  }
  const index = new Map(all.map((r) => [r.entry_id, r.idx]));
  const idArray = sql`${`{${ids.join(',')}}`}::int[]`;
  const rows = (
    await queryRows<Omit<DemoRow, 'idx'>>(
      db,
      sql`select p.entry_id, p.elements, p.purchase_prices, p.multipliers, p.captain,
                 p.vice_captain, coalesce(p.bank, e.bank) as bank,
                 e.free_transfers, e.started_event, e.favourite_team
          from entry_picks p join entries e on e.id = p.entry_id
          where p.event = ${event} and p.entry_id = any(${idArray})
          order by p.entry_id`,
    )
  ).map((r): DemoRow => ({ ...r, idx: index.get(r.entry_id)! }));
  const report: PlanReport = { planned: 0, transfers: 0, chips: 0, refused: 0 };
  // The form the managers read, as of the moment they plan.
  await refreshForm(db, at);
  const plays = await chipPlaysByEntry(db, idArray);
  const world = await loadPopulationWorld(db, event);
  const market: Record<number, MarketElement> = {};
  for (const e of world.elements) {
    market[e.id] = {
      id: e.id as ElementId,
      element_type: e.element_type,
      team: e.team as TeamId,
      now_cost: e.now_cost as Money,
      web_name: e.web_name,
    };
  }
  const planned: PlannedRow[] = [];
  for (const [n, row] of rows.entries()) {
    // Seconds of planning in all: the server answers its requests between managers.
    if (n % PLAN_TURN === 0) await turn();
    report.planned++;
    const squad: OwnedElement[] = row.elements.map((element, i) => ({
      element: element as ElementId,
      element_type: (market[element]?.element_type ?? 1) as ElementTypeId,
      team: (market[element]?.team ?? 0) as TeamId,
      purchase_price: row.purchase_prices[i]! as Money,
    }));
    const ctx = {
      event,
      plays: plays.get(row.entry_id) ?? [],
      startedEvent: row.started_event,
      definitions: world.chips,
    };
    const limit = row.free_transfers;
    const plan = planGameweek({
      seed: seed * 1_000_003 + row.idx,
      manager: { habits: habits[row.idx]!, favourite_team: row.favourite_team },
      squad,
      bank: row.bank as Money,
      freeTransfers: limit,
      event,
      elements: world.elements,
      fixtures: world.fixtures,
      chipsAvailable: world.chips.filter((d) => chipStatus(d, ctx) === 'available'),
      settings,
    });
    const chip = plan.chip;
    const outcome = validateTransfers(plan.transfers, {
      squad,
      elements: market,
      bank: row.bank as Money,
      made: 0,
      limit,
      chip,
      managerChipActive: chip === 'manager',
      settings,
    });
    const picks = [...plan.picks].sort((a, b) => a.position - b.position);
    const refused =
      (chip !== null && chipPlayViolation(chip, ctx) !== null) ||
      outcome.violations.length > 0 ||
      validatePicks(picks, outcome.squad, settings).length > 0;
    if (refused) {
      report.planned--;
      report.refused++;
      continue;
    }
    const price = new Map(outcome.squad.map((s) => [s.element as number, s.purchase_price]));
    const multipliers = savedMultipliers(picks, settings, chip);
    const captain = picks.find((p) => p.is_captain)!.element as number;
    const vice = picks.find((p) => p.is_vice_captain)!.element as number;
    const same = (a: readonly number[], b: readonly number[]) => a.every((x, i) => x === b[i]);
    // A manager who left his team as it was writes nothing.
    if (
      chip === null &&
      plan.transfers.length === 0 &&
      captain === row.captain &&
      vice === row.vice_captain &&
      same(
        picks.map((p) => p.element),
        row.elements,
      ) &&
      same(multipliers, row.multipliers)
    ) {
      continue;
    }
    planned.push({
      entry: row.entry_id,
      elements: picks.map((p) => p.element as number),
      prices: picks.map((p) => price.get(p.element)! as number),
      multipliers,
      captain,
      vice,
      chip,
      chipId: chip
        ? world.chips.find((d) => d.name === chip && chipStatus(d, ctx) === 'available')!.id
        : null,
      bank: outcome.bank,
      made: outcome.transfers,
      cost: eventTransfersCost(outcome.transfers, limit, settings, chip),
      transfers: plan.transfers.map((t) => ({
        element_in: t.element_in as number,
        in_cost: t.purchase_price as number,
        element_out: (t.element_out ?? 0) as number,
        out_cost: t.selling_price as number,
      })),
    });
    report.transfers += plan.transfers.length;
    if (chip) report.chips++;
  }
  await db.transaction(async (tx) => {
    await writePlans(tx, event, planned, at);
    await markDone(tx, event, step);
    await bumpVersion(tx);
  });
  return report;
}

/** The chip plays of the entries in `ids` (an int[]), by entry. */
async function chipPlaysByEntry(db: Db, ids: SQL): Promise<Map<number, ChipPlay[]>> {
  const rows = await queryRows<{ entry_id: number; name: string; event: number }>(
    db,
    sql`select cp.entry_id, c.name, cp.event from chip_plays cp join chips c on c.id = cp.chip_id
        where cp.entry_id = any(${ids})`,
  );
  const out = new Map<number, ChipPlay[]>();
  for (const r of rows) {
    const list = out.get(r.entry_id) ?? [];
    list.push({ name: r.name as ChipName, event: r.event });
    out.set(r.entry_id, list);
  }
  return out;
}
