// The test of a replayed real season (issue: a replay looks like the real one): a season of
// `../shared/data/fpl` (never copied in) imported and played to its end by the runner, or the
// small test season when the real one is not beside the repository.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@ofl/db';
import { events } from '@ofl/db/tables';
import { importCsvSeason, readCsvSeason } from '@ofl/feed';
import { setGameClock } from '../src/cache/clock';
import { playSeasonTo } from '../src/demo/demo-season';
import { runPass } from '../src/runner/game-runner';
import { loadImportedSeason } from '../src/services/season/import-season';
import { buildTestApp, type TestApp } from './build-app';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const testSeason = join(root, 'packages/feed/src/importer/test-data/2024-25');

/** A player who changed clubs in the season's January window, and the gameweek he moved at. */
interface Mover {
  element: number;
  from: string;
  to: string;
  gameweek: number;
}

/** Imports `season` (or the test season), replays it, and checks it against its source. */
export function describeRealSeasonReplay(season: string, realMover: Mover): void {
  const real = join(root, '..', 'shared', 'data', 'fpl', season);
  const haveReal = existsSync(real);
  const folder = haveReal ? real : testSeason;
  // The test season's Dan Back moves from Delta to Bravo for GW2.
  const mover = haveReal ? realMover : { element: 8, from: 'Delta', to: 'Bravo', gameweek: 2 };
  const data = readCsvSeason(folder);
  const teamName = new Map(data.teams.map((t) => [t.id as number, t.name]));
  /** Each player's price and club as the gameweek's deadline passed. */
  const atDeadline = new Map<number, Map<number, { value: number; team: string }>>();
  let t: TestApp;

  // A whole season through the runner: about two and a half minutes on an idle 2-core machine.
  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.database;
    expect(await loadImportedSeason(t.database, importCsvSeason(folder))).toBe(true);
    const gameweeks = await db.select().from(events).orderBy(asc(events.id));
    for (const event of gameweeks) {
      await setGameClock(db, event.deadlineTime);
      await runPass(t.database);
      const players = await queryRows<{ id: number; now_cost: number; team: number }>(
        db,
        sql`select id, now_cost, team from elements`,
      );
      atDeadline.set(
        event.id,
        new Map(players.map((p) => [p.id, { value: p.now_cost, team: teamName.get(p.team)! }])),
      );
      await playSeasonTo(t.database, event.id, () => {});
    }
  }, 1_800_000);
  afterAll(() => t.close());

  describe(`${haveReal ? season : 'the test season'} imported and replayed to its end`, () => {
    it('shows every player under his official web name', async () => {
      const names = await queryRows<{ id: number; web_name: string; first_name: string }>(
        t.database.db,
        sql`select id, web_name, first_name from elements`,
      );
      const byId = new Map(names.map((n) => [n.id, n]));
      expect(data.players.length).toBeGreaterThan(haveReal ? 800 : 3);
      for (const p of data.players) {
        expect(byId.get(p.id), `element ${p.id}`).toMatchObject({
          web_name: p.webName,
          first_name: p.firstName,
        });
      }
    });

    it("gives every player each gameweek's real price and club from its deadline", () => {
      const wrong = data.rows.filter((row) => {
        const seen = atDeadline.get(row.gameweek)?.get(row.element);
        return seen?.value !== row.value || seen.team !== row.team;
      });
      expect(wrong.map((r) => `GW${r.gameweek} ${r.element} ${r.team} ${r.value}`)).toEqual([]);
      expect(atDeadline.size).toBe(haveReal ? 38 : 2);
    });

    it("keeps each gameweek's real price in every player's history", async () => {
      const history = await queryRows<{ element_id: number; event: number; value: number }>(
        t.database.db,
        sql`select element_id, event, value from element_events`,
      );
      const value = new Map(history.map((h) => [`${h.event}:${h.element_id}`, h.value]));
      const wrong = data.rows.filter((r) => value.get(`${r.gameweek}:${r.element}`) !== r.value);
      expect(wrong.map((r) => `GW${r.gameweek} ${r.element} ${r.value}`)).toEqual([]);
    });

    it('moves a player to his new club at the gameweek he first played for it', () => {
      expect(atDeadline.get(mover.gameweek - 1)?.get(mover.element)?.team).toBe(mover.from);
      expect(atDeadline.get(mover.gameweek)?.get(mover.element)?.team).toBe(mover.to);
    });

    it('gives every player his official season total', async () => {
      // The rows' points are the official ones (a known stale row is replayed as it stands).
      const official = new Map<number, number>();
      for (const row of data.rows) {
        official.set(row.element, (official.get(row.element) ?? 0) + row.totalPoints);
      }
      const totals = await queryRows<{ id: number; total_points: number }>(
        t.database.db,
        sql`select id, total_points from elements`,
      );
      const got = new Map(totals.map((r) => [r.id, r.total_points]));
      expect([...official].filter(([id, points]) => got.get(id) !== points)).toEqual([]);
      expect(official.size).toBeGreaterThan(haveReal ? 700 : 10);
    });
  });
}
