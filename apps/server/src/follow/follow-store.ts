// The follower's reads and writes: the season's fields it keeps in step, the upstream's lines
// and fixture states, how the following goes (last good answer, problems), and the players whose
// points or bonus differ from the upstream's once both have confirmed a fixture.
import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '@ofl/db';
import {
  elements,
  events,
  feedFollow,
  fixtureFeedLines,
  fixtures,
  followedFixtures,
  type FollowDifference,
  type FollowProblem,
} from '@ofl/db/tables';
import { bumpVersion } from '../runner/steps';
import { elementRow, fixtureRow } from '../demo/seed-demo-season';
import type {
  FollowedFixtureState,
  FollowedLine,
  OurSeason,
  SeasonChanges,
} from './upstream-season';

/** Problems kept for the operator, the latest first. */
const PROBLEMS_KEPT = 20;

export type FollowRow = typeof feedFollow.$inferSelect;

/** The followed upstream, or undefined when the season follows none. */
export async function followRow(db: Tx): Promise<FollowRow | undefined> {
  const [row] = await db.select().from(feedFollow).limit(1);
  return row;
}

/** Starts following `baseUrl` (in the new season's transaction). */
export async function startFollowing(
  tx: Tx,
  follow: { baseUrl: string; mirrorPrices: boolean; intervalMs: number },
): Promise<void> {
  await tx.insert(feedFollow).values(follow);
}

export async function readOurSeason(tx: Tx): Promise<OurSeason> {
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

/** Writes the season's changes; the price too when the operator mirrors the upstream's. */
export async function applySeasonChanges(
  tx: Tx,
  changes: SeasonChanges,
  options: { mirrorPrices: boolean },
): Promise<void> {
  if (changes.newElements.length > 0) {
    await tx.insert(elements).values(changes.newElements.map(elementRow));
  }
  for (const e of changes.elements) {
    await tx
      .update(elements)
      .set({
        team: e.team,
        status: e.status,
        news: e.news,
        newsAdded: e.news_added ? new Date(e.news_added) : null,
        chanceOfPlayingThisRound: e.chance_of_playing_this_round,
        chanceOfPlayingNextRound: e.chance_of_playing_next_round,
        ...(options.mirrorPrices && { nowCost: e.now_cost }),
      })
      .where(eq(elements.id, e.id));
  }
  for (const f of changes.fixtures) {
    const row = fixtureRow(f);
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
  await bumpVersion(tx);
}

/** Each fixture as the upstream tells it, and the lines of those it sent them for. */
export async function writeLiveLines(
  tx: Tx,
  states: readonly FollowedFixtureState[],
  lines: readonly FollowedLine[] | null,
): Promise<void> {
  for (const s of states) {
    const { fixtureId, ...state } = s;
    await tx
      .insert(followedFixtures)
      .values(s)
      .onConflictDoUpdate({ target: followedFixtures.fixtureId, set: state });
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
export async function confirmedFixtures(db: Tx): Promise<Set<number>> {
  const rows = await db
    .select({ id: followedFixtures.fixtureId })
    .from(followedFixtures)
    .where(eq(followedFixtures.finished, true));
  return new Set(rows.map((r) => r.id));
}

/** Notes a poll: every payload applied whole at `at`, or the problems it met. */
export async function recordPoll(
  tx: Tx,
  outcome: { goodAt: Date | null; problems: readonly FollowProblem[] },
): Promise<void> {
  const row = await followRow(tx);
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
export async function compareConfirmed(tx: Tx): Promise<FollowDifference[]> {
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
  const row = await followRow(tx);
  if (!row) return [];
  const seen = new Set(row.differences.map((d) => `${d.fixture}:${d.element}`));
  await tx.update(feedFollow).set({ differences }).where(eq(feedFollow.id, row.id));
  return differences.filter((d) => !seen.has(`${d.fixture}:${d.element}`));
}
