const UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** Parses '90m', '3h', '2d' or '1w' into milliseconds; null when it is not a duration. */
export function parseDuration(text: string): number | null {
  const match = /^(\d+)([mhdw])$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * UNITS[match[2]!]!;
}
