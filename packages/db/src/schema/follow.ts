// What a season followed from an upstream FPL-shaped API keeps between polls: where it comes
// from, how the following goes (the last good answer, the problems met, the points that differ
// from the upstream's), and each fixture as the upstream last told it.
import { boolean, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { singleRowIdColumn, timestamptz } from './columns';
import { fixtures } from './game';

/** A problem the follower met with the upstream, for the operator. */
export interface FollowProblem {
  at: string;
  what: string;
}

/** A player whose points or bonus in a fixture differ from the upstream's once confirmed. */
export interface FollowDifference {
  fixture: number;
  element: number;
  ours: { points: number; bonus: number };
  upstream: { points: number; bonus: number };
}

/** One row while the season follows an upstream; none otherwise. */
export const feedFollow = pgTable('feed_follow', {
  id: singleRowIdColumn(),
  baseUrl: text('base_url').notNull(),
  mirrorPrices: boolean('mirror_prices').notNull().default(false),
  intervalMs: integer('interval_ms').notNull().default(60_000),
  /** When every payload of a poll was last applied whole. */
  lastGoodAt: timestamptz('last_good_at'),
  problems: jsonb('problems').$type<FollowProblem[]>().notNull().default([]),
  differences: jsonb('differences').$type<FollowDifference[]>().notNull().default([]),
});

/** A followed fixture as the upstream last told it: its score, and whether its bonus is confirmed. */
export const followedFixtures = pgTable('followed_fixtures', {
  fixtureId: integer('fixture_id')
    .primaryKey()
    .references(() => fixtures.id),
  started: boolean('started').notNull().default(false),
  finished: boolean('finished').notNull().default(false),
  teamHScore: smallint('team_h_score'),
  teamAScore: smallint('team_a_score'),
});
