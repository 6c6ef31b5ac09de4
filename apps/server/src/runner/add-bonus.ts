// Bonus: an hour after the last match of a day ends, every match of that day gets its final
// bonus 3/2/1 from the final BPS (engine awardBonus) and becomes `finished`, and the gameweek's
// average and highest score so far are updated. One transaction per day with its runner_steps
// row (`bonus:YYYY-MM-DD`).
import { eq, inArray, sql } from 'drizzle-orm';
import { awardBonus, type ElementId } from '@ofl/engine';
import { type Db, type Tx } from '@ofl/db';
import { fixturePlayerStats, fixtures } from '@ofl/db/tables';
import { refreshLiveEntries } from './live-points';
import { refreshElementPoints } from './element-points';
import { BONUS_DELAY_MS, fullTimeAt } from './match-clock';
import type { RunnerSettings } from './runner-settings';
import { matchFeeds } from './match-feed';
import { eventFixtures } from './simulated-fixtures';
import { bumpVersion, isDone, jsonParam, markDone } from './steps';

/** The UTC date of a kick-off, which groups a gameweek's matches into days. */
export const matchDay = (kickoff: Date) => kickoff.toISOString().slice(0, 10);

/**
 * Adds the bonus of every match day of `event` that is due at `now`; the number of days done.
 * Without `entries`, the entries' live points are left to the caller (a finalisation that follows).
 */
export async function addBonus(
  db: Db,
  run: RunnerSettings,
  event: number,
  now: Date,
  entries = true,
): Promise<number> {
  const rows = await eventFixtures(db, event);
  const days = new Map<string, typeof rows>();
  for (const f of rows) {
    if (!f.kickoffTime) continue;
    const day = matchDay(f.kickoffTime);
    days.set(day, [...(days.get(day) ?? []), f]);
  }
  // Per day due: its fixtures, and those whose final bonus the engine awards from the BPS (a
  // data source's came with its lines and stands).
  const due: { day: string; ids: number[]; award: number[] }[] = [];
  for (const [day, dayFixtures] of days) {
    if (dayFixtures.some((f) => !f.finishedProvisional)) continue;
    if (await isDone(db, event, `bonus:${day}`)) continue;
    const matches = await matchFeeds(db, dayFixtures);
    const lastWhistle = Math.max(
      ...dayFixtures.map((f) => fullTimeAt(f.kickoffTime!, matches.get(f.id)!.length).getTime()),
    );
    if (now.getTime() < lastWhistle + BONUS_DELAY_MS) continue;
    due.push({
      day,
      ids: dayFixtures.map((f) => f.id),
      award: dayFixtures.filter((f) => !matches.get(f.id)!.bonusGiven).map((f) => f.id),
    });
  }
  if (due.length === 0) return 0;
  // Every day due in one transaction: the element and entry points are refreshed once.
  await db.transaction(async (tx) => {
    for (const { day, ids, award } of due) {
      if (award.length > 0) await awardFinalBonus(tx, run, award);
      await tx.update(fixtures).set({ finished: true }).where(inArray(fixtures.id, ids));
      await markDone(tx, event, `bonus:${day}`);
    }
    await refreshElementPoints(tx, event, true);
    if (entries) await refreshLiveEntries(tx, run.settings, event);
    await bumpVersion(tx);
  });
  return due.length;
}

/** The final bonus 3/2/1 of each fixture from its final BPS (engine awardBonus). */
async function awardFinalBonus(tx: Tx, run: RunnerSettings, ids: number[]): Promise<void> {
  const lines = await tx
    .select()
    .from(fixturePlayerStats)
    .where(inArray(fixturePlayerStats.fixtureId, ids));
  const awards = ids.flatMap((fixture) =>
    awardBonus(
      run.rules,
      lines
        .filter((l) => l.fixtureId === fixture)
        .map((l) => ({
          element: l.elementId as ElementId,
          bps: l.bps,
          minutes: l.stats.minutes ?? 0,
        })),
    ).map((a) => ({ fixture, element: a.element as number, bonus: a.bonus })),
  );
  await tx
    .update(fixturePlayerStats)
    .set({ bonus: 0 })
    .where(inArray(fixturePlayerStats.fixtureId, ids));
  await tx.execute(sql`
    update fixture_player_stats s set bonus = a.bonus
    from jsonb_to_recordset(${jsonParam(awards)}) as a(fixture int, element int, bonus int)
    where s.fixture_id = a.fixture and s.element_id = a.element`);
}

/** True when every fixture of the gameweek has its bonus added. */
export async function allFinished(db: Db, event: number): Promise<boolean> {
  const rows = await db
    .select({ finished: fixtures.finished })
    .from(fixtures)
    .where(eq(fixtures.event, event));
  return rows.length > 0 && rows.every((r) => r.finished);
}
