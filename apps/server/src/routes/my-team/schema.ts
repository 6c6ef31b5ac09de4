import { z } from 'zod';
import { rowId } from '../../path-id';

const int = z.number({ error: 'A valid integer is required.' }).int('A valid integer is required.');

/** An entry id in the path; anything else is a page that does not exist. */
export const EntryParams = z.object({ entry: rowId });

/** POST my-team/{entry}/: the chip (null cancels a team chip) and the fifteen picks. */
export const SavePicksBody = z.object({
  chip: z.string({ error: 'Not a valid string.' }).max(20).nullable().default(null),
  picks: z
    .array(
      z.object({
        element: int.min(1).max(2_147_483_647),
        position: int.min(1).max(16),
        is_captain: z.boolean({ error: 'Must be a valid boolean.' }),
        is_vice_captain: z.boolean({ error: 'Must be a valid boolean.' }),
      }),
      { error: 'This field is required.' },
    )
    .max(16, 'Ensure this field has no more than 16 elements.'),
});

/** GET entry/{id}/event/{event}/picks/. */
export const EventPicksParams = z.object({
  id: rowId,
  event: z.coerce.number().int().min(1).max(1000),
});
