// FPL sends many decimal stats as strings with one decimal ("5.4", "62.5"). Computing them from
// integers keeps the rounding exact: no float ever decides whether 2.45 becomes 2.4 or 2.5.

/** The ratio numerator / denominator rounded half away from zero to tenths, as an integer. */
export function ratioInTenths(numerator: number, denominator: number): number {
  if (denominator === 0) return 0;
  const negative = numerator < 0 !== denominator < 0;
  const a = Math.abs(numerator) * 10;
  const b = Math.abs(denominator);
  const tenths = Math.floor((2 * a + b) / (2 * b));
  return negative ? -tenths : tenths;
}

/** Integer tenths as FPL's one-decimal string: 54 -> "5.4", -3 -> "-0.3", 0 -> "0.0". */
export function tenthsToString(tenths: number): string {
  const sign = tenths < 0 ? '-' : '';
  const abs = Math.abs(tenths);
  return `${sign}${Math.floor(abs / 10)}.${abs % 10}`;
}

/** numerator / denominator as FPL's one-decimal string; "0.0" when the denominator is 0. */
export function oneDecimal(numerator: number, denominator: number): string {
  return tenthsToString(ratioInTenths(numerator, denominator));
}
