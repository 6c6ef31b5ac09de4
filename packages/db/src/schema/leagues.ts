// Leagues and cups: classic and head-to-head, their members, bans and matches.
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
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ownerColumn, timestamptz } from './columns';
import { entries, entryIdColumn } from './entries';

export const leagues = pgTable(
  'leagues',
  {
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
    /**
     * A cup's own row: the league whose members play it (its cup_league points back here), the
     * gameweek they qualified on, how many qualified and whether the first round had byes.
     */
    qualifyingLeague: integer('qualifying_league').references((): AnyPgColumn => leagues.id, {
      onDelete: 'cascade',
    }),
    qualificationEvent: smallint('qualification_event'),
    qualificationNumbers: integer('qualification_numbers'),
    hasByes: boolean('has_byes').notNull().default(false),
    nameChangeBlocked: boolean('name_change_blocked').notNull().default(false),
    created: timestamptz('created').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('leagues_qualifying_league_idx').on(t.qualifyingLeague)],
);

/** The league a row belongs to: deleting the league deletes it. */
const leagueIdColumn = () => ownerColumn('league_id', () => leagues.id);

/** Membership and the member's standing; keyed by entry first for sharding by entry. */
export const leagueEntries = pgTable(
  'league_entries',
  {
    entryId: entryIdColumn(),
    leagueId: leagueIdColumn(),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
    /**
     * A head-to-head table as of the last finalised gameweek (`event`); null until the member is
     * ranked. Classic tables are league_standings.
     */
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
    // A head-to-head table's page; the members who joined after a table was written (new entries).
    index('league_entries_league_idx').on(t.leagueId, t.rankSort),
    index('league_entries_joined_idx').on(t.leagueId, t.joinedAt, t.entryId),
  ],
);

/**
 * Every classic league's tables, as of the last finalised gameweek of each phase (1, the whole
 * season, and the months): one row per member ranked, keyed for the pages users open. The
 * table is partitioned by phase and each finalisation builds the partitions it changes anew and
 * swaps them in (runner/leagues/league-tables.ts): writing millions of fresh rows and indexing them once
 * costs a fraction of updating them in place. Membership itself is league_entries.
 */
export const leagueStandings = pgTable(
  'league_standings',
  {
    leagueId: integer('league_id').notNull(),
    phase: smallint('phase').notNull(),
    rankSort: integer('rank_sort').notNull(),
    entryId: integer('entry_id').notNull(),
    rank: integer('rank').notNull(),
    lastRank: integer('last_rank').notNull(),
    total: integer('total').notNull(),
    eventTotal: integer('event_total').notNull(),
    /**
     * The names as the table was written (a rename writes them here too), so a page is one
     * index range with no lookups into entries and users.
     */
    entryName: text('entry_name').notNull().default(''),
    playerName: text('player_name').notNull().default(''),
  },
  (t) => [
    // A page of a table; a member's row (his leagues, the new entries' check).
    index('league_standings_page_idx').on(t.leagueId, t.rankSort),
    index('league_standings_member_idx').on(t.leagueId, t.entryId),
  ],
);

/**
 * The general leagues an entry is in, kept as it joins them (joinGeneralLeagues): the counted
 * tables read an entry's leagues here, one row, rather than from its memberships.
 */
export const generalMembers = pgTable('general_members', {
  entryId: entryIdColumn().primaryKey(),
  overallLeague: integer('overall_league'),
  scLeague: integer('sc_league'),
  regionLeague: integer('region_league'),
  clubLeague: integer('club_league'),
  startLeague: integer('start_league'),
});

/**
 * The general leagues' tables (Overall, Second Chance, the regions, the fan clubs and the start
 * gameweeks), counted rather than written per membership: one compact row per entry and phase
 * (a second for Second Chance, whose total starts later), holding the entry's general leagues,
 * its total and tie-break for the phase and its rank in each league. A league's page is an index
 * range over its members' totals, found from general_buckets. Partitioned by phase and built
 * anew at each finalisation as league_standings is (runner/leagues/general-tables.ts).
 */
export const generalTotals = pgTable(
  'general_totals',
  {
    phase: smallint('phase').notNull(),
    entryId: integer('entry_id').notNull(),
    /** Overall, or Second Chance on the entry's Second Chance row. */
    leagueId: integer('league_id'),
    regionLeague: integer('region_league'),
    clubLeague: integer('club_league'),
    startLeague: integer('start_league'),
    total: integer('total').notNull(),
    transfers: integer('transfers').notNull(),
    eventTotal: integer('event_total').notNull(),
    rank: integer('rank'),
    regionRank: integer('region_rank'),
    clubRank: integer('club_rank'),
    startRank: integer('start_rank'),
    lastRank: integer('last_rank'),
    regionLastRank: integer('region_last_rank'),
    clubLastRank: integer('club_last_rank'),
    startLastRank: integer('start_last_rank'),
  },
  (t) => [
    // With the phase, a page skips the members of a tie before it by the index alone.
    ...(
      [
        ['general_totals_league_idx', t.leagueId],
        ['general_totals_region_idx', t.regionLeague],
        ['general_totals_club_idx', t.clubLeague],
        ['general_totals_start_idx', t.startLeague],
      ] as const
    ).map(([name, key]) => index(name).on(t.phase, key, t.total.desc(), t.transfers, t.entryId)),
    // With the phase, a page's rows are found by their entries, not by a league's index.
    index('general_totals_entry_idx').on(t.entryId, t.phase),
  ],
);

/**
 * How many members of each general league share a total and tie-break in a phase's table, and
 * how many come before them: the table's row numbers (rank_sort) without writing any.
 */
export const generalBuckets = pgTable(
  'general_buckets',
  {
    phase: smallint('phase').notNull(),
    leagueId: integer('league_id').notNull(),
    total: integer('total').notNull(),
    transfers: integer('transfers').notNull(),
    members: integer('members').notNull(),
    before: integer('before').notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [index('general_buckets_league_idx').on(t.leagueId, t.before)],
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
    /** A head-to-head league's size and knock-out rounds, which the renewed league keeps. */
    maxEntries: integer('max_entries'),
    koRounds: smallint('ko_rounds'),
    /** The league it was renewed as, once the admin renewed it; its members may then rejoin. */
    leagueId: integer('league_id'),
  },
  (t) => [index('renewable_leagues_email_idx').on(t.email)],
);

/** Last season's members of a renewable league (by e-mail), offered it once it is renewed. */
export const renewableLeagueMembers = pgTable(
  'renewable_league_members',
  {
    renewableId: ownerColumn('renewable_id', () => renewableLeagues.id),
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
    leagueId: leagueIdColumn(),
    entryId: integer('entry_id').notNull(),
    playerName: text('player_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.entryId] })],
);

/**
 * A head-to-head league's order for the circle method (the engine's h2hOrder), fixed at its
 * first deadline: its members shuffled from the league's seed, the AVERAGE team (NULL) last for
 * an odd count. Every league gameweek's pairings follow from it by arithmetic (the engine's
 * h2hRound), so the schedule itself is never stored; league_matches holds a league gameweek's
 * matches only once they are scored.
 */
export const h2hOrders = pgTable('h2h_orders', {
  leagueId: leagueIdColumn().primaryKey(),
  members: integer('members').array().notNull(),
});

/**
 * Head-to-head and cup matches; entry_2 null is the AVERAGE opponent (or a cup bye). A league
 * gameweek's matches are written when scored (their pairings before that are derived from
 * h2h_orders); knock-out and cup matches are written once when drawn and updated once when
 * decided; fillfactor 50 (migration 0012) leaves
 * room on its page for that update, so it changes no index (HOT).
 */
export const leagueMatches = pgTable(
  'league_matches',
  {
    id: serial('id').primaryKey(),
    leagueId: leagueIdColumn(),
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
  (t) => [
    index('league_matches_league_event_idx').on(t.leagueId, t.event),
    // One team's matches: the matches page of a large league and the entry's H2H list.
    index('league_matches_entry_1_idx').on(t.entry1, t.leagueId),
    index('league_matches_entry_2_idx').on(t.entry2, t.leagueId),
    // Finalisation scores a gameweek's matches of every league at once.
    index('league_matches_event_idx').on(t.event, t.kind),
  ],
);
