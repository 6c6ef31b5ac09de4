import type { Rng } from '@ofl/engine';
import { pickWeighted } from './random-helpers';
import { DAY_MS, ukLocalDay, ukLocalToUtc } from './uk-time';

const SUN = 0;
const MON = 1;
const TUE = 2;
const WED = 3;
const FRI = 5;
const SAT = 6;

interface LocalSlot {
  hour: number;
  minute: number;
  weight: number;
}

// UK kick-off times by weekday: Saturday 12:30, a block at 15:00, 17:30 and an evening game;
// Sunday 14:00 and 16:30; weekday evenings 19:30 to 20:00.
const SLOTS_BY_WEEKDAY: Record<number, LocalSlot[]> = {
  [SAT]: [
    { hour: 12, minute: 30, weight: 2 },
    ...Array.from({ length: 6 }, () => ({ hour: 15, minute: 0, weight: 5 })),
    { hour: 17, minute: 30, weight: 3 },
    { hour: 20, minute: 0, weight: 1 },
  ],
  [SUN]: [
    { hour: 14, minute: 0, weight: 3 },
    { hour: 14, minute: 0, weight: 3 },
    { hour: 14, minute: 0, weight: 2 },
    { hour: 16, minute: 30, weight: 3 },
  ],
  [MON]: [{ hour: 20, minute: 0, weight: 1 }],
  [FRI]: [{ hour: 20, minute: 0, weight: 1 }],
};
const WEEKDAY_EVENING: LocalSlot[] = [
  { hour: 19, minute: 30, weight: 2 },
  { hour: 19, minute: 30, weight: 2 },
  { hour: 19, minute: 45, weight: 1 },
  { hour: 20, minute: 0, weight: 2 },
];

/** The weekday (0 Sunday) of a local day stored as UTC midnight. */
const weekday = (dayMs: number) => new Date(dayMs).getUTCDay();

/**
 * Kick-offs of a normal gameweek: the first at `anchorUtc` exactly, the rest spread over the
 * following days (a weekend round runs at most to Monday night), sorted.
 */
export function weekendKickoffs(rng: Rng, anchorUtc: number, count: number): number[] {
  const anchorDay = ukLocalDay(anchorUtc);
  const weekendAnchor = [FRI, SAT, SUN].includes(weekday(anchorDay));
  const candidates: Array<{ at: number; weight: number }> = [];
  for (let d = 0; d < 7; d++) {
    const day = anchorDay + d * DAY_MS;
    const enough = candidates.length >= count + 2;
    if (d > 0 && enough && (!weekendAnchor || weekday(day) === TUE)) break;
    for (const slot of SLOTS_BY_WEEKDAY[weekday(day)] ?? WEEKDAY_EVENING) {
      const at = ukLocalToUtc(day, slot.hour, slot.minute);
      if (at > anchorUtc) candidates.push({ at, weight: slot.weight });
    }
  }
  const pool = candidates;
  const chosen: number[] = [anchorUtc];
  while (chosen.length < count && pool.length > 0) {
    const slot = pickWeighted(rng, pool, (s) => s.weight);
    pool.splice(pool.indexOf(slot), 1);
    chosen.push(slot.at);
  }
  return chosen.sort((a, b) => a - b);
}

/** Kick-offs of a midweek round: the Tuesday and Wednesday evenings after the anchor. */
export function midweekKickoffs(anchorUtc: number, count: number): number[] {
  const anchorDay = ukLocalDay(anchorUtc);
  const out: number[] = [];
  for (let d = 1; d < 7 && out.length < count; d++) {
    const day = anchorDay + d * DAY_MS;
    if (weekday(day) !== TUE && weekday(day) !== WED) continue;
    const perDay = Math.ceil(count / 2);
    for (let i = 0; i < perDay && out.length < count; i++) {
      out.push(ukLocalToUtc(day, i < perDay - 2 ? 19 : 20, i < perDay - 2 ? 30 : 0));
    }
  }
  return out.sort((a, b) => a - b);
}

/** Whether a midweek round fits the week of this anchor (it must fall on a weekend). */
export function canPlayMidweek(anchorUtc: number): boolean {
  return [FRI, SAT, SUN].includes(weekday(ukLocalDay(anchorUtc)));
}
