// Picks the eleven, the bench order and the armband (game-rules §3.2, §3.3): the best expected
// points start, the injured and doubtful sit on the bench, the captain is mostly the best attacker.
import {
  playingElementTypes,
  savedMultipliers,
  type ChipName,
  type ElementId,
  type ElementTypeId,
  type GameSettings,
  type Rng,
  type TeamPick,
} from '@ofl/engine';
import type { GameweekMarket } from './market';

/** A squad member as the lineup needs him. */
export interface LineupMember {
  readonly element: number;
  readonly element_type: ElementTypeId;
}

interface Rated extends LineupMember {
  readonly score: number;
}

const byScore = (a: Rated, b: Rated): number => b.score - a.score || a.element - b.element;

/** Attackers get a little extra as captains: managers chase goals. */
const captainValue = (m: Rated, ownership: number, template: number): number =>
  m.score * (m.element_type >= 3 ? 1.12 : 1) + 1.2 * template * ownership;

/**
 * The 15 picks of a squad for one gameweek: positions 1-11 the eleven (goalkeeper, defenders,
 * midfielders, forwards), 12 the reserve goalkeeper, 13-15 the outfield bench, best first.
 * The multipliers are the engine's saved ones under `chip`.
 */
export function chooseLineup(
  rng: Rng,
  squad: readonly LineupMember[],
  market: GameweekMarket,
  settings: GameSettings,
  template: number,
  chip: ChipName | null,
): TeamPick[] {
  const rated: Rated[] = [];
  for (const m of squad) {
    if (m.element_type === 5) continue;
    const score = market.byId.get(m.element)?.score ?? 0;
    rated.push({ element: m.element, element_type: m.element_type, score });
  }
  const types = playingElementTypes(settings);
  const pools = new Map<number, Rated[]>(types.map((t) => [t.id, []]));
  for (const m of rated) pools.get(m.element_type)?.push(m);
  for (const pool of pools.values()) pool.sort(byScore);

  // The minimum of each position first, then the best of the rest within each maximum.
  const starters: Rated[] = [];
  const count = new Map<number, number>();
  for (const t of types) {
    const pool = pools.get(t.id)!;
    starters.push(...pool.slice(0, t.squad_min_play));
    count.set(t.id, Math.min(t.squad_min_play, pool.length));
  }
  const rest = types.flatMap((t) => pools.get(t.id)!.slice(t.squad_min_play)).sort(byScore);
  const bench: Rated[] = [];
  for (const m of rest) {
    const max = types.find((t) => t.id === m.element_type)!.squad_max_play;
    if (starters.length < settings.squad_squadplay && (count.get(m.element_type) ?? 0) < max) {
      starters.push(m);
      count.set(m.element_type, (count.get(m.element_type) ?? 0) + 1);
    } else {
      bench.push(m);
    }
  }
  starters.sort((a, b) => a.element_type - b.element_type || byScore(a, b));
  // The reserve goalkeeper takes his locked slot first; the others keep their score order.
  bench.sort(
    (a, b) => Number(b.element_type === 1) - Number(a.element_type === 1) || byScore(a, b),
  );

  const value = new Map(
    starters.map((m) => [m, captainValue(m, market.byId.get(m.element)?.ownership ?? 0, template)]),
  );
  const armband = starters
    .slice()
    .sort((a, b) => value.get(b)! - value.get(a)! || a.element - b.element);
  // Most captain the favourite; a differential manager sometimes goes for the second or third.
  const roll = rng.next();
  const captainIndex = roll < 0.6 + 0.38 * template ? 0 : roll < 0.9 + 0.08 * template ? 1 : 2;
  const captain = armband[Math.min(captainIndex, armband.length - 1)]!;
  const vice = armband.find((m) => m !== captain)!;

  const pick = (m: Rated, position: number): TeamPick => ({
    element: m.element as ElementId,
    element_type: m.element_type,
    position,
    is_captain: m === captain,
    is_vice_captain: m === vice,
    multiplier: 0,
  });
  const picks = [
    ...starters.map((m, i) => pick(m, i + 1)),
    ...bench.map((m, i) => pick(m, settings.squad_squadplay + 1 + i)),
  ];
  // The multipliers are the engine's, as a manager saving this team gets them.
  const multipliers = savedMultipliers(picks, settings, chip);
  return picks.map((p, i) => ({ ...p, multiplier: multipliers[i]! }));
}
