// How the following goes, in the operator's words, for `game status`: where the season comes
// from, how stale the feed is, the latest problems and the points that differ from upstream.
import type { FeedFollowRow } from '@ofl/db';

/** Problems and differences listed; the rest are counted. */
const LISTED = 5;

const ago = (ms: number): string =>
  ms < 120_000
    ? `${Math.round(ms / 1000)} s`
    : ms < 7_200_000
      ? `${Math.round(ms / 60_000)} min`
      : `${(ms / 3_600_000).toFixed(1)} h`;

export function followStatusLines(row: FeedFollowRow, now: Date): string[] {
  const lines = [
    `Following ${row.baseUrl} every ${row.intervalMs / 1000} s` +
      (row.mirrorPrices ? ', its prices mirrored' : ', prices our own'),
    row.lastGoodAt
      ? `  Feed ${ago(Math.max(0, now.getTime() - row.lastGoodAt.getTime()))} old (last good answer ${row.lastGoodAt.toISOString()})`
      : '  No good answer from the upstream yet',
  ];
  if (row.problems.length > 0) {
    lines.push(`  Problems with the upstream, latest first (${row.problems.length} kept):`);
    for (const p of row.problems.slice(0, LISTED)) lines.push(`    ${p.at}  ${p.what}`);
  }
  if (row.differences.length > 0) {
    lines.push(`  Points that differ from the upstream's (${row.differences.length}):`);
    for (const d of row.differences.slice(0, LISTED)) {
      lines.push(
        `    fixture ${d.fixture}, player ${d.element}: ${d.ours.points} (bonus ${d.ours.bonus}) ` +
          `here, ${d.upstream.points} (bonus ${d.upstream.bonus}) upstream`,
      );
    }
  }
  return lines;
}
