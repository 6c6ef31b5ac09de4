// How the manager pages write times and ranks.

const pad = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A time as 'D MMM HH:mm' in the manager's time zone (SPEC §2 Transfer history). */
export function formatShortTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A rank or count with thousands separators; '-' while there is none yet. */
export function formatRank(rank: number | null | undefined): string {
  if (rank == null || rank === 0) return '-';
  return rank.toLocaleString('en-GB');
}
