// Reads a folder of saved FPL payloads: `bootstrap-static*.json`, `fixtures*.json` and any
// `event-{id}-live*.json`, as the samples and public mirrors name them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ElementTypeId } from '@ofl/engine';
import { importFplSeason, type ImportedSeason } from './fpl-bootstrap';
import { importEventLive, type LiveFixtureStats } from './fpl-event-live';

/** A real season and, per gameweek found, every element's stats per fixture. */
export interface FplJsonImport {
  readonly season: ImportedSeason;
  readonly live: ReadonlyMap<number, readonly LiveFixtureStats[]>;
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Loads the payloads of a folder; throws naming the file that is missing or malformed. */
export function readFplJsonFolder(dir: string, seasonName?: string): FplJsonImport {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const find = (prefix: string): string => {
    const file = files.find((f) => f.startsWith(prefix));
    if (!file) throw new Error(`no ${prefix}*.json in the folder`);
    return join(dir, file);
  };
  const season = importFplSeason(
    readJson(find('bootstrap-static')),
    readJson(find('fixtures')),
    seasonName,
  );
  const types = new Map<number, ElementTypeId>(season.elements.map((e) => [e.id, e.element_type]));
  const live = new Map<number, LiveFixtureStats[]>();
  for (const file of files) {
    const match = /^event-(\d+)-live/.exec(file);
    if (!match) continue;
    const event = Number(match[1]);
    live.set(event, importEventLive(readJson(join(dir, file)), event, types, season.fixtures));
  }
  return { season, live };
}
