// Pick Team and Transfers: the manager's own team for the next deadline.
import { z } from 'zod';
import type { EntryChip } from '@ofl/engine';
import { bodyId, flag, int } from './common';
import { SquadPick } from './entry';

/** A chip named by its name; null for none (or to cancel one). */
const chipName = z.string({ error: 'Not a valid string.' }).max(20).nullable().default(null);

/** POST my-team/{entry}/: the chip (null cancels a team chip) and the fifteen picks. */
export const SavePicksBody = z.object({
  chip: chipName,
  picks: z
    .array(
      z.object({
        element: bodyId,
        position: int.min(1).max(16),
        is_captain: flag,
        is_vice_captain: flag,
      }),
      { error: 'This field is required.' },
    )
    .max(16, 'Ensure this field has no more than 16 elements.'),
});
export type SavePicksInput = z.input<typeof SavePicksBody>;

const price = int.min(0).max(100_000);

/**
 * POST transfers/: the chip (null: none, or cancel), the entry, the next gameweek, the transfers;
 * `confirmed: false` is the official protocol's dry run (checked and answered, nothing stored).
 */
export const TransfersBody = z.object({
  confirmed: flag.default(true),
  chip: chipName,
  entry: bodyId,
  event: int.min(1).max(1000),
  transfers: z
    .array(
      z.object({
        element_in: bodyId,
        element_out: bodyId.nullable(),
        purchase_price: price,
        selling_price: price,
      }),
      { error: 'This field is required.' },
    )
    .max(30, 'Ensure this field has no more than 30 elements.'),
});
export type TransfersInput = z.input<typeof TransfersBody>;

/** A pick of my-team (api-shapes §11). */
export const MyTeamPick = SquadPick.extend({
  selling_price: z.number(),
  purchase_price: z.number(),
  element_type: z.number(),
});
export type MyTeamPick = z.infer<typeof MyTeamPick>;

/** GET and POST my-team/{entry}/, and POST transfers/: picks, chips, the transfers state. */
export const MyTeam = z.object({
  picks: z.array(MyTeamPick),
  picks_last_updated: z.string().nullable(),
  // The engine's chip state, as it computes it.
  chips: z.array(z.custom<EntryChip>()),
  transfers: z.object({
    cost: z.number(),
    status: z.enum(['unlimited', 'cost']),
    limit: z.number().nullable(),
    made: z.number(),
    bank: z.number(),
    value: z.number(),
  }),
});
export type MyTeam = z.infer<typeof MyTeam>;
