// Live ranks in the browser: three managers enter teams, the operator plays the next gameweek
// match by match, and the first manager's points page and his Overall league table, left open,
// follow his live rank as it moves, without a reload. Both pages are photographed at 375 and
// 1280 pixels. It moves its own server's clock into the next gameweek.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceClock,
  baseUrl,
  launchBrowser,
  newPage,
  screenshot,
  serverOfThisFile,
  shots,
} from './fixtures';
import { newTeam } from './team-helpers';

// The game clock moves here, so on a server of this file's own.
serverOfThisFile();

type Bootstrap = { events: { id: number; deadline_time: string; is_next: boolean }[] };
type Picks = { entry_history: { overall_rank: number | null; provisional?: boolean } };
type Standings = {
  live: boolean;
  standings: { results: { entry: number; rank: number; total: number }[] };
};

const get = async <T>(path: string) => (await (await fetch(new URL(path, baseUrl()))).json()) as T;

/** A rank as the web app writes it. */
const shown = (rank: number) => rank.toLocaleString('en-GB');

/** Waits, without reloading, until the located element's text ends with `text`. */
async function waitForText(page: Page, locate: () => ReturnType<Page['locator']>, text: string) {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const now = (await locate().textContent())?.trim();
    if (now === text || now?.endsWith(` ${text}`)) return;
    if (Date.now() > deadline) throw new Error(`Expected "${text}", the page shows "${now}".`);
    await page.waitForTimeout(500);
  }
}

describe('Live ranks in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the points page and the league table follow the live rank as goals go in', async () => {
    // Three new teams: at the deadline they stand level (no points yet, no total), so the
    // first goal any of their players scores parts them.
    const names = ['Live Wire Wanderers', 'Second Striker', 'Third Man'];
    const manager = await newPage(browser);
    const teams = [{ name: names[0]!, entry: await newTeam(manager, names[0]!) }];
    for (const name of names.slice(1)) {
      const other = await newPage(browser);
      teams.push({ name, entry: await newTeam(other, name) });
      await other.context().close();
    }
    const boot = await get<Bootstrap>('/api/bootstrap-static/');
    const next = boot.events.find((e) => e.is_next)!;
    const kickoffs = [
      ...new Set(
        (await get<{ kickoff_time: string }[]>(`/api/fixtures/?event=${next.id}`)).map(
          (f) => f.kickoff_time,
        ),
      ),
    ].sort();
    await advanceClock(baseUrl(), {
      set: new Date(Date.parse(next.deadline_time) + 60_000).toISOString(),
    });
    const profile = await get<{ leagues: { classic: { id: number; name: string }[] } }>(
      `/api/entry/${teams[0]!.entry}/`,
    );
    const overall = profile.leagues.classic.find((l) => l.name === 'Overall')!.id;

    // Every page opens once, at the deadline: they refresh themselves while it is live.
    const points = new Map<number, Page>();
    for (const { entry } of teams) {
      const page = points.size === 0 ? manager : await manager.context().newPage();
      await page.goto(`/entry/${entry}/event/${next.id}`);
      await page.getByText('Live Rank').waitFor();
      points.set(entry, page);
    }
    const table = await manager.context().newPage();
    await table.goto(`/leagues/${overall}/standings/c`);
    await table.getByRole('table', { name: 'Standings' }).waitFor();

    /** Every team's live rank from the API, and both pages showing it. */
    const check = async () => {
      const ranks = new Map<number, number>();
      const standings = await get<Standings>(`/api/leagues-classic/${overall}/standings/`);
      expect(standings.live).toBe(true);
      for (const { name, entry } of teams) {
        const picks = await get<Picks>(`/api/entry/${entry}/event/${next.id}/picks/`);
        expect(picks.entry_history.provisional).toBe(true);
        const rank = picks.entry_history.overall_rank!;
        expect(standings.standings.results.find((r) => r.entry === entry)!.rank).toBe(rank);
        const page = points.get(entry)!;
        await waitForText(page, () => page.getByTestId('live-rank'), shown(rank));
        // The table's rank cell reads the arrow, then the rank.
        const row = () =>
          table
            .getByRole('row', { name: new RegExp(name) })
            .locator('td')
            .first();
        await waitForText(table, row, shown(rank));
        ranks.set(entry, rank);
      }
      return ranks;
    };
    const level = await check();
    expect(new Set(level.values()).size).toBe(1);
    let moved: number | undefined;
    for (const kickoff of kickoffs) {
      await advanceClock(baseUrl(), {
        set: new Date(Date.parse(kickoff) + 70 * 60_000).toISOString(),
      });
      const ranks = await check();
      moved = teams.find(({ entry }) => ranks.get(entry) !== level.get(entry))?.entry;
      if (moved !== undefined) break;
    }
    // A team's live rank moved while the pages stayed open, and they followed it.
    expect(moved).toBeDefined();
    await table.locator('.live-badge', { hasText: 'Live' }).waitFor();
    expect(await manager.getByText('Updated after the gameweek').count()).toBe(0);
    await manager.getByText('Live Rank').waitFor();
    await manager.bringToFront();

    for (const [page, name] of [
      [points.get(moved!)!, 'live-rank-points'],
      [table, 'live-rank-standings'],
    ] as const) {
      await shots(page, name);
    }
    // The captain's dialog tells who else owns him, and what his points do to this rank.
    await manager.getByRole('button', { name: /, captain/ }).click();
    const dialog = manager.getByRole('dialog');
    await dialog.getByRole('table', { name: 'Ownership this gameweek' }).waitFor();
    await dialog
      .getByText(/^Your rank (rises|falls) if he scores$|^His points do not move/)
      .waitFor();
    await shots(manager, 'live-rank-ownership', false);
    await manager.keyboard.press('Escape');

    // Pick Team's header carries the live rank too.
    await manager.goto('/my-team');
    await manager.getByText('Live Rank').waitFor();
    await manager.getByTestId('live-rank').waitFor();
    await screenshot(manager, 'live-rank-pick-team-1280');
    await manager.setViewportSize({ width: 375, height: 812 });
    await screenshot(manager, 'live-rank-pick-team-375');
  });
});
