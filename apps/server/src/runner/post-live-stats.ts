// Live: the simulator's stats posted as the game clock moves. Each pass writes every started,
// unfinished fixture as it stands at the clock's minute (raw stats, the engine's points, BPS and
// provisional bonus), marks finished_provisional at the final whistle, and updates element and
// entry points, all in one transaction: a pure function of the clock, so safe to repeat.
import { and, eq, lte, sql } from 'drizzle-orm';
import {
  computeBps,
  defensiveContributionCount,
  provisionalBonus,
  scoreFixture,
  type ElementId,
  type ElementTypeId,
} from '@ofl/engine';
import { ictFigures } from '@ofl/feed';
import { type Db } from '@ofl/db';
import { fixtures } from '@ofl/db/tables';
import { refreshLiveEntries } from './live-points';
import { refreshElementPoints } from './element-points';
import { matchMinute } from './match-clock';
import type { RunnerSettings } from './runner-settings';
import { matchFeeds, type MatchFeed } from './match-feed';
import { bumpVersion, jsonParam } from './steps';

/**
 * Posts the live state of the gameweek's matches at `now`; false when nothing changed. Without
 * `entries` (a pass over whole gameweeks), the entries' live points are left to the finalisation
 * that follows, and the players' season totals to the bonus that follows: summing every line of
 * the season is the dearest statement of a gameweek late in the season, and the bonus sums again.
 */
export async function postLiveStats(
  db: Db,
  run: RunnerSettings,
  event: number,
  now: Date,
  entries = true,
): Promise<boolean> {
  const due = await db
    .select()
    .from(fixtures)
    .where(
      and(
        eq(fixtures.event, event),
        eq(fixtures.finishedProvisional, false),
        lte(fixtures.kickoffTime, now),
      ),
    );
  if (due.length === 0) return false;
  const matches = await matchFeeds(db, due);
  let finals = 0;
  await db.transaction(async (tx) => {
    for (const fixture of due) {
      const match = matches.get(fixture.id)!;
      const minute = matchMinute(fixture.kickoffTime!, now, match.length);
      const { rows, score, final } = fixtureStatRows(run, match, minute);
      if (final) finals++;
      await tx.execute(sql`
        insert into fixture_player_stats (fixture_id, element_id, stats, points, bps, bonus)
        select ${fixture.id}, r.element, r.stats, r.points, r.bps, r.bonus
        from jsonb_to_recordset(${jsonParam(rows)})
          as r(element int, stats jsonb, points int, bps int, bonus int)
        on conflict (fixture_id, element_id) do update set
          stats = excluded.stats, points = excluded.points, bps = excluded.bps, bonus = excluded.bonus`);
      await tx
        .update(fixtures)
        .set({
          started: true,
          minutes: Math.min(Math.max(0, minute), 90),
          teamHScore: score.h,
          teamAScore: score.a,
          finishedProvisional: final,
        })
        .where(eq(fixtures.id, fixture.id));
    }
    await refreshElementPoints(tx, event, entries && finals > 0);
    if (entries) await refreshLiveEntries(tx, run.settings, event);
    await bumpVersion(tx);
  });
  return true;
}

/** A stored line of a fixture: raw stats with the ICT figures, the engine's points, BPS, bonus. */
export interface FixtureStatRow {
  element: number;
  stats: Record<string, number>;
  points: number;
  bps: number;
  minutes: number;
  bonus: number;
}

/**
 * How a match stands at `minute` of its clock, as the rows of fixture_player_stats: the engine's
 * points and BPS, and the bonus (a data source's as given, else from the BPS: provisional until
 * full time, final at it).
 */
export function fixtureStatRows(
  run: RunnerSettings,
  match: MatchFeed,
  minute: number,
): { rows: FixtureStatRow[]; score: { h: number; a: number }; final: boolean } {
  const snapshot = match.at(Math.max(0, minute));
  const lines = snapshot.lines.map((line) => {
    const type = line.element_type as ElementTypeId;
    // An imported line brings its own ICT figures and BPS; a simulated one has the actions.
    const stats: Record<string, number> = {
      ...line.stats,
      // The engine's count takes a source's own count when there is one.
      defensive_contribution: defensiveContributionCount(type, line.stats),
      starts: line.started ? 1 : 0,
      ...('ict_index' in line.stats ? {} : ictFigures(type, line.stats)),
    };
    return {
      element: line.element,
      stats,
      points: scoreFixture(run.rules, type, line.stats).total as number,
      bps: line.bps ?? computeBps(run.rules, type, line.stats),
      minutes: line.stats.minutes ?? 0,
      given: line.bonus,
    };
  });
  const bonus = new Map(
    match.bonusGiven
      ? lines.map((l) => [l.element, l.given ?? 0])
      : provisionalBonus(
          run.rules,
          lines.map((l) => ({ element: l.element as ElementId, bps: l.bps, minutes: l.minutes })),
        ).map((a) => [a.element as number, a.bonus]),
  );
  const rows = lines.map(({ given, ...l }) => {
    void given;
    return { ...l, bonus: bonus.get(l.element) ?? 0 };
  });
  return { rows, score: snapshot.score, final: minute >= match.length };
}
