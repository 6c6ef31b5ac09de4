/** Money is held in tenths of a million; shown divided by 10 with one decimal (55 -> '£5.5m'). */
export function formatMoney(tenths: number): string {
  const sign = tenths < 0 ? '-' : '';
  const abs = Math.abs(tenths);
  return `${sign}£${Math.floor(abs / 10)}.${abs % 10}m`;
}
