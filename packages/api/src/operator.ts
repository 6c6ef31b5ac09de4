// The operator's calls (the command line and end-to-end tests), with a bearer token.
import { z } from 'zod';

const UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** Parses '90m', '3h', '2d' or '1w' into milliseconds; null when it is not a duration. */
export function parseDuration(text: string): number | null {
  const match = /^(\d+)([mhdw])$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * UNITS[match[2]!]!;
}

const MAX_ADVANCE_MS = 366 * 86_400_000;

/** POST operator/clock/: exactly one of a moment to set or a duration to advance by. */
export const ClockBody = z
  .object({
    set: z.iso.datetime({ offset: true, error: 'Enter a date and time in ISO 8601.' }).optional(),
    advance: z
      .string({ error: 'Enter a duration such as 90m, 3h or 2d.' })
      .refine((d) => {
        const ms = parseDuration(d) ?? 0;
        return ms > 0 && ms <= MAX_ADVANCE_MS;
      }, 'Enter a duration such as 90m, 3h or 2d, up to a year.')
      .optional(),
  })
  .refine((b) => (b.set === undefined) !== (b.advance === undefined), {
    message: 'Send either set or advance.',
  });

/** POST operator/command/: the words of an operator command line, e.g. ['season', '--to', '12']. */
export const CommandBody = z.object({
  args: z
    // A word may be a file's or folder's full path.
    .array(z.string().max(1000), { error: 'Send the command as a list of words.' })
    .min(1, 'Name a command.')
    .max(10, 'Too many words for a command.'),
});
