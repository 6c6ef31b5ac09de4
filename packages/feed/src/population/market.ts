// What every manager sees before a deadline, worked out once per gameweek: each player's expected
// points for this gameweek and the per-position rankings the managers choose from.
import type { ElementTypeId, MarketElement, Money } from '@ofl/engine';
import type { PopulationElement, PopulationFixture } from './types';

/** One player as the market ranks him. */
export interface MarketEntry {
  readonly id: number;
  readonly type: ElementTypeId;
  readonly team: number;
  readonly price: Money;
  /** Expected points in one match, from form, points per game and price. */
  readonly perMatch: number;
  /** Expected points this gameweek: per match times fixtures, difficulty and availability. */
  readonly score: number;
  /** Share of managers owning him, 0-1 (0 before anyone has picked). */
  readonly ownership: number;
  /** Injured, suspended, unavailable, or doubtful at 50% or less. */
  readonly flagged: boolean;
  /** He can be bought: transactable, not removed, and not flagged. */
  readonly buyable: boolean;
}

/** The per-gameweek view shared by every manager. */
export interface GameweekMarket {
  readonly event: number;
  readonly byId: ReadonlyMap<number, MarketEntry>;
  /** Buyable players by position, best score first (ties: lower id). */
  readonly ranked: ReadonlyMap<number, readonly MarketEntry[]>;
  /** Buyable players by position, cheapest first (ties: better score). */
  readonly cheapest: ReadonlyMap<number, readonly MarketEntry[]>;
  /** Matches each club plays this gameweek (0 in a blank, 2 in a double). */
  readonly fixtureCount: ReadonlyMap<number, number>;
  /** Every element as the engine's transfer check reads it. */
  readonly marketElements: Readonly<Record<number, MarketElement>>;
}

const num = (v: number | string | undefined | null): number => {
  const n = typeof v === 'string' ? Number.parseFloat(v) : (v ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/**
 * Points a manager expects from a player of this price with no other information: rising with
 * price but less and less, as a 14.0m player rarely scores twice what a 7.0m one does.
 */
export const pricePoints = (nowCost: number): number =>
  2 + 3.6 * (Math.max(0, nowCost - 40) / 100) ** 0.7;

/** Chance he plays, from his status and the club's flag (FPL's 0/25/50/75/100). */
function availability(e: PopulationElement): number {
  if (e.status === 'a') return 1;
  if (e.status === 'd') return num(e.chance_of_playing_next_round ?? 50) / 100;
  return 0;
}

/** Difficulty 1 (easy) to 5 (hard) as a multiplier of expected points; home adds a little. */
const difficultyFactor = (difficulty: number, home: boolean): number =>
  1.25 - 0.1 * difficulty + (home ? 0.05 : 0);

/**
 * Builds the market of one gameweek. Points per game counts only once the season has started
 * (`event` > 1); before that a player's points (e.g. last season's) are spread over 38 matches.
 */
export function prepareMarket(
  event: number,
  elements: readonly PopulationElement[],
  fixtures: readonly PopulationFixture[],
): GameweekMarket {
  const own = fixtures.filter((f) => f.event === event);
  const fixtureCount = new Map<number, number>();
  const fixtureFactor = new Map<number, number>();
  for (const f of own) {
    for (const [team, difficulty, home] of [
      [f.team_h, f.team_h_difficulty, true],
      [f.team_a, f.team_a_difficulty, false],
    ] as const) {
      fixtureCount.set(team, (fixtureCount.get(team) ?? 0) + 1);
      fixtureFactor.set(team, (fixtureFactor.get(team) ?? 0) + difficultyFactor(difficulty, home));
    }
  }
  const played = event > 1 ? event - 1 : 38;
  const byId = new Map<number, MarketEntry>();
  const marketElements: Record<number, MarketElement> = {};
  for (const e of elements) {
    const form = num(e.form);
    const perGame = num(e.total_points) / played;
    const hasPoints = form !== 0 || perGame !== 0;
    const perMatch = hasPoints
      ? 0.45 * form + 0.3 * perGame + 0.25 * pricePoints(e.now_cost)
      : pricePoints(e.now_cost);
    const avail = availability(e);
    const factor = own.length === 0 ? 1 : (fixtureFactor.get(e.team) ?? 0);
    const flagged = avail <= 0.5;
    const transactable = e.can_transact !== false && e.removed !== true && e.can_select !== false;
    byId.set(e.id, {
      id: e.id,
      type: e.element_type,
      team: e.team,
      price: e.now_cost as Money,
      perMatch,
      score: perMatch * factor * avail,
      ownership: num(e.selected_by_percent) / 100,
      flagged,
      buyable: transactable && !flagged && e.element_type !== 5,
    });
    marketElements[e.id] = {
      id: e.id as MarketElement['id'],
      element_type: e.element_type,
      team: e.team as MarketElement['team'],
      now_cost: e.now_cost as Money,
      web_name: e.web_name,
      can_transact: e.can_transact,
      removed: e.removed,
    };
  }
  const ranked = new Map<number, MarketEntry[]>();
  const cheapest = new Map<number, MarketEntry[]>();
  for (const entry of byId.values()) {
    if (!entry.buyable) continue;
    const list = ranked.get(entry.type);
    if (list) list.push(entry);
    else ranked.set(entry.type, [entry]);
  }
  for (const [type, list] of ranked) {
    list.sort((a, b) => b.score - a.score || a.id - b.id);
    cheapest.set(
      type,
      list.slice().sort((a, b) => a.price - b.price || b.score - a.score || a.id - b.id),
    );
  }
  return { event, byId, ranked, cheapest, fixtureCount, marketElements };
}

// One market per (elements, fixtures, event): the runner passes the same arrays for every manager,
// so the rankings are built once per gameweek without the runner having to hold them.
const cache = new WeakMap<object, WeakMap<object, Map<number, GameweekMarket>>>();

/** The market for these inputs, built on first use and reused while the same arrays are passed. */
export function marketFor(
  event: number,
  elements: readonly PopulationElement[],
  fixtures: readonly PopulationFixture[],
): GameweekMarket {
  let byFixtures = cache.get(elements);
  if (!byFixtures) cache.set(elements, (byFixtures = new WeakMap()));
  let byEvent = byFixtures.get(fixtures);
  if (!byEvent) byFixtures.set(fixtures, (byEvent = new Map()));
  let market = byEvent.get(event);
  if (!market) byEvent.set(event, (market = prepareMarket(event, elements, fixtures)));
  return market;
}
