/** DD/MM/YYYY of an ISO date or day (SPEC §2: dashboard dates). */
export function dayMonthYear(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** A video's length as mm:ss (SPEC §2 News). */
export function minutesSeconds(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** The tag The Scout's articles carry (SPEC §2 News). */
export const SCOUT_TAG = 'Fantasy Football Scout';
