// The game's public pages on the demo in mid-season: Fixtures & Results with a live match whose
// score moves on the open page when the operator moves the clock (no reload), match details, the
// FDR table, Statistics, Team of the Week and of the Season, the printable player list (and its
// A4 PDF) and the Prize Winners, each at a phone's and a desktop's width.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceClock,
  baseUrl,
  launchBrowser,
  newPage,
  screenshot,
  SCREENSHOTS,
  serverOfThisFile,
} from './fixtures';
import { enterSquad, registerNewPlayer } from './team-helpers';

// The game clock moves here, so on a server of this file's own.
serverOfThisFile();

type Bootstrap = { events: { id: number; deadline_time: string; is_next: boolean }[] };
type ApiFixture = {
  id: number;
  event: number;
  kickoff_time: string;
  started: boolean;
  finished: boolean;
  team_h_score: number | null;
  team_a_score: number | null;
};

const get = async <T>(path: string): Promise<T> =>
  (await (await fetch(new URL(path, baseUrl()))).json()) as T;

const WIDTHS = [375, 1280] as const;

let browser: Browser;
/** The gameweek live during the walk; the two before it are played and finalised. */
let live: number;

beforeAll(async () => {
  browser = await launchBrowser();
  // A manager who joins before the gameweeks are played, so the prizes have a field.
  const page = await newPage(browser, 1280);
  await registerNewPlayer(page);
  await page.getByRole('button', { name: 'Auto Pick' }).click();
  await page.getByText('15 / 15').waitFor();
  await enterSquad(page, 'Public Pages FC');
  await page.context().close();
  // Mid-season: two gameweeks played, the third's first match twenty minutes old.
  const boot = await get<Bootstrap>('/api/bootstrap-static/');
  live = boot.events.find((e) => e.is_next)!.id + 2;
  const fixtures = await get<ApiFixture[]>(`/api/fixtures/?event=${live}`);
  const first = Math.min(...fixtures.map((f) => Date.parse(f.kickoff_time)));
  const state = await advanceClock(baseUrl(), {
    set: new Date(first + 20 * 60_000).toISOString(),
  });
  expect(state.current_event).toBe(live);
}, 600_000);

afterAll(() => browser.close());

async function shots(name: string, visit: (page: Page) => Promise<void>, fullPage = true) {
  for (const width of WIDTHS) {
    const page = await newPage(browser, width);
    await visit(page);
    await screenshot(page, `${name}-${width}`, fullPage);
    await page.context().close();
  }
}

const scoreOf = (f: ApiFixture) => `${f.team_h_score} - ${f.team_a_score}`;

describe('the public pages', () => {
  it('move a live score on the open fixtures page when the operator moves the match', async () => {
    const page = await newPage(browser, 1280);
    await page.goto('/fixtures');
    await page.getByRole('heading', { name: 'Fixtures & Results', level: 1 }).waitFor();
    await page.getByRole('heading', { name: `Gameweek ${live}` }).waitFor();
    const before = await get<ApiFixture[]>(`/api/fixtures/?event=${live}`);
    const started = before.filter((f) => f.started);
    expect(started.length).toBeGreaterThan(0);
    for (const f of started) {
      await expect
        .poll(() => page.locator(`[data-fixture="${f.id}"] .fixture__score`).textContent())
        .toBe(scoreOf(f));
    }
    await screenshot(page, 'fixtures-live-1280');
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    // Move the clock until a score on the page changes (a goal may take a while).
    let changed: ApiFixture | undefined;
    for (let i = 0; i < 6 && !changed; i++) {
      await advanceClock(baseUrl(), { advance: '20m' });
      const after = await get<ApiFixture[]>(`/api/fixtures/?event=${live}`);
      changed = after.find((f) => {
        const old = before.find((b) => b.id === f.id)!;
        return f.started && (!old.started || scoreOf(f) !== scoreOf(old));
      });
    }
    expect(changed).toBeDefined();
    await page
      .locator(`[data-fixture="${changed!.id}"] .fixture__score`)
      .filter({ hasText: scoreOf(changed!) })
      .waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    await screenshot(page, 'fixtures-moved-1280');
    await page.context().close();
  });

  it("show a played gameweek's matches with their details and player stats", async () => {
    await shots('fixtures', async (page) => {
      await page.goto(`/fixtures/${live - 1}`);
      await page.getByRole('heading', { name: `Gameweek ${live - 1}` }).waitFor();
      await page.getByRole('link', { name: 'Next' }).waitFor();
      const first = page.locator('.fixture').first();
      await first.getByRole('button', { name: /Show details/ }).click();
      await first.getByRole('heading', { name: 'Match Details' }).waitFor();
      await first.getByText('Bonus Points System (top 5)').waitFor();
      await first.getByRole('heading', { name: 'Player Stats' }).waitFor();
      const rows = first.locator('.match-details tbody tr');
      await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(22);
      const all = await rows.count();
      await first.getByRole('group', { name: 'Players shown' }).getByRole('button').nth(1).click();
      await expect.poll(() => rows.count()).toBeLessThan(all);
    });
  });

  it('show the FDR table with its sort cycle and its window of gameweeks', async () => {
    await shots('fdr', async (page) => {
      await page.goto('/fixtures/fdr');
      const table = page.getByRole('table', { name: 'Fixture Difficulty Rating (FDR)' });
      await table.waitFor();
      expect(await table.locator('tbody tr').count()).toBe(20);
      const heading = table.locator('thead th').nth(1);
      const gw = (await heading.textContent())!;
      expect(gw).toBe(`GW${live + 1}`);
      await heading.getByRole('button').click();
      expect(await heading.getAttribute('aria-sort')).toBe('ascending');
      await heading.getByRole('button').click();
      expect(await heading.getAttribute('aria-sort')).toBe('descending');
      const cells = await table
        .locator('tbody tr td:nth-child(2) span')
        .evaluateAll((spans) => spans.map((s) => Number(s.className.replace('fdr-', ''))));
      expect(cells.every((d) => d >= 1 && d <= 5)).toBe(true);
      await page.getByRole('button', { name: 'Previous GW' }).click();
      expect(await table.locator('thead th').nth(1).textContent()).toBe(`GW${live}`);
      await page.getByRole('heading', { name: 'FDR Explained' }).waitFor();
    });
  });

  it('show Statistics with a chosen stat, filters and the dashboard links', async () => {
    await shots('statistics', async (page) => {
      await page.goto('/statistics/transfers_in_event');
      await page.getByRole('heading', { name: 'Statistics', level: 1 }).waitFor();
      expect(await page.getByLabel('Sorted by').inputValue()).toBe('transfers_in_event');
      await page.getByLabel('Sorted by').selectOption('goals_scored');
      await page.waitForURL('**/statistics/goals_scored');
      await page.getByText('Goals scored:').waitFor();
      expect(await page.locator('.statistics tbody tr').count()).toBe(30);
      await page.getByLabel('View').selectOption({ label: 'Forwards' });
      await page.getByText('Page 1 of').waitFor();
      const goals = await page
        .locator('.statistics tbody tr td:last-child')
        .evaluateAll((cells) => cells.map((c) => Number(c.textContent)));
      expect([...goals].sort((a, b) => b - a)).toEqual(goals);
    });
  });

  it('show the Team of the Week and of the Season with the player of each', async () => {
    await shots('team-of-the-week', async (page) => {
      await page.goto(`/team-of-the-week/${live - 1}`);
      await page.getByRole('heading', { name: 'Team of the Week', level: 1 }).waitFor();
      await page.getByText('Player of the Week').waitFor();
      await page.getByText('Total Points').waitFor();
      await expect.poll(() => page.locator('.pitch .pitch-card').count()).toBe(11);
      await page.getByRole('link', { name: 'Previous' }).waitFor();
    });
    const page = await newPage(browser, 1280);
    await page.goto('/team-of-the-week/');
    await page.getByRole('heading', { name: 'Team of the Season', level: 1 }).waitFor();
    await page.getByText('Player of the Season').waitFor();
    await page.getByRole('tab', { name: 'List View' }).click();
    await expect.poll(() => page.locator('.list-view tbody tr').count()).toBe(11);
    await page.context().close();
  });

  it('show the printable player list, which prints on A4', async () => {
    await shots(
      'player-list',
      async (page) => {
        await page.goto('/player-list');
        await page.getByRole('heading', { name: 'Forwards' }).waitFor();
      },
      false,
    );
    const page = await newPage(browser, 1280);
    await page.goto('/player-list');
    await page.getByRole('heading', { name: 'Goalkeepers' }).waitFor();
    const costs = await page
      .locator('.printable__position')
      .first()
      .locator('tbody tr td:last-child')
      .evaluateAll((cells) => cells.map((c) => Number(c.textContent!.replace(/[£m]/g, ''))));
    const half = Math.ceil(costs.length / 2);
    const sorted = (list: number[]) => [...list].sort((a, b) => b - a);
    expect(costs.slice(0, half)).toEqual(sorted(costs.slice(0, half)));
    expect(costs[half - 1]).toBeGreaterThanOrEqual(costs[half]!);
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    mkdirSync(SCREENSHOTS, { recursive: true });
    writeFileSync(`${SCREENSHOTS}/player-list.pdf`, pdf);
    // A page per position, none spilling over onto a second.
    const positions = await page.locator('.printable__position').count();
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(positions).toBeGreaterThanOrEqual(4);
    expect(pages.length).toBe(positions);
    await page.context().close();
  });

  it('show the Gameweek and Monthly Winners of the finished periods', async () => {
    await shots('prize-winners', async (page) => {
      await page.goto('/prizes/winners');
      await page.getByRole('heading', { name: 'Gameweek Winners' }).waitFor();
      const gameweek = page.getByLabel('Gameweek', { exact: true });
      expect(await gameweek.inputValue()).toBe(String(live - 1));
      const table = page.locator('.winners').first().locator('table');
      await table.locator('tbody tr').first().waitFor();
      const text = await table.locator('tbody').textContent();
      expect(text === 'No winners' || /\d/.test(text ?? '')).toBe(true);
      await gameweek.selectOption(String(live - 2));
      await page.getByRole('heading', { name: 'Monthly Winners' }).waitFor();
    });
  });
});
