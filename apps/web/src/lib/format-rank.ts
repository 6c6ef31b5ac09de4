// How every screen writes a rank or a count.
/** A rank or count with thousands separators; '-' while there is none yet. */
export function formatRank(rank: number | null | undefined): string {
  if (rank == null || rank === 0) return '-';
  return rank.toLocaleString('en-GB');
}
