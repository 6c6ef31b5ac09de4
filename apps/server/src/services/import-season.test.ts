// A real past season loaded by the importer and replayed by the runner: every player's points
// per gameweek are the official ones. With the real season beside the repository
// (`../shared/data/fpl`, never copied in) it replays GW1-GW5 of 2024-25; without it, the small
// test season's two gameweeks.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@ofl/db';
import {
  KNOWN_STALE_ROWS,
  importCsvSeason,
  importJsonSeason,
  readCsvSeason,
  readFplJsonFolder,
} from '@ofl/feed';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { playSeasonTo } from './demo-season';
import { loadImportedSeason } from './import-season';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const real = join(root, '..', 'shared', 'data', 'fpl', '2024-25');
const haveReal = existsSync(real);
const folder = haveReal ? real : join(root, 'packages/feed/src/importer/test-data/2024-25');
const LAST = haveReal ? 5 : 2;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  expect(await loadImportedSeason(t.database, importCsvSeason(folder))).toBe(true);
  await playSeasonTo(t.database, LAST, () => {});
}, 300_000);
afterAll(() => t.close());

describe(`2024-25 imported and replayed to GW${LAST}`, () => {
  it('replaces the demo with the real season under its own rules', async () => {
    const [row] = await queryRows<{ rules: string; demo: number; managers: number }>(
      t.database.db,
      sql`select (select rule_set from game_settings) as rules,
                 (select count(*)::int from fixture_feed_lines) as demo,
                 (select count(*)::int from entries) as managers`,
    );
    expect(row?.rules).toBe('2024-25');
    expect(row?.demo).toBeGreaterThan(0);
    expect(row?.managers).toBe(0);
  });

  it('gives every player his official points in every gameweek replayed', async () => {
    const stale = new Set(
      KNOWN_STALE_ROWS.filter((s) => s.season === '2024-25').map((s) => s.element),
    );
    const official = new Map<string, number>();
    for (const row of readCsvSeason(folder).rows) {
      if (row.gameweek > LAST || stale.has(row.element)) continue;
      const key = `${row.gameweek}:${row.element}`;
      official.set(key, (official.get(key) ?? 0) + row.totalPoints);
    }
    const replayed = await queryRows<{ event: number; element: number; points: number }>(
      t.database.db,
      sql`select f.event, s.element_id as element, sum(s.points + s.bonus)::int as points
          from fixture_player_stats s join fixtures f on f.id = s.fixture_id
          where f.event <= ${LAST} group by f.event, s.element_id`,
    );
    const got = new Map(replayed.map((r) => [`${r.event}:${r.element}`, r.points]));
    const wrong = [...official].filter(([key, points]) => (got.get(key) ?? 0) !== points);
    expect(wrong).toEqual([]);
    expect(official.size).toBeGreaterThan(haveReal ? 3000 : 2);
  });

  it('finalises every gameweek replayed', async () => {
    const [row] = await queryRows<{ finished: number }>(
      t.database.db,
      sql`select count(*)::int as finished from events where finished and id <= ${LAST}`,
    );
    expect(row?.finished).toBe(LAST);
  });
});

describe('an imported season with simulated managers', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await buildTestApp();
  });
  afterAll(() => other.close());

  // The small test season has too few players for a squad; the real one has 804.
  it(
    haveReal
      ? 'gives each manager a squad of real players and a history row per gameweek'
      : 'says plainly that the test season has too few players for a squad',
    async () => {
      const load = loadImportedSeason(other.database, importCsvSeason(folder), { managers: 20 });
      if (!haveReal) {
        await expect(load).rejects.toThrow('no valid squad can be built');
        return;
      }
      expect(await load).toBe(true);
      await playSeasonTo(other.database, 2, () => {});
      const [row] = await queryRows<{ entries: number; history: number; unknown: number }>(
        other.database.db,
        sql`select (select count(*)::int from entries) as entries,
                   (select count(*)::int from entry_history) as history,
                   (select count(*)::int from entry_picks p, unnest(p.elements) u(element)
                    where not exists (select 1 from fixture_feed_lines l
                                      where l.element_id = u.element)) as unknown`,
      );
      // Every player picked has real lines somewhere in the season.
      expect(row).toEqual({ entries: 20, history: 40, unknown: 0 });
    },
    300_000,
  );
});

describe('a season imported from FPL payloads', () => {
  const payloads = join(root, 'packages/feed/src/importer/test-data/fpl-json');
  let json: TestApp;
  beforeAll(async () => {
    json = await buildTestApp();
    expect(await loadImportedSeason(json.database, importJsonSeason(payloads))).toBe(true);
    await playSeasonTo(json.database, 1, () => {});
  }, 300_000);
  afterAll(() => json.close());

  it("gives every player of the live payload FPL's own points for the gameweek", async () => {
    const official = readFplJsonFolder(payloads).live.get(1)!;
    expect(official.length).toBeGreaterThan(0);
    const replayed = await queryRows<{ fixture: number; element: number; points: number }>(
      json.database.db,
      sql`select fixture_id as fixture, element_id as element, (points + bonus)::int as points
          from fixture_player_stats`,
    );
    const got = new Map(replayed.map((r) => [`${r.fixture}:${r.element}`, r.points]));
    for (const line of official) {
      expect(got.get(`${line.fixture}:${line.element}`), `element ${line.element}`).toBe(
        line.officialPoints,
      );
    }
  });
});
