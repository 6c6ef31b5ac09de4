// A season followed from an upstream FPL-shaped API: the fields the follower keeps in step, the
// upstream's lines and fixture states, how the following goes (last good answer, problems), and
// the players whose points or bonus differ from the upstream's once both confirmed a fixture.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../raw-sql';
import {
  elements,
  events,
  feedFollow,
  fixtureFeedLines,
  fixtures,
  followedFixtures,
  type FollowDifference,
  type FollowProblem,
} from '../schema/index';
import { bumpDataVersion } from './public-data';

/** Problems kept for the operator, the latest first. */
const PROBLEMS_KEPT = 20;

export type FeedFollowRow = typeof feedFollow.$inferSelect;

/** The followed upstream, or undefined when the season follows none. */
export async function feedFollowRow(db: Tx): Promise<FeedFollowRow | undefined> {
  const [row] = await db.select().from(feedFollow).limit(1);
  return row;
}

/** Starts following `baseUrl` (in the new season's transaction). */
export async function insertFeedFollow(
  tx: Tx,
  follow: { baseUrl: string; mirrorPrices: boolean; intervalMs: number },
): Promise<void> {
  await tx.insert(feedFollow).values(follow);
}

/** What the follower keeps of the season in step: the fields the upstream may move. */
export interface FollowedSeasonFields {
  readonly elements: readonly {
    id: number;
    team: number;
    status: string;
    news: string;
    chanceOfPlayingThisRound: number | null;
    chanceOfPlayingNextRound: number | null;
    nowCost: number;
  }[];
  readonly fixtures: readonly { id: number; event: number | null; kickoffTime: Date | null }[];
  readonly events: readonly { id: number; deadlineTime: Date }[];
}

export async function followedSeasonFields(tx: Tx): Promise<FollowedSeasonFields> {
  return {
    elements: await tx
      .select({
        id: elements.id,
        team: elements.team,
        status: elements.status,
        news: elements.news,
        chanceOfPlayingThisRound: elements.chanceOfPlayingThisRound,
        chanceOfPlayingNextRound: elements.chanceOfPlayingNextRound,
        nowCost: elements.nowCost,
      })
      .from(elements),
    fixtures: await tx
      .select({ id: fixtures.id, event: fixtures.event, kickoffTime: fixtures.kickoffTime })
      .from(fixtures),
    events: await tx.select({ id: events.id, deadlineTime: events.deadlineTime }).from(events),
  };
}

/** A player's availability (and club, and price when mirrored) as the upstream tells it. */
export interface FollowedElementUpdate {
  id: number;
  team: number;
  status: string;
  news: string;
  newsAdded: Date | null;
  chanceOfPlayingThisRound: number | null;
  chanceOfPlayingNextRound: number | null;
  nowCost?: number;
}

/** The upstream's changes to the season: new players, players, fixtures and deadlines. */
export interface FollowedSeasonChanges {
  newElements: (typeof elements.$inferInsert)[];
  elements: FollowedElementUpdate[];
  fixtures: (typeof fixtures.$inferInsert)[];
  deadlines: { id: number; deadline: Date }[];
}

/** Writes the upstream's changes to the season in `tx`. */
export async function applyFollowedChanges(tx: Tx, changes: FollowedSeasonChanges): Promise<void> {
  if (changes.newElements.length > 0) await tx.insert(elements).values(changes.newElements);
  for (const { id, ...set } of changes.elements) {
    await tx.update(elements).set(set).where(eq(elements.id, id));
  }
  for (const row of changes.fixtures) {
    await tx
      .insert(fixtures)
      .values(row)
      .onConflictDoUpdate({
        target: fixtures.id,
        set: { event: row.event, kickoffTime: row.kickoffTime, teamH: row.teamH, teamA: row.teamA },
      });
  }
  for (const d of changes.deadlines) {
    await tx.update(events).set({ deadlineTime: d.deadline }).where(eq(events.id, d.id));
  }
  await bumpDataVersion(tx);
}

/** Each fixture as the upstream tells it, and the lines of those it sent them for. */
export async function writeFollowedFixtures(
  tx: Tx,
  states: readonly (typeof followedFixtures.$inferInsert)[],
  lines:
    | readonly { fixture: number; element: number; stats: Record<string, number>; bps: number }[]
    | null,
): Promise<void> {
  for (const state of states) {
    await tx
      .insert(followedFixtures)
      .values(state)
      .onConflictDoUpdate({
        target: followedFixtures.fixtureId,
        set: {
          started: state.started,
          finished: state.finished,
          teamHScore: state.teamHScore,
          teamAScore: state.teamAScore,
        },
      });
  }
  if (lines === null) return;
  const started = states.filter((s) => s.started).map((s) => s.fixtureId);
  if (started.length === 0) return;
  await tx.delete(fixtureFeedLines).where(inArray(fixtureFeedLines.fixtureId, started));
  if (lines.length > 0) {
    await tx.insert(fixtureFeedLines).values(
      lines.map((l) => ({
        fixtureId: l.fixture,
        elementId: l.element,
        stats: l.stats,
        bps: l.bps,
      })),
    );
  }
}

/** The fixtures whose bonus the upstream has confirmed, as last stored. */
export async function confirmedFollowedFixtures(db: Tx): Promise<Set<number>> {
  const rows = await db
    .select({ id: followedFixtures.fixtureId })
    .from(followedFixtures)
    .where(eq(followedFixtures.finished, true));
  return new Set(rows.map((r) => r.id));
}

/** Notes a poll: every payload applied whole at `at`, or the problems it met. */
export async function recordFollowPoll(
  tx: Tx,
  outcome: { goodAt: Date | null; problems: readonly FollowProblem[] },
): Promise<void> {
  const row = await feedFollowRow(tx);
  if (!row) return;
  await tx
    .update(feedFollow)
    .set({
      ...(outcome.goodAt && { lastGoodAt: outcome.goodAt }),
      problems: [...[...outcome.problems].reverse(), ...row.problems].slice(0, PROBLEMS_KEPT),
    })
    .where(eq(feedFollow.id, row.id));
}

/**
 * Every player whose points or bonus in a fixture differ from the upstream's, once both have
 * confirmed the fixture's bonus; stored for `game status`, and the ones not seen before returned.
 */
export async function compareFollowedPoints(tx: Tx): Promise<FollowDifference[]> {
  const rows = await queryRows<{
    fixture: number;
    element: number;
    points: number;
    bonus: number;
    up_points: number;
    up_bonus: number;
  }>(
    tx,
    sql`select s.fixture_id as fixture, s.element_id as element, s.points + s.bonus as points,
               s.bonus, coalesce((l.stats->>'total_points')::int, 0) as up_points,
               coalesce((l.stats->>'bonus')::int, 0) as up_bonus
        from fixture_player_stats s
        join fixture_feed_lines l on l.fixture_id = s.fixture_id and l.element_id = s.element_id
        join fixtures f on f.id = s.fixture_id and f.finished
        join followed_fixtures ff on ff.fixture_id = s.fixture_id and ff.finished
        where s.points + s.bonus <> coalesce((l.stats->>'total_points')::int, 0)
           or s.bonus <> coalesce((l.stats->>'bonus')::int, 0)
        order by s.fixture_id, s.element_id`,
  );
  const differences = rows.map((r) => ({
    fixture: r.fixture,
    element: r.element,
    ours: { points: r.points, bonus: r.bonus },
    upstream: { points: r.up_points, bonus: r.up_bonus },
  }));
  const row = await feedFollowRow(tx);
  if (!row) return [];
  const seen = new Set(row.differences.map((d) => `${d.fixture}:${d.element}`));
  await tx.update(feedFollow).set({ differences }).where(eq(feedFollow.id, row.id));
  return differences.filter((d) => !seen.has(`${d.fixture}:${d.element}`));
}
