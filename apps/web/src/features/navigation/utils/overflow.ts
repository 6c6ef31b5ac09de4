/** SPEC §9: the room kept free for the 'More' button when items overflow. */
export const overflowOffset = 40;

/**
 * How many items fit in `available` pixels, in order. When not all fit, the room for the
 * 'More' button (`offset`) is taken off first.
 */
export function visibleCount(
  widths: readonly number[],
  available: number,
  offset: number = overflowOffset,
): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return widths.length;
  let used = 0;
  let count = 0;
  for (const width of widths) {
    if (used + width > available - offset) break;
    used += width;
    count += 1;
  }
  return count;
}
