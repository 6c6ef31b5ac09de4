// A real past season loaded by the importer and replayed by the runner: every player's points
// per gameweek are the official ones, and without simulated managers the players show the
// source's ownership. The small test season here; the real ones, replayed to their end, in
// replay-2023-24 and replay-2024-25. With simulated managers it needs a real season
// (`../shared/data/fpl`, never copied in) for a squad's worth of players.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@ofl/db';
import { importCsvSeason, importJsonSeason, readCsvSeason, readFplJsonFolder } from '@ofl/feed';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { playSeasonTo } from '../../demo/demo-season';
import { loadImportedSeason } from './import-season';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const real = join(root, '..', 'shared', 'data', 'fpl', '2024-25');
const haveReal = existsSync(real);
const testSeason = join(root, 'packages/feed/src/importer/test-data/2024-25');
const folder = testSeason;
const LAST = 2;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  expect(await loadImportedSeason(t.database, importCsvSeason(folder))).toBe(true);
  await playSeasonTo(t.database, LAST, () => {});
}, 300_000);
afterAll(() => t.close());

describe('the test season imported and replayed', () => {
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
    const official = new Map<string, number>();
    for (const row of readCsvSeason(folder).rows) {
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
    expect(official.size).toBeGreaterThan(2);
  });

  it("shows the source's ownership and transfers, against its number of managers", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bootstrap-static/' });
    const body = res.json<{
      total_players: number;
      elements: { id: number; selected_by_percent: string; transfers_in_event: number }[];
    }>();
    expect(body.total_players).toBe(5500);
    // B.White: 2,200 owners of 5,500 at the GW2 deadline, 100 transfers in that gameweek.
    expect(body.elements.find((e) => e.id === 2)).toMatchObject({
      selected_by_percent: '40.0',
      transfers_in_event: 100,
    });
  });

  it('shows the availability of players_raw.csv once its gameweek comes, not before', async () => {
    const [row] = await queryRows<{ status: string; news: string }>(
      t.database.db,
      sql`select status, news from elements where id = 6`,
    );
    expect(row).toEqual({ status: 'i', news: 'Hamstring injury - Expected back 14 Sep' });
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
      const load = loadImportedSeason(
        other.database,
        importCsvSeason(haveReal ? real : testSeason),
        { managers: 20 },
      );
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
      // The players show the simulated managers' ownership, not the real season's.
      const [settings] = await queryRows<{ source: number | null; owners: number }>(
        other.database.db,
        sql`select (select source_players from game_settings) as source,
                   (select sum(selected_by)::int from elements) as owners`,
      );
      expect(settings).toEqual({ source: null, owners: 20 * 15 });
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
