// A manager's team ("entry") and everything keyed by it. Every table here carries entry_id
// first in its primary key, so the entry tables can be partitioned or sharded by entry.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, ownerColumn, timestamptz } from './columns';
import { userIdColumn } from './accounts';

export const entries = pgTable(
  'entries',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn().unique(),
    name: text('name').notNull(),
    nameChangeBlocked: boolean('name_change_blocked').notNull().default(false),
    /** The kit as the JSON text clients send (kit_shirt_type, kit_shirt_base ...). */
    kit: text('kit'),
    favouriteTeam: integer('favourite_team'),
    startedEvent: smallint('started_event').notNull(),
    emailOptIn: boolean('email_opt_in').notNull().default(false),
    bank: integer('bank').notNull(),
    /** Free transfers available for the next deadline. */
    freeTransfers: smallint('free_transfers').notNull().default(1),
    totalTransfers: integer('total_transfers').notNull().default(0),
    summaryOverallPoints: integer('summary_overall_points').notNull().default(0),
    summaryOverallRank: integer('summary_overall_rank'),
    summaryEventPoints: integer('summary_event_points').notNull().default(0),
    summaryEventRank: integer('summary_event_rank'),
    lastDeadlineBank: integer('last_deadline_bank'),
    lastDeadlineValue: integer('last_deadline_value'),
    lastDeadlineTotalTransfers: integer('last_deadline_total_transfers').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  // No index on the summary columns: finalisation rewrites them for every entry each gameweek,
  // and with no indexed column changed (and fillfactor 50, set in migration 0004) those updates
  // stay on their page (HOT) instead of adding to every index. Ranks live in the history rows.
);

/** The entry a row belongs to: deleting the entry deletes it. */
export const entryIdColumn = () => ownerColumn('entry_id', () => entries.id);

/** The keys of an entry's row of one gameweek. */
const entryEventColumns = () => ({
  entryId: entryIdColumn(),
  event: smallint('event').notNull(),
});

/**
 * One row per entry per gameweek: the squad as arrays in position order (1-15, 16 for the
 * Assistant Manager), with multipliers and the purchase price of each pick. The row for the next
 * gameweek is the one a manager edits; at the deadline it is frozen and copied forward.
 */
export const entryPicks = pgTable(
  'entry_picks',
  {
    ...entryEventColumns(),
    elements: integer('elements').array().notNull(),
    purchasePrices: integer('purchase_prices').array().notNull(),
    multipliers: smallint('multipliers').array().notNull(),
    captain: integer('captain').notNull(),
    viceCaptain: integer('vice_captain').notNull(),
    activeChip: text('active_chip'),
    automaticSubs: jsonb('automatic_subs')
      .$type<{ element_in: number; element_out: number }[]>()
      .notNull()
      .default([]),
    /** Money in the bank with this squad; frozen with the row, so a Free Hit's bank can be restored. */
    bank: integer('bank'),
    /** Transfers made for this gameweek (FPL event_transfers), read by the rollover and the runner. */
    eventTransfers: smallint('event_transfers').notNull().default(0),
    /** Points those transfers cost (FPL event_transfers_cost), taken off the gameweek's score. */
    eventTransfersCost: smallint('event_transfers_cost').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  // The runner's steps read one gameweek's rows of every entry (live points after each match
  // day, the deadline's freeze and copy, the finalisation's entry ranges): by (event, entry_id)
  // they read that gameweek's rows only, not the season's 38 rows an entry holds by its end.
  (t) => [
    primaryKey({ columns: [t.entryId, t.event] }),
    index('entry_picks_event_idx').on(t.event, t.entryId),
  ],
);

/** The entry's result of one gameweek: the rows of entry history. */
export const entryHistory = pgTable(
  'entry_history',
  {
    ...entryEventColumns(),
    points: integer('points').notNull(),
    totalPoints: integer('total_points').notNull(),
    rank: integer('rank'),
    overallRank: integer('overall_rank'),
    bank: integer('bank').notNull(),
    value: integer('value').notNull(),
    eventTransfers: smallint('event_transfers').notNull(),
    eventTransfersCost: smallint('event_transfers_cost').notNull(),
    pointsOnBench: integer('points_on_bench').notNull(),
    /**
     * Transfers up to this gameweek that break classic league ties: none made under Wildcard or
     * Free Hit (game rules §7.2), summed over the season so a league's is a difference.
     */
    tiebreakTransfers: integer('tiebreak_transfers').notNull().default(0),
  },
  // (event, rank) walks a gameweek from its top: the prize winners read the best ranks without
  // touching the rest of the gameweek's rows.
  (t) => [
    primaryKey({ columns: [t.entryId, t.event] }),
    index('entry_history_event_rank_idx').on(t.event, t.rank),
  ],
);

/**
 * The winners of each gameweek's and month's prize (SPEC §3 Winner row), written by the runner
 * once the gameweek or the month's last gameweek is finalised.
 */
export const prizeWinners = pgTable(
  'prize_winners',
  {
    /** 'event' for a gameweek's prize, 'phase' for a month's. */
    kind: text('kind').notNull(),
    period: smallint('period').notNull(),
    rankSort: integer('rank_sort').notNull(),
    rank: integer('rank').notNull(),
    entryId: entryIdColumn(),
    points: integer('points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.period, t.rankSort] })],
);

export const transfers = pgTable(
  'transfers',
  {
    entryId: entryIdColumn(),
    id: serial('id').notNull(),
    event: smallint('event').notNull(),
    elementIn: integer('element_in').notNull(),
    elementInCost: integer('element_in_cost').notNull(),
    elementOut: integer('element_out').notNull(),
    elementOutCost: integer('element_out_cost').notNull(),
    time: timestamptz('time').notNull(),
  },
  // The runner counts a gameweek's transfers (its deadline, the open ones on every pass) and
  // each night's (the price changes): by index, not a scan of the season's, which at 10,000
  // simulated managers grow by some twenty thousand a gameweek.
  (t) => [
    primaryKey({ columns: [t.entryId, t.id] }),
    index('transfers_event_idx').on(t.event),
    index('transfers_time_idx').on(t.time),
  ],
);

export const chipPlays = pgTable(
  'chip_plays',
  {
    entryId: entryIdColumn(),
    chipId: smallint('chip_id').notNull(),
    event: smallint('event').notNull(),
    time: timestamptz('time').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.chipId] })],
);

/** Watched players, by player code, per user (the `watched` list of me/). */
export const watchlist = pgTable(
  'watchlist',
  {
    userId: userIdColumn(),
    elementCode: integer('element_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.elementCode] })],
);

/** Seasons played before this one, for history_past and Previous Seasons. */
export const entryPastSeasons = pgTable(
  'entry_past_seasons',
  {
    entryId: entryIdColumn(),
    seasonName: text('season_name').notNull(),
    totalPoints: integer('total_points').notNull(),
    rank: integer('rank'),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.seasonName] })],
);
