// Pieces every payload shares: ids, integers with the DRF messages the client shows, and the
// path parameters. A path parameter that fails its schema is a page that does not exist (404).
import { z } from 'zod';
import { HIDDEN_CHARACTER_MESSAGE, hasHiddenCharacter, normaliseName } from './rules';

/** The largest id PostgreSQL's int holds. */
export const MAX_ROW_ID = 2_147_483_647;

/** A whole number in a JSON body, with the message the client shows. */
export const int = z
  .number({ error: 'A valid integer is required.' })
  .int('A valid integer is required.');

/** A row id in a JSON body. */
export const bodyId = int.min(1).max(MAX_ROW_ID);

/** A row id in a path: a positive integer that fits PostgreSQL's int. */
export const rowId = z.coerce.number().int().min(1).max(MAX_ROW_ID);

/**
 * The largest gameweek or month number any call takes: more than a season has, and within the
 * smallint that stores them, so a larger one is refused by its schema rather than by the database.
 */
export const MAX_EVENT = 1000;

/** A gameweek (or month) number in a path. */
export const eventId = z.coerce.number().int().min(1).max(MAX_EVENT);

/** A true or false in a JSON body, with the message the client shows. */
export const flag = z.boolean({ error: 'Must be a valid boolean.' });

/** A page number of a query: an integer from 1, else 1 (SPEC §5). */
export const pageParam = z.coerce.number().int().min(1).max(1_000_000).catch(1);

/** One page of a list: its rows, its number and whether another follows. */
export const paged = <T extends z.ZodType>(row: T) =>
  z.object({ has_next: z.boolean(), page: z.number(), results: z.array(row) });

/** A team and its manager's name, as lists of teams name them. */
export const TeamAndManager = z.object({
  entry: z.number(),
  entry_name: z.string(),
  player_name: z.string(),
});

/** The manager's first and last name beside his team. */
export const ManagerNames = z.object({
  player_first_name: z.string(),
  player_last_name: z.string(),
});

/** `:id` of /api/entry/:id/..., /api/element-summary/:id/. */
export const IdParams = z.object({ id: rowId });
/** `:entry` of /api/my-team/:entry/. */
export const EntryParams = z.object({ entry: rowId });
/** `:event` of /api/dream-team/:event/. */
export const EventParams = z.object({ event: eventId });
/** `:id` of /api/event/:id/live/, a gameweek. */
export const EventIdParams = z.object({ id: eventId });
/** `?league=` of /api/event/:id/live/: that league's ownership beside the whole game's. */
export const EventLiveQuery = z.object({ league: rowId.optional() });
/** `:id` and `:event` of /api/entry/:id/event/:event/picks/. */
export const EntryEventParams = z.object({ id: rowId, event: eventId });
/** `:code` of /api/watchlist/:code/, a player's code. */
export const CodeParams = z.object({ code: rowId });

/**
 * A name people type (a team's, a person's): composed to NFC and trimmed, then refused when
 * blank, longer than `max`, or holding a control or invisible character (the rule the web's
 * forms apply too, in rules.ts).
 */
export const nameField = (max: number, maxMessage: string) =>
  z
    .string({ error: 'This field is required.' })
    .transform(normaliseName)
    .pipe(
      z
        .string()
        .min(1, 'This field may not be blank.')
        .max(max, maxMessage)
        .refine((name) => !hasHiddenCharacter(name), HIDDEN_CHARACTER_MESSAGE),
    );
