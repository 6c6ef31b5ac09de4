// A manager's team: entering a squad, Team Details, and the public entry payloads.
import { z } from 'zod';
import { bodyId, flag, int, ManagerNames, nameField } from './common';
import { EntryCupBlock, KnockoutMatch } from './cups';
import { KIT_LOGOS, SHIRT_STYLES, SOCK_STYLES, TEAM_NAME_MAX } from './rules';

/** The team name: NFC, trimmed, not blank, no hidden characters, at most TEAM_NAME_MAX. */
const teamName = (tooLong: string) => nameField(TEAM_NAME_MAX, tooLong);

/** POST entry-create/: the team's details and its fifteen with the prices the client showed. */
export const EntryCreateBody = z.object({
  email: flag.default(false),
  favourite_team: bodyId.nullable(),
  name: teamName('Maximum 20 characters'),
  terms_agreed: z
    .boolean({ error: 'You must agree to the terms.' })
    .refine((agreed) => agreed, 'You must agree to the terms.'),
  picks: z
    .array(z.object({ element: bodyId, purchase_price: int.min(0).max(10_000) }), {
      error: 'This field is required.',
    })
    .min(1, 'This list may not be empty.')
    .max(20, 'Ensure this field has no more than 20 elements.'),
});
export type EntryCreateInput = z.input<typeof EntryCreateBody>;

const colour = z
  .string({ error: 'A colour is required.' })
  .regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour as #rrggbb.')
  .transform((c) => c.toLowerCase());

/** SPEC §3 Kit JSON: exactly these nine keys, in this order when stored. */
export const Kit = z.strictObject(
  {
    kit_shirt_type: z.enum(SHIRT_STYLES, { error: 'Shirt type must be plain, stripes or hoops.' }),
    kit_shirt_base: colour,
    kit_shirt_sleeves: colour,
    kit_shirt_secondary: colour,
    kit_shirt_logo: z.enum(KIT_LOGOS, { error: 'Choose one of the logos.' }),
    kit_shorts: colour,
    kit_socks_type: z.enum(SOCK_STYLES, { error: 'Socks must be plain or hoops.' }),
    kit_socks_base: colour,
    kit_socks_secondary: colour,
  },
  { error: 'Unknown kit field.' },
);
export type Kit = z.infer<typeof Kit>;

/** The kit as JSON text, parsed and checked; stored again as canonical JSON text. */
const KitText = z
  .string({ error: 'The kit must be JSON text.' })
  .max(2000, 'The kit is too long.')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'The kit must be valid JSON.' });
      return z.NEVER;
    }
  })
  .pipe(Kit)
  .transform((kit) => JSON.stringify(kit));

/**
 * POST entry-update/ (SPEC §7): the caller's own team details. A field left out stays as it
 * is; kit null goes back to the default kit.
 */
export const EntryUpdateBody = z.object({
  name: teamName('Ensure this field has no more than 20 characters.'),
  kit: KitText.nullable().optional(),
  favourite_team: bodyId.nullable().optional(),
  email: flag.optional(),
});
export type EntryUpdateInput = z.input<typeof EntryUpdateBody>;

/** A league of an entry's `leagues.classic` or `leagues.h2h` list (api-shapes §5). */
export const EntryLeague = z.object({
  id: z.number(),
  name: z.string(),
  short_name: z.string().nullable(),
  league_type: z.string(),
  scoring: z.string(),
  has_cup: z.boolean(),
  cup_league: z.number().nullable(),
  cup_qualified: z.boolean().nullable(),
  created: z.string(),
  closed: z.boolean(),
  max_entries: z.number().nullable(),
  admin_entry: z.number().nullable(),
  start_event: z.number(),
  entry_can_leave: z.boolean(),
  entry_can_admin: z.boolean(),
  entry_can_invite: z.boolean(),
  entry_rank: z.number(),
  entry_last_rank: z.number(),
});
export type EntryLeague = z.infer<typeof EntryLeague>;

/** GET entry/{id}/ (api-shapes §5): the fields both sides read. */
export const EntrySummary = z.object({
  id: z.number(),
  name: z.string(),
  started_event: z.number(),
  ...ManagerNames.shape,
  player_region_name: z.string().nullable(),
  favourite_team: z.number().nullable(),
  name_change_blocked: z.boolean(),
  kit: z.string().nullable(),
  summary_overall_points: z.number().nullable(),
  summary_overall_rank: z.number().nullable(),
  summary_event_points: z.number().nullable(),
  summary_event_rank: z.number().nullable(),
  /** Ours: the summary's points and ranks are the live gameweek's, provisional until it ends. */
  summary_provisional: z.boolean().optional(),
  current_event: z.number().nullable(),
  last_deadline_bank: z.number(),
  last_deadline_value: z.number(),
  last_deadline_total_transfers: z.number(),
  leagues: z.object({
    classic: z.array(EntryLeague),
    h2h: z.array(EntryLeague),
    cup: EntryCupBlock,
    cup_matches: z.array(KnockoutMatch),
  }),
});
export type EntrySummary = z.infer<typeof EntrySummary>;

/** POST entry-update/'s answer: the entry and the manager's email choice. */
export const UpdatedEntry = EntrySummary.extend({ email: z.boolean() });
export type UpdatedEntry = z.infer<typeof UpdatedEntry>;

/** One gameweek of `history.current` and of a picks payload's `entry_history` (api-shapes §6). */
export const EntryEventHistory = z.object({
  event: z.number(),
  points: z.number(),
  total_points: z.number(),
  rank: z.number().nullable(),
  rank_sort: z.number().nullable(),
  overall_rank: z.number().nullable(),
  /** The top-X% bucket of the overall rank, and the same as a string (26/27). */
  percentile_rank: z.number().nullable(),
  overall_rank_percentage: z.string().nullable(),
  bank: z.number(),
  value: z.number(),
  event_transfers: z.number(),
  event_transfers_cost: z.number(),
  points_on_bench: z.number(),
  /**
   * Ours, while the gameweek is live: the points and ranks are provisional (live), and the
   * overall rank after the previous gameweek, for the arrow beside the live rank.
   */
  provisional: z.boolean().optional(),
  last_overall_rank: z.number().nullable().optional(),
});
export type EntryEventHistory = z.infer<typeof EntryEventHistory>;

/** A chip played: its name, when, and the gameweek it was active in. */
export const ChipPlayed = z.object({ name: z.string(), time: z.string(), event: z.number() });
export type ChipPlayed = z.infer<typeof ChipPlayed>;

/** A finished season of the same manager. */
export const PastSeason = z.object({
  season_name: z.string(),
  total_points: z.number(),
  rank: z.number().nullable(),
});
export type PastSeason = z.infer<typeof PastSeason>;

/** GET entry/{id}/history/. */
export const EntryHistory = z.object({
  current: z.array(EntryEventHistory),
  past: z.array(PastSeason),
  chips: z.array(ChipPlayed),
});
export type EntryHistory = z.infer<typeof EntryHistory>;

/** A transfer as entry/{id}/transfers/ lists it, newest first (api-shapes §8). */
export const EntryTransfer = z.object({
  element_in: z.number(),
  element_in_cost: z.number(),
  element_out: z.number(),
  element_out_cost: z.number(),
  entry: z.number(),
  event: z.number(),
  time: z.string(),
});
export type EntryTransfer = z.infer<typeof EntryTransfer>;
export const EntryTransfers = z.array(EntryTransfer);

/** A pick's player, his place in the squad and his role (my-team's and a gameweek's picks). */
export const SquadPick = z.object({
  element: z.number(),
  position: z.number(),
  multiplier: z.number(),
  is_captain: z.boolean(),
  is_vice_captain: z.boolean(),
});

/** A pick frozen at a deadline (api-shapes §7). */
export const EventPick = SquadPick.extend({ element_type: z.number() });
export type EventPick = z.infer<typeof EventPick>;

/** One automatic substitution (api-shapes §7). */
export const AutomaticSub = z.object({
  entry: z.number(),
  element_in: z.number(),
  element_out: z.number(),
  event: z.number(),
});
export type AutomaticSub = z.infer<typeof AutomaticSub>;

/** GET entry/{id}/event/{event}/picks/. */
export const EntryEventPicks = z.object({
  active_chip: z.string().nullable(),
  /** The substitutions made at finalisation, as the official game shows them. */
  automatic_subs: z.array(AutomaticSub),
  /**
   * Ours: while the gameweek is live, the substitutions its points already count (a starter
   * whose matches are all over without minutes); empty once it is finalised.
   */
  provisional_automatic_subs: z
    .array(AutomaticSub)
    .describe(
      'Ours: while the gameweek is live, the automatic substitutions its points already count ' +
        '(a starter whose matches are all over without minutes); empty once it is finalised, ' +
        'when automatic_subs lists those made.',
    ),
  entry_history: EntryEventHistory,
  picks: z.array(EventPick),
});
export type EntryEventPicks = z.infer<typeof EntryEventPicks>;
