// Loads a real past season in place of the current one, so an operator can replay it gameweek
// by gameweek: the runner then posts each fixture's real lines at full time instead of
// simulating it, and scores them under the season's own rules.
import { sql } from 'drizzle-orm';
import { fixtureFeedLines, gameSettings, type Database } from '@ofl/db';
import type { SeasonImport } from '@ofl/feed';
import { wipeSeason } from '../cli/reset-season';
import { setGameClock } from './clock';
import { createDemoPopulation } from '../runner/demo-population';
import { loadRunnerSettings } from '../runner/runner-settings';
import { withRunnerLock } from './game-runner';
import { DEFAULT_DEMO, writeSeason } from './seed-demo-season';

const LINES_PER_INSERT = 2000;

/** Before the managers plan the first gameweek (a day ahead of its deadline). */
const CLOCK_BEFORE_FIRST_DEADLINE_MS = 2 * 86_400_000;

/**
 * Wipes the season, its managers and accounts and writes the imported one, with the game clock
 * two days before its first deadline and, if asked, simulated managers with their first
 * squads; false when another runner held the lock and nothing changed.
 */
export async function loadImportedSeason(
  database: Database,
  imported: SeasonImport,
  options: { managers?: number; say?: (line: string) => void } = {},
): Promise<boolean> {
  const { db } = database;
  const [before] = await db.select({ version: gameSettings.version }).from(gameSettings);
  const done = await withRunnerLock(database, async () => {
    await wipeSeason(db);
    await writeSeason(db, imported.season, imported.ruleSet);
    await db.transaction(async (tx) => {
      for (let i = 0; i < imported.lines.length; i += LINES_PER_INSERT) {
        await tx.insert(fixtureFeedLines).values(
          imported.lines.slice(i, i + LINES_PER_INSERT).map((l) => ({
            fixtureId: l.fixture,
            elementId: l.element,
            stats: { ...l.stats },
            bps: l.bps,
          })),
        );
      }
      // A running server keys its public payloads on the data version: move it on.
      await tx.execute(
        sql`update game_settings set version = greatest(version, ${(before?.version ?? 0) + 1})`,
      );
    });
    const first = imported.season.events[0];
    if (first) {
      await setGameClock(
        db,
        new Date(Date.parse(first.deadline_time) - CLOCK_BEFORE_FIRST_DEADLINE_MS),
      );
    }
    if (options.managers) {
      const { settings } = await loadRunnerSettings(db);
      await createDemoPopulation(db, settings, options.managers, DEFAULT_DEMO.seed, options.say);
    }
    return true;
  });
  return done === true;
}
