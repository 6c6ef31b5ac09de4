// A private game following a recorded real gameweek (apps/server/test/fpl-recording.ts: 2024-25,
// or the small test season when the real one is not beside the repository) from a local
// FPL-shaped server: a manager enters a team, and as the recording advances through the
// gameweek's matches and the follower polls, his points page and his league table, left open,
// show his live points moving, without a reload. The spec starts its own server.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { feedFollowRow, type Database } from '@ofl/db';
import { setGameClock } from '../apps/server/src/cache/clock';
import {
  createFollower,
  loadFollowedSeason,
  type Follower,
} from '../apps/server/src/follow/follow-upstream';
import { buildRecording, recordedSeasonFolder } from '../apps/server/test/fpl-recording';
import { serveRecording, type RecordingServer } from '../apps/server/test/recording-server';
import { startDemoServer } from './demo-server';
import { launchBrowser, newPage, screenshot } from './fixtures';
import { newTeam } from './team-helpers';

const recording = buildRecording(recordedSeasonFolder().folder);
const DAY = 86_400_000;

let database: Database;
let browser: Browser;
let upstream: RecordingServer;
let follower: Follower;
let url = '';
let close: () => Promise<void> = async () => {};

/** The recording and the game clock at `at`, then one poll of the follower. */
async function moveTo(at: number) {
  upstream.at = at;
  await setGameClock(database.db, new Date(at));
  expect(await follower.poll()).toBe(true);
}

/** Waits, without reloading, until the located element reads `text` (marked live or not). */
async function waitForText(page: Page, locate: () => ReturnType<Page['locator']>, text: string) {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const now = (await locate().textContent())?.trim();
    if (now === text || now === `${text} (live)`) return;
    if (Date.now() > deadline) throw new Error(`Expected "${text}", the page shows "${now}".`);
    await page.waitForTimeout(500);
  }
}

describe('a followed real gameweek in the browser', () => {
  beforeAll(async () => {
    upstream = await serveRecording(recording);
    ({ database, url, close } = await startDemoServer(inject('demoTemplate')));
    upstream.at = recording.postponed.at - DAY;
    expect(await loadFollowedSeason(database, { baseUrl: upstream.url, managers: 5 })).toBe(true);
    follower = createFollower(database, (await feedFollowRow(database.db))!);
    await moveTo(upstream.at);
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await close();
    await upstream?.close();
  });

  it("moves a manager's points page and his league table as the matches are played", async () => {
    const page = await newPage(browser, 1280, url);
    const entry = await newTeam(page, 'Followers FC');
    const get = async <T>(path: string) => (await (await fetch(new URL(path, url))).json()) as T;
    await moveTo(Date.parse(recording.season.events[0]!.deadline_time) + 60_000);
    const profile = await get<{ leagues: { classic: { id: number; name: string }[] } }>(
      `/api/entry/${entry}/`,
    );
    const overall = profile.leagues.classic.find((l) => l.name === 'Overall')!.id;

    await page.goto(`/entry/${entry}/event/1`);
    await page.getByTestId('event-points').waitFor();
    const table = await page.context().newPage();
    await table.goto(`/leagues/${overall}/standings/c`);
    await table.getByRole('table', { name: 'Standings' }).waitFor();
    const gwCell = () =>
      table
        .getByRole('row', { name: /Followers FC/ })
        .locator('td')
        .nth(1);

    const seen: number[] = [];
    for (const at of recording.moments(1)) {
      await moveTo(at);
      const picks = await get<{ entry_history: { points: number } }>(
        `/api/entry/${entry}/event/1/picks/`,
      );
      const points = picks.entry_history.points;
      await waitForText(page, () => page.getByTestId('event-points'), String(points));
      await waitForText(table, gwCell, String(points));
      if (seen.at(-1) !== points) seen.push(points);
      if (seen.length >= 3) break;
    }
    // His points moved at least twice while both pages stayed open, and they followed.
    expect(seen.length).toBeGreaterThanOrEqual(3);
    await screenshot(page, 'followed-gameweek-points');
    await screenshot(table, 'followed-gameweek-table');
  }, 600_000);
});
