// Match times are set in UK local time and stored in UTC, like the official fixtures: a 15:00
// kick-off is 14:00Z in British Summer Time and 15:00Z in winter.

const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** The last Sunday of a month, 01:00 UTC: when British clocks change. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Whether British Summer Time is in force at this instant. */
export function isBritishSummerTime(utcMs: number): boolean {
  const year = new Date(utcMs).getUTCFullYear();
  return utcMs >= lastSundayAt1Utc(year, 2) && utcMs < lastSundayAt1Utc(year, 9);
}

/** A UK wall-clock time as a UTC instant. `dayMs` is the local date at 00:00 written as UTC. */
export function ukLocalToUtc(dayMs: number, hour: number, minute: number): number {
  const asUtc = dayMs + hour * HOUR_MS + minute * 60_000;
  return isBritishSummerTime(asUtc - HOUR_MS) ? asUtc - HOUR_MS : asUtc;
}

/** The UK wall-clock reading of a UTC instant, written as a UTC instant. */
export function utcToUkLocal(utcMs: number): number {
  return isBritishSummerTime(utcMs) ? utcMs + HOUR_MS : utcMs;
}

/** The UK local date of a UTC instant, at 00:00 written as UTC: the `dayMs` of ukLocalToUtc. */
export function ukLocalDay(utcMs: number): number {
  const local = utcToUkLocal(utcMs);
  return local - (local % DAY_MS);
}

/** An ISO time without milliseconds, as the API writes it ("2025-08-15T17:30:00Z"). */
export function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
