/** A text progress bar: `[#######.............] 7/20`. */
export function progressBar(done: number, total: number, width = 20): string {
  const share = total > 0 ? Math.min(1, Math.max(0, done / total)) : 1;
  const filled = Math.round(share * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`;
}
