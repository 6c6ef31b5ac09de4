// A real season saved as FPL API payloads (bootstrap-static, fixtures and any event-{id}-live),
// made ready to load as the CSV layout is: the season as the payloads describe it, with the
// lines of every gameweek whose live payload is there.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isSeasonId } from '@ofl/engine';
import type { DemoFixture } from '../generator/types';
import { importCsvSeason, type SeasonImport } from './csv-season-import';
import type { ImportedSeason } from './fpl-bootstrap';
import type { LiveFixtureStats } from './fpl-event-live';
import { readFplJsonFolder } from './read-fpl-json';

/**
 * Reads a folder of payloads. Players keep the price the payload gives (save the bootstrap at
 * the start of a season to replay it from its first prices); fixtures with no gameweek or
 * kick-off yet are left out. The rule set follows the season's name ('2025/26').
 */
export function importJsonSeason(dir: string, seasonName?: string): SeasonImport {
  const { season, live } = readFplJsonFolder(dir, seasonName);
  return seasonImportOf(season, [...live.values()].flat());
}

/**
 * A season read from FPL payloads made ready to load, with the lines of the gameweeks whose
 * live payload was read; fixtures with no gameweek or kick-off yet are left out. Throws when
 * the season's name ('2025/26') names no rule set.
 */
export function seasonImportOf(
  season: ImportedSeason,
  live: readonly LiveFixtureStats[] = [],
): SeasonImport {
  const ruleSet = season.season_name.replace('/', '-');
  if (!isSeasonId(ruleSet)) {
    throw new Error(`no rule set for season "${season.season_name}"`);
  }
  const fixtures = season.fixtures.filter(
    (f): f is DemoFixture => f.event !== null && f.kickoff_time !== null,
  );
  const lines = live.map((l) => {
    return {
      fixture: l.fixture as number,
      element: l.element as number,
      stats: { ...(l.stats as Record<string, number>) },
      bps: l.bps,
    };
  });
  return {
    ruleSet,
    lines,
    market: [],
    sourcePlayers: null,
    season: { ...season, seed: 0, fixtures },
  };
}

/** A season folder of either layout: the CSV one has a `gws` folder, else the FPL payloads. */
export function importSeasonFolder(dir: string): SeasonImport {
  return existsSync(join(dir, 'gws')) ? importCsvSeason(dir) : importJsonSeason(dir);
}
