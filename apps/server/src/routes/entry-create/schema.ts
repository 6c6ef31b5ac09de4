import { z } from 'zod';
import { TEAM_NAME_MAX } from '@ofl/engine';
import { nameField } from '../../services/validate';

const id = z
  .number({ error: 'A valid integer is required.' })
  .int('A valid integer is required.')
  .min(1)
  .max(2_147_483_647);

/** POST entry-create/: the team's details and its fifteen with the prices the client showed. */
export const EntryCreateBody = z.object({
  email: z.boolean({ error: 'Must be a valid boolean.' }).default(false),
  favourite_team: id.nullable(),
  name: nameField(TEAM_NAME_MAX, 'Maximum 20 characters'),
  terms_agreed: z.literal(true, { error: 'You must agree to the terms.' }),
  picks: z
    .array(
      z.object({
        element: id,
        purchase_price: z
          .number({ error: 'A valid integer is required.' })
          .int('A valid integer is required.')
          .min(0)
          .max(10_000),
      }),
      { error: 'This field is required.' },
    )
    .min(1, 'This list may not be empty.')
    .max(20, 'Ensure this field has no more than 20 elements.'),
});
