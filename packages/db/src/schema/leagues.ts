// Leagues and cups: classic and head-to-head, their members, bans and matches.
import { sql } from 'drizzle-orm';
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
  timestamp,
} from 'drizzle-orm/pg-core';
import { entries } from './entries';

export const leagues = pgTable('leagues', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The general leagues' key (overall, team-N, region-N, event-N, sc); unique, null for others. */
  shortName: text('short_name').unique(),
  /** x public, c private invitation, s site-wide. */
  leagueType: text('league_type').notNull(),
  /** c classic, h head-to-head. */
  scoring: text('scoring').notNull(),
  code: text('code').unique(),
  /** a all game players, l league members, p administrator. */
  codePrivacy: text('code_privacy').notNull().default('p'),
  adminEntry: integer('admin_entry').references(() => entries.id, { onDelete: 'set null' }),
  startEvent: smallint('start_event').notNull(),
  closed: boolean('closed').notNull().default(false),
  hasCup: boolean('has_cup').notNull().default(false),
  cupLeague: integer('cup_league'),
  maxEntries: integer('max_entries'),
  koRounds: smallint('ko_rounds'),
  nameChangeBlocked: boolean('name_change_blocked').notNull().default(false),
  created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Membership and the member's standing; keyed by entry first for sharding by entry. */
export const leagueEntries = pgTable(
  'league_entries',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The table as of the last finalised gameweek (`event`); null until the member is ranked. */
    rank: integer('rank'),
    lastRank: integer('last_rank'),
    rankSort: integer('rank_sort'),
    event: smallint('event'),
    total: integer('total').notNull().default(0),
    eventTotal: integer('event_total').notNull().default(0),
    /** The tie-break: transfers over the league's gameweeks, none under Wildcard or Free Hit. */
    transfers: integer('transfers').notNull().default(0),
    matchesPlayed: integer('matches_played').notNull().default(0),
    matchesWon: integer('matches_won').notNull().default(0),
    matchesDrawn: integer('matches_drawn').notNull().default(0),
    matchesLost: integer('matches_lost').notNull().default(0),
    pointsFor: integer('points_for').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.leagueId] }),
    // The standings page reads a league in this order; the new entries (not ranked yet) theirs.
    index('league_entries_league_idx').on(t.leagueId, t.rankSort),
    index('league_entries_new_idx')
      .on(t.leagueId, t.joinedAt, t.entryId)
      .where(sql`rank_sort is null`),
  ],
);

/**
 * A classic league's monthly phase tables (phase 1, the whole season, is league_entries), as of
 * the last finalised gameweek of the phase.
 */
export const leaguePhaseEntries = pgTable(
  'league_phase_entries',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    phase: smallint('phase').notNull(),
    event: smallint('event').notNull(),
    rank: integer('rank').notNull(),
    lastRank: integer('last_rank').notNull(),
    rankSort: integer('rank_sort').notNull(),
    total: integer('total').notNull(),
    eventTotal: integer('event_total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.leagueId, t.phase] }),
    index('league_phase_entries_league_idx').on(t.leagueId, t.phase, t.rankSort),
  ],
);

/**
 * The invitational leagues a manager administered in a past season, which he may renew (a new
 * league with the same settings) or delete: `leagues-renewable`. Keyed by the admin's e-mail,
 * which outlives a season's accounts (a new season starts with none).
 */
export const renewableLeagues = pgTable(
  'renewable_leagues',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    scoring: text('scoring').notNull(),
    codePrivacy: text('code_privacy').notNull(),
    hasCup: boolean('has_cup').notNull(),
    startEvent: smallint('start_event').notNull(),
    /** Last season's code, which the renewed league keeps. */
    code: text('code'),
    /** The league it was renewed as, once the admin renewed it; its members may then rejoin. */
    leagueId: integer('league_id'),
  },
  (t) => [index('renewable_leagues_email_idx').on(t.email)],
);

/** Last season's members of a renewable league (by e-mail), offered it once it is renewed. */
export const renewableLeagueMembers = pgTable(
  'renewable_league_members',
  {
    renewableId: integer('renewable_id')
      .notNull()
      .references(() => renewableLeagues.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.renewableId, t.email] }),
    index('renewable_league_members_email_idx').on(t.email),
  ],
);

export const leagueBans = pgTable(
  'league_bans',
  {
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id').notNull(),
    playerName: text('player_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.entryId] })],
);

/** Head-to-head and cup matches; entry_2 null is the AVERAGE opponent (or a cup bye). */
export const leagueMatches = pgTable(
  'league_matches',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    /** h2h or cup. */
    kind: text('kind').notNull(),
    event: smallint('event').notNull(),
    entry1: integer('entry_1'),
    entry2: integer('entry_2'),
    entry1Points: integer('entry_1_points').notNull().default(0),
    entry2Points: integer('entry_2_points').notNull().default(0),
    isBye: boolean('is_bye').notNull().default(false),
    winner: integer('winner'),
    tiebreak: jsonb('tiebreak').$type<Record<string, unknown>>(),
    knockoutName: text('knockout_name'),
    isKnockout: boolean('is_knockout').notNull().default(false),
  },
  (t) => [index('league_matches_league_event_idx').on(t.leagueId, t.event)],
);
