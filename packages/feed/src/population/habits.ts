// Habit profiles: most managers are steady, some casual, a few obsessive; most stay near the
// crowd's picks, and the chip timing splits three ways.
import type { Rng } from '@ofl/engine';
import type { ChipTiming, HabitProfile } from './types';

const between = (rng: Rng, low: number, high: number): number => low + rng.next() * (high - low);
const round2 = (x: number): number => Math.round(x * 100) / 100;

/** One manager's habits, drawn from the population's mix. */
export function drawHabits(rng: Rng): HabitProfile {
  const kind = rng.next();
  const activity =
    kind < 0.2
      ? between(rng, 0.1, 0.4)
      : kind < 0.8
        ? between(rng, 0.45, 0.8)
        : between(rng, 0.8, 1);
  const risk = rng.next();
  const hitAppetite =
    risk < 0.7
      ? between(rng, 0, 0.25)
      : risk < 0.95
        ? between(rng, 0.25, 0.65)
        : between(rng, 0.65, 1);
  // Skewed towards the crowd: the square root of a uniform draw.
  const template = 0.15 + 0.85 * Math.sqrt(rng.next());
  const timing = rng.next();
  const chipTiming: ChipTiming = timing < 0.35 ? 'early' : timing < 0.75 ? 'planner' : 'late';
  return {
    activity: round2(activity),
    hitAppetite: round2(hitAppetite),
    template: round2(template),
    chipTiming,
  };
}
