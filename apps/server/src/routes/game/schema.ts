import { z } from 'zod';

/** `?event=N` and `?future=1`; a value that is not a whole number is refused, not ignored. */
export const FixturesQuery = z.object({
  event: z.coerce
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(0)
    .max(10_000)
    .optional(),
  future: z.enum(['0', '1']).optional(),
});
