// Classic leagues: creating, joining, running and reading them (SPEC §5, §7).
import { z } from 'zod';

const leagueName = z
  .string({ error: 'This field is required.' })
  .trim()
  .min(1, 'This field may not be blank.')
  .max(30, 'Ensure this field has no more than 30 characters.');

const gameweek = z
  .number({ error: 'A valid integer is required.' })
  .int('A valid integer is required.')
  .min(1, 'A valid integer is required.')
  .max(32_767, 'A valid integer is required.');

const entryId = z
  .number({ error: 'A valid integer is required.' })
  .int('A valid integer is required.')
  .min(1, 'A valid integer is required.')
  .max(2_147_483_647, 'A valid integer is required.');

const codePrivacy = z.enum(['a', 'l', 'p'], { error: 'Choose a, l or p.' });
const flag = z.boolean({ error: 'Must be a valid boolean.' });

/** POST leagues-classic/ (SPEC §7): the admin is the caller; code_privacy defaults to p. */
export const CreateClassicBody = z.object({
  name: leagueName,
  start_event: gameweek,
  has_cup: flag.default(false),
  code_privacy: codePrivacy.default('p'),
});

/** PUT leagues-classic/{id}/: any of the fields; one left out stays. */
export const UpdateClassicBody = z.object({
  name: leagueName.optional(),
  code_privacy: codePrivacy.optional(),
  start_event: gameweek.optional(),
  closed: flag.optional(),
  admin_entry: entryId.optional(),
  has_cup: flag.optional(),
});

/** POST leagues-private/join/ and league/code-check/. The code's own errors come later. */
export const JoinPrivateBody = z.object({
  code: z.string({ error: 'This field is required.' }).max(200, 'Invalid code entered.'),
  entry: entryId.optional(),
});

/** POST leagues-public/join/: only classic leagues exist so far. */
export const JoinPublicBody = z.object({
  scoring: z.literal('c', { error: '"h" is not a valid choice.' }).default('c'),
  entry: entryId.optional(),
});

/** POST leagues-private/delete/ */
export const DeleteLeagueBody = z.object({ league: entryId });

/** POST league/{id}/bans/ban/ and /unban/ */
export const BanBody = z.object({ entry: entryId });

/** A page number of the query: an integer from 1, else the default (SPEC §5). */
const pageParam = (fallback: number) =>
  z.coerce.number().int().min(1).max(1_000_000).catch(fallback);

/** GET leagues-classic/{id}/standings/ query. */
export const StandingsQuery = z.object({
  phase: pageParam(1),
  page_standings: pageParam(1),
  page_new_entries: pageParam(1),
});

/** GET league/{id}/search-entries/ and entries/ query. */
export const SearchQuery = z.object({
  search: z.string().max(100).catch(''),
  page: pageParam(1),
});
