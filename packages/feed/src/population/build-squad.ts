// Builds a full squad within a budget the way a manager does: money on the starters first, the
// most attacking slots first, cheap players on the bench, never more than the club limit.
import { playingElementTypes, type GameSettings, type Money, type Rng } from '@ofl/engine';
import type { GameweekMarket, MarketEntry } from './market';

/** What colours one manager's choices. */
export interface SquadTaste {
  /** 1 picks what the crowd picks; 0 looks further down the list. */
  readonly template: number;
  readonly favouriteTeam: number | null;
}

/** The starting shapes managers build towards (DEF-MID-FWD) and how often. */
const SHAPES: readonly (readonly [number, number, number, number])[] = [
  [3, 4, 3, 30],
  [3, 5, 2, 30],
  [4, 4, 2, 15],
  [4, 3, 3, 15],
  [4, 5, 1, 7],
  [5, 3, 2, 3],
];

interface Slot {
  readonly type: number;
  readonly starter: boolean;
}

/** The 15 slots in the order a manager fills them: attacking starters first, the bench last. */
function slotOrder(rng: Rng, settings: GameSettings): Slot[] {
  const total = SHAPES.reduce((s, x) => s + x[3], 0);
  let r = rng.next() * total;
  const shape = SHAPES.find((x) => (r -= x[3]) < 0) ?? SHAPES[0]!;
  const starters: Slot[] = [];
  const bench: Slot[] = [];
  for (const t of playingElementTypes(settings)) {
    const start = t.id === 1 ? 1 : (shape[t.id - 2] ?? 0);
    for (let i = 0; i < t.squad_select; i++) {
      (i < start ? starters : bench).push({ type: t.id, starter: i < start });
    }
  }
  // Forwards and midfielders first, with some shuffling, as most managers start from the stars.
  const keyed = starters.map((s) => ({ s, key: 5 - s.type + rng.next() * 2.5 }));
  keyed.sort((a, b) => a.key - b.key);
  return [...keyed.map((k) => k.s), ...bench];
}

/** Picks one of the entries, the better ones far more often; `spread` near 0 takes the best. */
function weightedPick(
  rng: Rng,
  entries: readonly MarketEntry[],
  value: (e: MarketEntry) => number,
  spread: number,
): MarketEntry | undefined {
  if (entries.length === 0) return undefined;
  const values = entries.map(value);
  const best = Math.max(...values);
  const weights = values.map((v) => Math.exp((v - best) / spread));
  let r = rng.next() * weights.reduce((s, w) => s + w, 0);
  for (let i = 0; i < entries.length; i++) if ((r -= weights[i]!) < 0) return entries[i];
  return entries[0];
}

/**
 * A full squad (one entry per slot, in slot order) within `budget`, or null when the market
 * cannot fill one. `owned` gives the selling price of players already held: keeping them costs
 * that, not their current price (Wildcard and Free Hit rebuilds).
 */
export function buildSquad(
  rng: Rng,
  market: GameweekMarket,
  settings: GameSettings,
  budget: Money,
  taste: SquadTaste,
  owned: ReadonlyMap<number, Money> = new Map(),
): MarketEntry[] | null {
  const slots = slotOrder(rng, settings);
  const chosen: MarketEntry[] = [];
  const ids = new Set<number>();
  const perClub = new Map<number, number>();
  const priceOf = (e: MarketEntry): number => owned.get(e.id) ?? e.price;
  const fits = (e: MarketEntry): boolean =>
    !ids.has(e.id) && (perClub.get(e.team) ?? 0) < settings.squad_team_limit;
  let left: number = budget;

  /** The least the slots after `index` can cost: the cheapest players not yet chosen. */
  const reserve = (from: number, startersOnly: boolean): number => {
    const need = new Map<number, number>();
    for (let i = from; i < slots.length; i++) {
      if (startersOnly && slots[i]!.starter) continue;
      need.set(slots[i]!.type, (need.get(slots[i]!.type) ?? 0) + 1);
    }
    let sum = 0;
    for (const [type, count] of need) {
      let n = 0;
      for (const e of market.cheapest.get(type) ?? []) {
        if (n === count) break;
        if (ids.has(e.id)) continue;
        sum += priceOf(e);
        n++;
      }
      if (n < count) return Number.POSITIVE_INFINITY;
    }
    return sum;
  };

  // Every manager rates players a little differently; differential managers more so.
  const spread = 0.6 + 1.0 * (1 - taste.template);
  const opinion = 0.2 + 0.3 * (1 - taste.template);
  const appeal = (e: MarketEntry): number =>
    e.score * (1 + opinion * (rng.next() + rng.next() - 1)) +
    (e.team === taste.favouriteTeam ? 0.35 : 0) +
    1.5 * taste.template * e.ownership;

  for (let index = 0; index < slots.length; index++) {
    const slot = slots[index]!;
    const hardCap = left - reserve(index + 1, false);
    let pick: MarketEntry | undefined;
    if (slot.starter) {
      const startersLeft = slots.slice(index).filter((s) => s.starter).length;
      const fair = (left - reserve(index, true)) / startersLeft;
      const cap = Math.min(hardCap, fair * (1 + 1.2 * (startersLeft / 11)));
      const options: MarketEntry[] = [];
      for (const e of market.ranked.get(slot.type) ?? []) {
        if (options.length === 8) break;
        if (priceOf(e) <= cap && fits(e)) options.push(e);
      }
      pick = weightedPick(rng, options, appeal, spread);
    } else {
      const options: MarketEntry[] = [];
      let floor = Number.POSITIVE_INFINITY;
      for (const e of market.cheapest.get(slot.type) ?? []) {
        if (options.length === 5 || priceOf(e) > floor + 5) break;
        if (priceOf(e) > hardCap || !fits(e)) continue;
        floor = Math.min(floor, priceOf(e));
        options.push(e);
      }
      pick = weightedPick(rng, options, (e) => e.score, 0.5);
    }
    // Nothing within the plan: the cheapest that still fits the hard cap.
    pick ??= (market.cheapest.get(slot.type) ?? []).find((e) => priceOf(e) <= hardCap && fits(e));
    if (!pick) return null;
    chosen.push(pick);
    ids.add(pick.id);
    perClub.set(pick.team, (perClub.get(pick.team) ?? 0) + 1);
    left -= priceOf(pick);
  }
  return chosen;
}
