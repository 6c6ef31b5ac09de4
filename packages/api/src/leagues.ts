// Classic leagues (SPEC §7 league calls; docs/leagues-api.md): creating, joining and leaving,
// the league and its administration, standings, renewals and the best leagues.
import { z } from 'zod';
import {
  bodyId,
  flag,
  int,
  paged,
  pageParam,
  ManagerNames,
  MAX_EVENT,
  MAX_ROW_ID,
  TeamAndManager,
} from './common';
import { EntryLeague } from './entry';
import { H2hMatch } from './matches';
import { CODE_PRIVACIES, LEAGUE_NAME_MAX } from './rules';

const leagueName = z
  .string({ error: 'This field is required.' })
  .trim()
  .min(1, 'This field may not be blank.')
  .max(LEAGUE_NAME_MAX, `Ensure this field has no more than ${LEAGUE_NAME_MAX} characters.`);
const gameweek = int
  .min(1, 'A valid integer is required.')
  .max(1000, 'A valid integer is required.');
const codePrivacy = z.enum(CODE_PRIVACIES, { error: 'Choose a, l or p.' });

/** POST leagues-classic/: the caller administers it; code_privacy defaults to p. */
export const CreateClassicBody = z.object({
  name: leagueName,
  start_event: gameweek,
  has_cup: flag.default(false),
  code_privacy: codePrivacy.default('p'),
});
export type CreateClassicInput = z.input<typeof CreateClassicBody>;

/** What an administrator may change of any league he runs; a field left out stays. */
const UpdateLeagueBody = z.object({
  name: leagueName.optional(),
  code_privacy: codePrivacy.optional(),
  start_event: gameweek.optional(),
  closed: flag.optional(),
  admin_entry: bodyId.optional(),
});

/** PUT leagues-classic/{id}/: any of the fields; one left out stays. */
export const UpdateClassicBody = UpdateLeagueBody.extend({ has_cup: flag.optional() });
export type UpdateClassicInput = z.input<typeof UpdateClassicBody>;

const koRounds = int
  .min(0, 'A valid integer is required.')
  .max(10, 'A valid integer is required.')
  .nullable();
const maxEntries = int
  .min(2, 'Ensure this value is greater than or equal to 2.')
  .max(100_000, 'A valid integer is required.')
  .nullable();

/**
 * POST leagues-h2h/: an invitational head-to-head league; max_entries null is Unlimited,
 * ko_rounds null or 0 none. The limits of game settings are the server's checks.
 */
export const CreateH2hBody = z.object({
  name: leagueName,
  start_event: gameweek,
  max_entries: maxEntries.default(null),
  ko_rounds: koRounds.default(null),
  code_privacy: codePrivacy.default('p'),
});
export type CreateH2hInput = z.input<typeof CreateH2hBody>;

/** PUT leagues-h2h/{id}/: any of the fields; once the league has started, only the name. */
export const UpdateH2hBody = UpdateLeagueBody.extend({
  ko_rounds: koRounds.optional(),
  max_entries: maxEntries.optional(),
});
export type UpdateH2hInput = z.input<typeof UpdateH2hBody>;

/**
 * POST leagues-private/join/ and league/code-check/; the code's own errors come after, its
 * length among them: a code of any length (the body limit bounds it) gets the catalogue's coded
 * max_length answer, which a length refused here, as a bare text, would not.
 */
export const JoinPrivateBody = z.object({
  code: z.string({ error: 'This field is required.' }),
  entry: bodyId.optional(),
});
export type JoinPrivateInput = z.input<typeof JoinPrivateBody>;

/** POST leagues-public/join/: a public classic (c) or head-to-head (h) league. */
export const JoinPublicBody = z.object({
  scoring: z.enum(['c', 'h'], { error: 'Choose c or h.' }).default('c'),
  entry: bodyId.optional(),
});
export type JoinPublicInput = z.input<typeof JoinPublicBody>;

/** POST leagues-private/delete/ */
export const DeleteLeagueBody = z.object({ league: bodyId });
export type DeleteLeagueInput = z.input<typeof DeleteLeagueBody>;

/** POST league/{id}/bans/ban/ and /unban/ */
export const BanBody = z.object({ entry: bodyId });
export type BanInput = z.input<typeof BanBody>;

/** The standings' two page numbers: of the table and of the new entries. */
const standingsPages = z.object({
  page_standings: pageParam,
  page_new_entries: pageParam,
});

/** GET leagues-classic/{id}/standings/ */
export const StandingsQuery = z.object({ phase: pageParam, ...standingsPages.shape });
export type StandingsQuery = z.infer<typeof StandingsQuery>;

/** GET league/{id}/search-entries/ and entries/ */
export const LeagueSearchQuery = z.object({
  search: z.string().max(100).catch(''),
  page: pageParam,
});
export type LeagueSearchQuery = z.infer<typeof LeagueSearchQuery>;

/** The standings' `league` object (api-shapes §9). */
export const StandingsLeague = z.object({
  id: z.number(),
  name: z.string(),
  created: z.string(),
  closed: z.boolean(),
  max_entries: z.number().nullable(),
  league_type: z.string(),
  scoring: z.string(),
  admin_entry: z.number().nullable(),
  start_event: z.number(),
  code_privacy: z.enum(CODE_PRIVACIES),
  has_cup: z.boolean(),
  cup_league: z.number().nullable(),
  rank: z.null(),
});
export type StandingsLeague = z.infer<typeof StandingsLeague>;

/** A ban: the entry and its manager's name. */
export const LeagueBan = z.object({ entry: z.number(), player_name: z.string() });
export type LeagueBan = z.infer<typeof LeagueBan>;

/** GET leagues-classic/{id}/: the league with the viewer's rights, the code and bans if allowed. */
export const LeagueDetail = StandingsLeague.extend({
  short_name: z.string().nullable(),
  name_change_blocked: z.boolean(),
  code: z.string().nullable(),
  bans: z.array(LeagueBan),
  entry_can_admin: z.boolean(),
  entry_can_leave: z.boolean(),
  entry_can_invite: z.boolean(),
});
export type LeagueDetail = z.infer<typeof LeagueDetail>;

/** What a head-to-head league adds to the classic one: its knock-out rounds, if a cup. */
const knockOutFields = { ko_rounds: z.number().nullable(), is_cup: z.boolean() };

/** The H2H standings' `league` object: the classic one with the knock-out rounds (api-shapes §10). */
export const H2hStandingsLeague = StandingsLeague.extend(knockOutFields);
export type H2hStandingsLeague = z.infer<typeof H2hStandingsLeague>;

/** GET leagues-h2h/{id}/: the league with the viewer's rights; `started` once it is locked. */
export const H2hLeagueDetail = LeagueDetail.extend({ ...knockOutFields, started: z.boolean() });
export type H2hLeagueDetail = z.infer<typeof H2hLeagueDetail>;

/** POST league/code-check/: the league for the auto-join dialog. */
export const CodeCheck = z.object({
  id: z.number(),
  name: z.string(),
  scoring: z.string(),
  entry_is_member: z.boolean(),
});
export type CodeCheck = z.infer<typeof CodeCheck>;

/** GET league/{id}/code/ and POST league/{id}/code/regenerate/ */
export const LeagueCode = z.object({ code: z.string().nullable() });
export type LeagueCode = z.infer<typeof LeagueCode>;

/** A member found by the admin's search. */
export const LeagueMember = TeamAndManager;
export type LeagueMember = z.infer<typeof LeagueMember>;

/** GET league/{id}/search-entries/ and entries/ */
export const LeagueMembers = paged(LeagueMember);
export type LeagueMembers = z.infer<typeof LeagueMembers>;

/** A row of a classic table (api-shapes §9). */
export const ClassicStandingsRow = TeamAndManager.extend({
  event_total: z.number(),
  total: z.number(),
  rank: z.number(),
  last_rank: z.number(),
  rank_sort: z.number(),
  club_badge_src: z.string().nullable(),
});
export type ClassicStandingsRow = z.infer<typeof ClassicStandingsRow>;

/** A member not in the table yet. */
export const NewEntry = z.object({
  entry: z.number(),
  entry_name: z.string(),
  joined_time: z.string(),
  ...ManagerNames.shape,
});
export type NewEntry = z.infer<typeof NewEntry>;

/** A standings page: the league, a page of its table and a page of the members not in it yet. */
const standingsPage = <L extends z.ZodType, R extends z.ZodType>(league: L, row: R) =>
  z.object({
    new_entries: paged(NewEntry),
    last_updated_data: z.string(),
    league,
    standings: paged(row),
  });

/** GET leagues-classic/{id}/standings/; `live`: the rows carry a live gameweek's points. */
export const ClassicStandings = standingsPage(StandingsLeague, ClassicStandingsRow).extend({
  live: z.boolean(),
});
export type ClassicStandings = z.infer<typeof ClassicStandings>;

/** A row of an H2H table (api-shapes §10); `total` is the league points. */
export const H2hStandingsRow = z.object({
  id: z.number(),
  division: z.number(),
  ...TeamAndManager.shape,
  rank: z.number(),
  last_rank: z.number(),
  rank_sort: z.number(),
  total: z.number(),
  matches_played: z.number(),
  matches_won: z.number(),
  matches_drawn: z.number(),
  matches_lost: z.number(),
  points_for: z.number(),
});
export type H2hStandingsRow = z.infer<typeof H2hStandingsRow>;

/** GET leagues-h2h/{id}/standings/ */
export const H2hStandings = standingsPage(H2hStandingsLeague, H2hStandingsRow);
export type H2hStandings = z.infer<typeof H2hStandings>;

/** GET leagues-h2h/{id}/standings/: the two page numbers. */
export const H2hStandingsQuery = standingsPages;
export type H2hStandingsQuery = z.infer<typeof H2hStandingsQuery>;

/** A team filter of a query: a row id, else 0 (none). */
const entryFilter = z.coerce.number().int().min(0).max(MAX_ROW_ID).catch(0);

/** A gameweek filter of a query: 0 (none) or a gameweek; anything else is a 400. */
const eventFilter = z.coerce
  .number({ error: 'A valid integer is required.' })
  .int('A valid integer is required.')
  .min(0, 'Ensure this value is greater than or equal to 0.')
  .max(MAX_EVENT, `Ensure this value is less than or equal to ${MAX_EVENT}.`)
  .default(0);

/** GET leagues-h2h-matches/league/{id}/: page, and a team or a gameweek (0 for all). */
export const H2hMatchesQuery = z.object({
  page: pageParam,
  entry: entryFilter,
  event: eventFilter,
});
export type H2hMatchesQuery = z.infer<typeof H2hMatchesQuery>;

/** GET leagues-h2h-matches/league/{id}/ */
export const H2hMatches = paged(H2hMatch);
export type H2hMatches = z.infer<typeof H2hMatches>;

/** A joined league as the entry's `leagues.classic` lists it. */
export const JoinedLeague = EntryLeague;
export type JoinedLeague = EntryLeague;

/** GET leagues-renewable/ */
export const RenewableLeague = z.object({
  id: z.number(),
  name: z.string(),
  scoring: z.string(),
  code_privacy: z.enum(CODE_PRIVACIES),
  has_cup: z.boolean(),
});
export type RenewableLeague = z.infer<typeof RenewableLeague>;
export const RenewableLeagues = z.array(RenewableLeague);

/**
 * GET leagues-rejoin/ (ours): last season's leagues of the caller that their admin renewed and
 * he has not joined; `id` is the offer to POST leagues-rejoin/{id}/, `league` the league's id.
 */
export const RejoinableLeague = z.object({ id: z.number(), league: z.number(), name: z.string() });
export type RejoinableLeague = z.infer<typeof RejoinableLeague>;
export const RejoinableLeagues = z.array(RejoinableLeague);

/** GET stats/best-classic-private-leagues/ (api-shapes §16, our shape). */
export const BestLeague = z.object({
  league: z.number(),
  name: z.string(),
  average_score: z.number(),
  num_entries: z.number(),
});
export type BestLeague = z.infer<typeof BestLeague>;
export const BestLeagues = z.array(BestLeague);
