// When a simulated manager plays a chip (game-rules §6): at a good moment for it (a double
// gameweek, a blank, a squad full of injuries), more likely as its window closes, at most one.
import { shuffled, type ChipName, type OwnedElement, type Rng } from '@ofl/engine';
import type { GameweekMarket } from './market';
import type { ChipWindow, HabitProfile } from './types';

/** What the chip decision looks at. */
export interface ChipContext {
  readonly event: number;
  readonly squad: readonly OwnedElement[];
  readonly chipsAvailable: readonly ChipWindow[];
  readonly habits: HabitProfile;
  readonly market: GameweekMarket;
}

/** Weekly chance of playing a chip with nothing special going on, by habit. */
const BASE: Readonly<Record<HabitProfile['chipTiming'], number>> = {
  early: 0.1,
  planner: 0.04,
  late: 0.015,
};

/** Chance of playing it in the last week of its window: a few forget. */
const LAST_CHANCE: Readonly<Record<HabitProfile['chipTiming'], number>> = {
  early: 0.9,
  planner: 0.85,
  late: 0.7,
};

/** How much this week suits the chip: above 1 a good week, below 1 a poor one. */
function suitability(name: ChipName, ctx: ChipContext): number {
  const { market, squad } = ctx;
  const fixtures = (p: OwnedElement): number => market.fixtureCount.get(p.team) ?? 0;
  const doubles = squad.filter((p) => fixtures(p) > 1).length;
  const blanks = squad.filter((p) => fixtures(p) === 0).length;
  const flagged = squad.filter((p) => market.byId.get(p.element)?.flagged ?? true).length;
  const best = Math.max(0, ...squad.map((p) => market.byId.get(p.element)?.score ?? 0));
  switch (name) {
    case 'bboost':
      return (doubles >= 6 ? 6 : doubles >= 3 ? 2.5 : 1) * (blanks + flagged > 1 ? 0.2 : 1);
    case '3xc':
      return best >= 9 ? 6 : best >= 6.5 ? 2 : 0.7;
    case 'wildcard':
      return flagged >= 4 ? 8 : flagged >= 3 ? 3 : 1;
    case 'freehit':
      return blanks >= 5 ? 12 : blanks >= 3 ? 4 : doubles >= 8 ? 3 : 0.4;
    default:
      return 0;
  }
}

/**
 * The chip to play this gameweek, or null. Planners wait for a good week more than the others,
 * and everyone is pushed to play a chip before its window closes.
 */
export function planChip(rng: Rng, ctx: ChipContext): ChipName | null {
  const { habits, event } = ctx;
  for (const chip of shuffled(rng, ctx.chipsAvailable)) {
    if (
      chip.name !== 'wildcard' &&
      chip.name !== 'freehit' &&
      chip.name !== 'bboost' &&
      chip.name !== '3xc'
    ) {
      continue;
    }
    if (event < chip.start_event || event > chip.stop_event) continue;
    const weeksLeft = chip.stop_event - event + 1;
    const fit = suitability(chip.name, ctx);
    const patience = habits.chipTiming === 'planner' ? fit * fit : fit;
    let chance = Math.min(0.9, BASE[habits.chipTiming] * patience);
    if (weeksLeft === 1) chance = Math.max(chance, LAST_CHANCE[habits.chipTiming]);
    else if (weeksLeft <= 5) chance = Math.max(chance, 0.06 * (6 - weeksLeft));
    if (rng.next() < chance) return chip.name;
  }
  return null;
}
