import { z } from 'zod';

const int = z.number({ error: 'A valid integer is required.' }).int('A valid integer is required.');
const id = int.min(1).max(2_147_483_647);
const price = int.min(0).max(100_000);

/** POST transfers/: the chip (null: none, or cancel), the entry, the next gameweek, the transfers. */
export const TransfersBody = z.object({
  chip: z.string({ error: 'Not a valid string.' }).max(20).nullable().default(null),
  entry: id,
  event: int.min(1).max(1000),
  transfers: z
    .array(
      z.object({
        element_in: id,
        element_out: id.nullable(),
        purchase_price: price,
        selling_price: price,
      }),
      { error: 'This field is required.' },
    )
    .max(30, 'Ensure this field has no more than 30 elements.'),
});
