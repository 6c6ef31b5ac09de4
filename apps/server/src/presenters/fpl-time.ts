// Times as FPL writes them: to the second, "2025-08-15T19:00:00Z", with no milliseconds.

/** The time in FPL's form; null stays null (a fixture not scheduled yet). */
export function fplTime(d: Date): string;
export function fplTime(d: Date | null): string | null;
export function fplTime(d: Date | null): string | null {
  return d ? d.toISOString().replace('.000Z', 'Z') : null;
}
