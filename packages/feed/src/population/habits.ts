// Habit profiles: most managers are steady, some casual, a few obsessive; most stay near the
// crowd's picks, and the chip timing splits three ways.
import type { Rng } from '@ofl/engine';
import type { ChipTiming, HabitProfile } from './types';

const between = (rng: Rng, low: number, high: number): number => low + rng.next() * (high - low);
const round2 = (x: number): number => Math.round(x * 100) / 100;

/** A band of a habit: drawn while the first draw is below `upTo`, then uniform in low..high. */
type Band = readonly [upTo: number, low: number, high: number];

/** A habit from its bands, the last of which reaches 1. */
const fromBands = (rng: Rng, bands: readonly Band[]): number => {
  const draw = rng.next();
  const [, low, high] = bands.find(([upTo]) => draw < upTo) ?? bands[bands.length - 1]!;
  return between(rng, low, high);
};

/** One manager's habits, drawn from the population's mix. */
export function drawHabits(rng: Rng): HabitProfile {
  // Casual, steady, obsessive.
  const activity = fromBands(rng, [
    [0.2, 0.1, 0.4],
    [0.8, 0.45, 0.8],
    [1, 0.8, 1],
  ]);
  const hitAppetite = fromBands(rng, [
    [0.7, 0, 0.25],
    [0.95, 0.25, 0.65],
    [1, 0.65, 1],
  ]);
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
