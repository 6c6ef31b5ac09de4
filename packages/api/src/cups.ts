// Cups (SPEC §3 H2H/cup match and Cup status, §4 Cup; game rules §7.4): a cup's status, its
// matches page by page, the teams in it, and an entry's cup block.
import { z } from 'zod';
import { paged, pageParam, rowId, TeamAndManager } from './common';
import { H2hMatch } from './matches';

/** A cup match: the H2H match shape, is_knockout true, without its `live` flag. */
export const KnockoutMatch = H2hMatch.omit({ live: true });
export type KnockoutMatch = z.infer<typeof KnockoutMatch>;

/**
 * GET league/{id}/cup-status/ (SPEC §3 Cup status), for a league with a cup or the cup itself.
 * Before the draw, qualification_event is the gameweek the cup would qualify on with the
 * members it has now, and cup_league is null; is_large says its matches are shown one team or
 * one gameweek at a time.
 */
export const LeagueCupStatus = z.object({
  qualifying_league: z.number(),
  name: z.string(),
  qualification_event: z.number().nullable(),
  qualification_numbers: z.number().nullable(),
  has_byes: z.boolean(),
  cup_league: z.number().nullable(),
  is_large: z.boolean(),
});
export type LeagueCupStatus = z.infer<typeof LeagueCupStatus>;

/** GET league/{id}/cup-matches/?page&entry&event */
export const CupMatchesQuery = z.object({
  page: pageParam,
  entry: rowId.optional().catch(undefined),
  event: z.coerce.number().int().min(1).max(38).optional().catch(undefined),
});
export type CupMatchesQuery = z.infer<typeof CupMatchesQuery>;

/** One page of a cup's matches. */
export const CupMatches = paged(KnockoutMatch);
export type CupMatches = z.infer<typeof CupMatches>;

/** GET league/{id}/cup-entries/: the teams drawn in a cup's first round (cups up to 512). */
export const CupEntrants = z.array(TeamAndManager);
export type CupEntrants = z.infer<typeof CupEntrants>;

/** Where an entry stands in the Overall cup's qualification (api-shapes §5 `cup.status`). */
export const CupStatus = z.object({
  qualification_event: z.number().nullable(),
  qualification_numbers: z.number().nullable(),
  qualification_rank: z.number().nullable(),
  qualification_state: z.string().nullable(),
});
export type CupStatus = z.infer<typeof CupStatus>;

/** The entry's `leagues.cup` block: its Overall cup matches and qualification. */
export const EntryCupBlock = z.object({
  matches: z.array(KnockoutMatch),
  status: CupStatus,
  cup_league: z.number().nullable(),
});
export type EntryCupBlock = z.infer<typeof EntryCupBlock>;

/** GET entry/{id}/cup/: the entry's cup matches in every cup and its Overall cup status. */
export const EntryCup = z.object({
  cup_matches: z.array(KnockoutMatch),
  cup_status: CupStatus,
});
export type EntryCup = z.infer<typeof EntryCup>;
