// Loads a real past season in place of the current one, so an operator can replay it gameweek
// by gameweek: the runner then posts each fixture's real lines at full time instead of
// simulating it, and scores them under the season's own rules, and moves each player's club,
// price and ownership as they were at each gameweek.
import {
  insertElementFeedEvents,
  insertFixtureFeedLines,
  setSourcePlayers,
  type Database,
  type Tx,
} from '@ofl/db';
import type { DemoSeason, SeasonImport } from '@ofl/feed';
import { createDemoPopulation } from '../../demo/demo-population';
import { setGameClock } from '../../cache/clock';
import { replaceSeason } from './replace-season';
import { DEFAULT_DEMO, writeSeason } from '../../demo/seed-demo-season';

/** Before the managers plan the first gameweek (a day ahead of its deadline). */
const CLOCK_BEFORE_FIRST_DEADLINE_MS = 2 * 86_400_000;

/**
 * Wipes the season, its managers and accounts and writes the imported one, with the game clock
 * two days before its first deadline and, if asked, simulated managers with their first
 * squads; false when another runner held the lock and nothing changed. Without simulated
 * managers the players show the real season's ownership and transfers; with them, theirs.
 */
export async function loadImportedSeason(
  database: Database,
  imported: SeasonImport,
  options: { managers?: number; say?: (line: string) => void } = {},
): Promise<boolean> {
  return replaceSeason(database, async (db) => {
    await writeImportedSeason(db, imported, { realOwnership: !options.managers });
    if (options.managers) {
      await createDemoPopulation(db, options.managers, DEFAULT_DEMO.seed, options.say);
    }
  });
}

/**
 * Writes an imported season into emptied season tables, its real lines and market with it, and
 * sets the game clock two days before its first deadline. With `realOwnership` the players
 * show the source's ownership (against its number of managers, 0 when it gives none).
 */
export async function writeImportedSeason(
  db: Tx,
  imported: SeasonImport,
  options: { realOwnership: boolean },
): Promise<void> {
  await writeSeason(db, imported.season, imported.ruleSet);
  await db.transaction(async (tx) => {
    await insertFixtureFeedLines(
      tx,
      imported.lines.map((l) => ({
        fixtureId: l.fixture,
        elementId: l.element,
        stats: l.stats,
        bps: l.bps,
      })),
    );
    await insertElementFeedEvents(
      tx,
      imported.market.map((m) => ({
        elementId: m.element,
        event: m.event,
        team: m.team,
        value: m.value,
        selected: m.selected,
        transfersIn: m.transfersIn,
        transfersOut: m.transfersOut,
        availability: m.availability ?? null,
      })),
    );
    if (options.realOwnership && imported.market.length > 0) {
      await setSourcePlayers(tx, imported.sourcePlayers ?? 0);
    }
  });
  await clockBeforeFirstDeadline(db, imported.season);
}

/** Sets the game clock two days before the season's first deadline. */
export async function clockBeforeFirstDeadline(db: Tx, season: DemoSeason): Promise<void> {
  const first = season.events[0];
  if (first) {
    await setGameClock(
      db,
      new Date(Date.parse(first.deadline_time) - CLOCK_BEFORE_FIRST_DEADLINE_MS),
    );
  }
}
