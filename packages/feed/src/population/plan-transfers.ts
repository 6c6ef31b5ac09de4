// A manager's transfers before a deadline (game-rules §4): sell the injured and the worst, buy the
// best he can afford in the same position; a hit only when he is that kind of manager and the
// gain is worth it; a Wildcard or Free Hit rebuilds the squad.
import {
  sellingPrice,
  validateTransfers,
  type ChipName,
  type ElementId,
  type GameSettings,
  type Money,
  type OwnedElement,
  type Rng,
  type TransferRequest,
  type TransfersOutcome,
} from '@ofl/engine';
import { buildSquad } from './build-squad';
import type { GameweekMarket, MarketEntry } from './market';
import type { HabitProfile } from './types';

/** What the transfer planner needs. */
export interface TransferContext {
  readonly squad: readonly OwnedElement[];
  readonly bank: Money;
  readonly freeTransfers: number | null;
  readonly chip: ChipName | null;
  readonly habits: HabitProfile;
  readonly favouriteTeam: number | null;
  readonly market: GameweekMarket;
  readonly settings: GameSettings;
}

/** The transfers made and the engine's verdict on them (no violations). */
export interface TransferPlan {
  readonly transfers: TransferRequest[];
  readonly outcome: TransfersOutcome;
}

const scoreOf = (market: GameweekMarket, id: number): number => market.byId.get(id)?.score ?? 0;
const sellFor = (market: GameweekMarket, p: OwnedElement): Money =>
  sellingPrice(p.purchase_price, market.byId.get(p.element)?.price ?? p.purchase_price);

function check(ctx: TransferContext, transfers: TransferRequest[]): TransfersOutcome {
  return validateTransfers(transfers, {
    squad: ctx.squad,
    elements: ctx.market.marketElements,
    bank: ctx.bank,
    made: 0,
    limit: ctx.freeTransfers,
    chip: ctx.chip,
    settings: ctx.settings,
  });
}

/** How many transfers he wants this week and how many he is ready to pay for. */
function wantedTransfers(rng: Rng, ctx: TransferContext, flagged: number): number {
  const free = ctx.freeTransfers ?? 0;
  const looks = rng.next() < ctx.habits.activity + (flagged > 0 ? 0.3 : 0);
  if (!looks) return 0;
  let wanted = flagged + (rng.next() < 0.55 ? 1 : 0);
  // A keen manager now and then wants one more: a player in form, a good run of fixtures.
  if (rng.next() < 0.5 * ctx.habits.activity) wanted += 1;
  // Banked transfers get used: two at once when several are saved.
  if (free >= 2 && rng.next() < 0.25 + 0.15 * free) wanted = Math.max(wanted, 2);
  if (wanted <= free) return wanted;
  const hits = rng.next() < ctx.habits.hitAppetite ? (rng.next() < 0.8 ? 1 : 2) : 0;
  return Math.min(wanted, free + hits);
}

/** The best affordable buy for a sale, or undefined when none is better than keeping him. */
function chooseBuy(
  rng: Rng,
  ctx: TransferContext,
  out: OwnedElement,
  money: number,
  owned: ReadonlySet<number>,
  perClub: ReadonlyMap<number, number>,
  minGain: number,
): MarketEntry | undefined {
  const current = scoreOf(ctx.market, out.element);
  const options: MarketEntry[] = [];
  for (const e of ctx.market.ranked.get(out.element_type) ?? []) {
    if (options.length === 5 || e.score - current < minGain) break;
    if (e.price > money || owned.has(e.id)) continue;
    const sameClub = e.team === out.team ? 1 : 0;
    if ((perClub.get(e.team) ?? 0) - sameClub >= ctx.settings.squad_team_limit) continue;
    options.push(e);
  }
  if (options.length === 0) return undefined;
  // A template manager takes the obvious buy; the others look a little further down.
  const reach = Math.min(
    options.length - 1,
    Math.floor(rng.next() * (1 + 3 * (1 - ctx.habits.template))),
  );
  return options[reach];
}

function weeklyTransfers(rng: Rng, ctx: TransferContext): TransferRequest[] {
  const { market } = ctx;
  const flagged = ctx.squad.filter((p) => market.byId.get(p.element)?.flagged ?? true).length;
  const wanted = wantedTransfers(rng, ctx, flagged);
  if (wanted === 0) return [];
  const free = ctx.freeTransfers ?? Number.POSITIVE_INFINITY;
  // The worst first: flagged players score 0 this week, so they lead the list.
  const sellOrder = ctx.squad
    .slice()
    .sort(
      (a, b) => scoreOf(market, a.element) - scoreOf(market, b.element) || a.element - b.element,
    );
  const owned = new Set(ctx.squad.map((p) => p.element as number));
  const perClub = new Map<number, number>();
  for (const p of ctx.squad) perClub.set(p.team, (perClub.get(p.team) ?? 0) + 1);
  let bank: number = ctx.bank;
  const transfers: TransferRequest[] = [];
  for (const out of sellOrder) {
    if (transfers.length === wanted) break;
    const selling = sellFor(market, out);
    // A hit (4 points) must pay for itself within three or four gameweeks.
    const minGain = transfers.length >= free ? 1.0 : 0.3;
    const buy = chooseBuy(rng, ctx, out, bank + selling, owned, perClub, minGain);
    if (!buy) continue;
    transfers.push({
      element_in: buy.id as ElementId,
      element_out: out.element,
      purchase_price: buy.price,
      selling_price: selling,
    });
    bank += selling - buy.price;
    owned.add(buy.id);
    perClub.set(out.team, (perClub.get(out.team) ?? 0) - 1);
    perClub.set(buy.team, (perClub.get(buy.team) ?? 0) + 1);
  }
  return transfers;
}

/** Wildcard or Free Hit: a new squad from the whole team value, kept players at no cost. */
function rebuild(rng: Rng, ctx: TransferContext): TransferRequest[] {
  const selling = new Map(ctx.squad.map((p) => [p.element as number, sellFor(ctx.market, p)]));
  const budget = [...selling.values()].reduce((s, p) => s + p, ctx.bank as number) as Money;
  const taste = { template: ctx.habits.template, favouriteTeam: ctx.favouriteTeam };
  const squad = buildSquad(rng, ctx.market, ctx.settings, budget, taste, selling);
  if (!squad) return [];
  const incoming = squad.filter((e) => !selling.has(e.id));
  const keep = new Set(squad.map((e) => e.id));
  const outgoing = ctx.squad.filter((p) => !keep.has(p.element));
  return incoming.map((buy) => {
    const index = outgoing.findIndex((p) => p.element_type === buy.type);
    const [out] = outgoing.splice(index, 1);
    return {
      element_in: buy.id as ElementId,
      element_out: out!.element,
      purchase_price: buy.price,
      selling_price: selling.get(out!.element)!,
    };
  });
}

/**
 * The transfers for this gameweek, checked by the engine. If the check finds anything wrong (a
 * squad already over a club limit after a real-life move, say), the last transfers are dropped
 * until it passes; no transfers always passes.
 */
export function planTransfers(rng: Rng, ctx: TransferContext): TransferPlan {
  const wholesale = ctx.chip === 'wildcard' || ctx.chip === 'freehit';
  const transfers = wholesale ? rebuild(rng, ctx) : weeklyTransfers(rng, ctx);
  for (let n = transfers.length; n >= 0; n--) {
    const attempt = transfers.slice(0, n);
    const outcome = check(ctx, attempt);
    if (outcome.violations.length === 0) return { transfers: attempt, outcome };
    if (wholesale) break;
  }
  return { transfers: [], outcome: check(ctx, []) };
}
