/** The names chips are shown with (SPEC §3 Chip). */
export const CHIP_NAMES: Record<string, string> = {
  bboost: 'Bench Boost',
  '3xc': 'Triple Captain',
  freehit: 'Free Hit',
  wildcard: 'Wildcard',
  manager: 'Assistant Manager',
  rich: 'Rich',
  uteam: 'Unlimited Team',
};

/** A chip's display name; an unknown chip keeps its code. */
export function chipName(code: string): string {
  return CHIP_NAMES[code] ?? code;
}
