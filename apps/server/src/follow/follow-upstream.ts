// Following an upstream FPL-shaped API: the season loaded from it as `import` loads a folder,
// then one poll a minute (bootstrap-static, fixtures and, while the gameweek's matches are on,
// its live payload) applied whole in one transaction or not at all, then the runner's pass, which
// posts the lines through the live step so the engine scores them. Our points are compared with
// the upstream's once both have confirmed a fixture's bonus; differences are reported, not copied.
import {
  applyFollowedChanges,
  compareFollowedPoints,
  confirmedFollowedFixtures,
  feedFollowRow,
  followedSeasonFields,
  gameSettingsRow,
  insertFeedFollow,
  recordFollowPoll,
  writeFollowedFixtures,
  type Database,
  type FeedFollowRow,
} from '@ofl/db';
import { importFplSeason, seasonImportOf, type ImportedSeason } from '@ofl/feed';
import { databaseClock } from '../cache/clock';
import { createDemoPopulation } from '../demo/demo-population';
import { DEFAULT_DEMO, writeSeason } from '../demo/seed-demo-season';
import { runPass } from '../runner/game-runner';
import { gameweeksAt } from '../services/season/gameweeks';
import { replaceSeason } from '../services/season/replace-season';
import { createUpstreamClient, type UpstreamClient, type UpstreamOptions } from './upstream-client';
import { changeRows, diffSeason, fixtureStatesOf, liveLinesOf, noChanges } from './upstream-season';

type Say = (line: string) => void;

export const DEFAULT_INTERVAL_MS = 60_000;

/** The upstream's season, from its bootstrap and fixtures, checked whole. */
async function upstreamSeason(client: UpstreamClient, seasonName?: string) {
  const bootstrap = await client.get('bootstrap-static/');
  const fixtures = await client.get('fixtures/');
  return importFplSeason(bootstrap, fixtures, seasonName);
}

export interface FollowStart {
  readonly baseUrl: string;
  readonly mirrorPrices?: boolean;
  readonly intervalMs?: number;
  /** Simulated managers with their first squads (default none). */
  readonly managers?: number;
}

/**
 * Wipes the season, its managers and accounts and loads the upstream's season in its place,
 * followed from now on (the game clock on real time). False when another runner held the lock.
 * A game started mid-season scores from the next gameweek on: those before carry no points.
 */
export async function loadFollowedSeason(
  database: Database,
  start: FollowStart,
  options: { client?: UpstreamClient; say?: Say } = {},
): Promise<boolean> {
  const say = options.say ?? (() => {});
  const client = options.client ?? createUpstreamClient({ baseUrl: start.baseUrl, onProblem: say });
  const season = await upstreamSeason(client);
  const imported = seasonImportOf(season);
  say(
    `Read ${season.season_name} from ${start.baseUrl}: ${season.teams.length} clubs, ` +
      `${season.elements.length} players, ${season.fixtures.length} fixtures in ` +
      `${season.events.length} gameweeks; scored under the ${imported.ruleSet} rules.`,
  );
  return replaceSeason(database, async (db) => {
    await writeSeason(db, imported.season, imported.ruleSet);
    await db.transaction(async (tx) => {
      await insertFeedFollow(tx, {
        baseUrl: start.baseUrl,
        mirrorPrices: start.mirrorPrices ?? false,
        intervalMs: start.intervalMs ?? DEFAULT_INTERVAL_MS,
      });
      for (const event of season.events) {
        await writeFollowedFixtures(tx, fixtureStatesOf(season, event.id), null);
      }
    });
    if (start.managers) {
      await createDemoPopulation(db, start.managers, DEFAULT_DEMO.seed, say);
    }
  });
}

/**
 * True while a fixture of `event` has started upstream and its final lines are not yet stored
 * here: only then is the gameweek's live payload asked for.
 */
function matchesOn(season: ImportedSeason, event: number, confirmed: ReadonlySet<number>) {
  return season.fixtures.some((f) => f.event === event && f.started && !confirmed.has(f.id));
}

/** A follower: one poll at a time, its client (and ETags) kept between polls. */
export interface Follower {
  /** Polls once and runs the runner's pass; false when the poll met a problem. */
  poll(): Promise<boolean>;
}

export function createFollower(
  database: Database,
  follow: Pick<FeedFollowRow, 'baseUrl' | 'mirrorPrices'>,
  options: { say?: Say; client?: Partial<UpstreamOptions> } = {},
): Follower {
  const say = options.say ?? (() => {});
  const { db } = database;
  const clock = databaseClock(db);
  let problems: { at: string; what: string }[] = [];
  /** The game clock's time of the poll under way, which its problems carry. */
  let pollAt = new Date();
  const client = createUpstreamClient({
    baseUrl: follow.baseUrl,
    ...options.client,
    onProblem: (what) => {
      problems.push({ at: pollAt.toISOString(), what });
      say(`Upstream: ${what}`);
    },
  });

  return {
    async poll() {
      problems = [];
      const now = await clock.now();
      pollAt = now;
      let notes: readonly string[] = [];
      try {
        const { current } = await gameweeksAt(db);
        const season = await upstreamSeason(client, (await gameSettingsRow(db))?.seasonName);
        const live =
          current !== null && matchesOn(season, current, await confirmedFollowedFixtures(db))
            ? liveLinesOf(await client.get(`event/${current}/live/`), current, season)
            : null;
        await db.transaction(async (tx) => {
          const changes = diffSeason(await followedSeasonFields(tx), season, follow);
          if (!noChanges(changes)) await applyFollowedChanges(tx, changeRows(changes, follow));
          if (current !== null) {
            await writeFollowedFixtures(tx, fixtureStatesOf(season, current), live);
          }
          await recordFollowPoll(tx, { goodAt: now, problems });
          notes = changes.notes;
        });
      } catch (error) {
        const what = error instanceof Error ? error.message : String(error);
        say(`Upstream: poll refused, the last good state kept: ${what}`);
        await db.transaction((tx) =>
          recordFollowPoll(tx, {
            goodAt: null,
            problems: [...problems, { at: now.toISOString(), what }],
          }),
        );
        return false;
      }
      for (const note of notes) say(note);
      await runPass(database, say);
      const differences = await db.transaction((tx) => compareFollowedPoints(tx));
      for (const d of differences) {
        say(
          `Differs from the upstream: player ${d.element} in fixture ${d.fixture} has ` +
            `${d.ours.points} points (bonus ${d.ours.bonus}) here, ${d.upstream.points} ` +
            `(bonus ${d.upstream.bonus}) upstream`,
        );
      }
      return true;
    },
  };
}

/**
 * Polls the followed upstream every interval (never two polls at once) until the returned stop
 * is called; does nothing while the season follows none.
 */
export function startFollowLoop(
  database: Database,
  options: { say?: Say; onError: (error: unknown) => void; client?: Partial<UpstreamOptions> },
): () => Promise<void> {
  let follower: { key: string; follower: Follower } | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = async () => {
    const row = await feedFollowRow(database.db);
    if (!row) {
      follower = null;
      return DEFAULT_INTERVAL_MS;
    }
    const key = `${row.baseUrl} ${row.mirrorPrices}`;
    if (follower?.key !== key) {
      follower = {
        key,
        follower: createFollower(database, row, { say: options.say, client: options.client }),
      };
    }
    await follower.follower.poll();
    return row.intervalMs;
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((error) => {
          options.onError(error);
          return DEFAULT_INTERVAL_MS;
        })
        .then((next) => {
          running = null;
          schedule(next);
        });
    }, ms);
  };
  schedule(0);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
