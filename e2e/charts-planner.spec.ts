// The charts, the Transfers planner and the player comparison in headless Chromium at 1280 and
// 375 px: every chart draws one point or bar per figure the API gives at both widths, a three-gameweek plan
// costs what the engine's rules say and stays in the browser, three players compare side by side.
// Gameweeks are played here, so this file runs its own server and moves its clock.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  bankAfterTransfers,
  extraTransferCost,
  money,
  nextFreeTransfers,
  DEFAULT_GAME_SETTINGS,
} from '@ofl/engine';
import { seriousViolations } from './axe';
import { startDemoServer, type DemoServer } from './demo-server';
import { advanceClock, launchBrowser, newPage, screenshot, shots } from './fixtures';
import { sidewaysOverflow } from './layout';
import { newTeam } from './team-helpers';

const TOKEN = 'operator-token-for-charts';

type Element = {
  id: number;
  web_name: string;
  team: number;
  element_type: number;
  now_cost: number;
  status: string;
};
type Pick = { element: number; element_type: number; selling_price: number };
type History = { current: { event: number; overall_rank: number | null }[] };

/** GET of the API from inside the page, as the signed-in manager. */
const get = <T>(page: Page, path: string) =>
  page.evaluate((p) => fetch(p).then((r) => r.json()), path) as Promise<T>;

const money10 = (tenths: number) => `£${Math.floor(tenths / 10)}.${tenths % 10}m`;

/** The points drawn in the chart named `name`. */
const chartPoints = (page: Page, name: string | RegExp) =>
  page.getByRole('figure', { name }).locator('.chart__point, .chart__bar').count();

/** Runs `check` at the desk's width, then again at the phone's, and returns to the desk's. */
const atBothWidths = async (page: Page, check: () => Promise<void>) => {
  await check();
  await page.setViewportSize({ width: 375, height: 812 });
  await check();
  await page.setViewportSize({ width: 1280, height: 900 });
};

describe('Charts, the planner and the comparison', () => {
  let server: DemoServer;
  let browser: Browser;
  let page: Page;
  let entry: number;

  beforeAll(async () => {
    server = await startDemoServer(inject('demoTemplate'), TOKEN);
    browser = await launchBrowser();
    page = await newPage(browser, 1280, server.url);
    entry = await newTeam(page, 'Chart Rovers');
    const rival = await newPage(browser, 1280, server.url);
    await newTeam(rival, 'Plot Albion');
    await rival.context().close();
    // Two gameweeks played: stop a day before the third one's deadline.
    const boot = await get<{ events: { id: number; deadline_time: string; is_next: boolean }[] }>(
      page,
      '/api/bootstrap-static/',
    );
    const first = boot.events.find((e) => e.is_next)!.id;
    const third = boot.events.find((e) => e.id === first + 2)!;
    await advanceClock(
      server.url,
      { set: new Date(Date.parse(third.deadline_time) - 86_400_000).toISOString() },
      TOKEN,
    );
    // A fresh context: the old one's HTTP cache holds the game data of before the move.
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 900 },
      storageState: await page.context().storageState(),
    });
    await page.context().close();
    page = await context.newPage();
    await page.goto('/');
  }, 600_000);
  /** The same signed-in manager, and his browser's storage, on a phone-sized page. */
  const phonePage = async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 375, height: 812 },
      storageState: await page.context().storageState(),
    });
    return context.newPage();
  };

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("draws the manager's season, the gameweek's scores, the league race and a player's price", async () => {
    const history = await get<History>(page, `/api/entry/${entry}/history/`);
    expect(history.current.length).toBeGreaterThanOrEqual(2);

    await page.goto(`/entry/${entry}/history`);
    await page.getByRole('figure', { name: 'Points by gameweek' }).waitFor();
    await atBothWidths(page, async () => {
      expect(await chartPoints(page, 'Points by gameweek')).toBe(history.current.length);
      expect(await chartPoints(page, 'Overall rank by gameweek')).toBe(
        history.current.filter((r) => r.overall_rank != null).length,
      );
    });
    // The figures are in a table for screen readers too.
    const table = page.getByRole('table', { name: 'Points by gameweek' });
    expect(await table.locator('tbody tr').count()).toBe(history.current.length);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'entry-history-charts');

    const event = history.current[0]!.event;
    const distribution = await get<{ buckets: unknown[]; total: number }>(
      page,
      `/api/event/${event}/distribution/`,
    );
    expect(distribution.total).toBeGreaterThanOrEqual(2);
    await page.goto(`/entry/${entry}/event/${event}`);
    const scores = page.getByRole('figure', { name: /scores of all/ });
    await scores.waitFor();
    await atBothWidths(page, async () => {
      expect(await scores.locator('.chart__bar').count()).toBe(distribution.buckets.length);
      expect(await scores.locator('.chart__bar--marked').count()).toBe(1);
    });
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'entry-points-distribution');

    const leagues = await get<{ leagues: { classic: { id: number; name: string }[] } }>(
      page,
      `/api/entry/${entry}/`,
    );
    const league = leagues.leagues.classic[0]!;
    const standings = await get<{
      league: { start_event: number };
      standings: { results: { entry: number }[] };
    }>(page, `/api/leagues-classic/${league.id}/standings/`);
    let racePoints = 0;
    for (const row of standings.standings.results.slice(0, 5)) {
      const h = await get<History>(page, `/api/entry/${row.entry}/history/`);
      racePoints += h.current.filter((r) => r.event >= standings.league.start_event).length;
    }
    expect(racePoints).toBeGreaterThanOrEqual(2);
    await page.goto(`/leagues/${league.id}/standings/c`);
    const race = page.getByRole('figure', { name: /The race/ });
    await race.waitFor();
    await atBothWidths(page, async () => {
      expect(await race.locator('.chart__point').count()).toBe(racePoints);
    });
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'league-race');

    const team = await get<{ picks: Pick[] }>(page, `/api/my-team/${entry}/`);
    const player = team.picks.find((p) => p.element_type === 3)!.element;
    const summary = await get<{ history: { round: number }[] }>(
      page,
      `/api/element-summary/${player}/`,
    );
    const rounds = new Set(summary.history.map((h) => h.round)).size;
    expect(rounds).toBeGreaterThanOrEqual(1);
    await page.goto(`/statistics?player=${player}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('figure', { name: 'Price by gameweek' }).waitFor();
    expect(await chartPoints(page, 'Price by gameweek')).toBe(rounds);
    expect(await chartPoints(page, /Teams selected by/)).toBe(rounds);
    expect(await seriousViolations(page)).toEqual([]);
    // The charts sit below the dialog's first screen: each width is photographed scrolled to them.
    const price = dialog.getByRole('figure', { name: 'Price by gameweek' });
    await price.scrollIntoViewIfNeeded();
    await screenshot(page, 'player-dialog-charts-1280', false);
    await page.setViewportSize({ width: 375, height: 812 });
    await price.scrollIntoViewIfNeeded();
    expect(await chartPoints(page, 'Price by gameweek')).toBe(rounds);
    await screenshot(page, 'player-dialog-charts-375', false);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('plans three gameweeks with the free transfer banked, as the engine counts them', async () => {
    const settings = DEFAULT_GAME_SETTINGS;
    const boot = await get<{ elements: Element[]; events: { id: number; is_next: boolean }[] }>(
      page,
      '/api/bootstrap-static/',
    );
    const next = boot.events.find((e) => e.is_next)!.id;
    const team = await get<{
      picks: Pick[];
      transfers: { limit: number | null; made: number; bank: number };
    }>(page, `/api/my-team/${entry}/`);
    // A gameweek played without a transfer banked one: two free now.
    expect(team.transfers.limit).toBe(2);

    // Replacements the bank affords: a cheaper player of the same position and club each.
    const squad = new Set(team.picks.map((p) => p.element));
    const moves: { out: Pick; into: Element }[] = [];
    for (const pick of team.picks.filter((p) => p.element_type !== 1)) {
      const out = boot.elements.find((e) => e.id === pick.element)!;
      const into = boot.elements.find(
        (e) =>
          e.team === out.team &&
          e.element_type === out.element_type &&
          e.now_cost <= pick.selling_price &&
          !squad.has(e.id),
      );
      if (!into || moves.length === 5) continue;
      squad.add(into.id);
      moves.push({ out: pick, into });
    }
    expect(moves).toHaveLength(5);
    // One in the next gameweek, three in the one after (one more than its two free), one in the
    // third.
    const plan = [[moves[0]!], [moves[1]!, moves[2]!, moves[3]!], [moves[4]!]];

    await page.goto('/transfers');
    const planner = page.getByRole('region', { name: 'Planner' });
    await planner.waitFor();
    for (const [i, week] of plan.entries()) {
      await planner.getByRole('tab', { name: `GW${next + i}` }).click();
      for (const { out, into } of week) {
        await planner.getByLabel('Player out').selectOption(String(out.element));
        await planner.getByLabel('Player in').selectOption(String(into.id));
        await planner.getByRole('button', { name: 'Plan transfer' }).click();
        await planner
          .getByRole('button', {
            name: `Remove ${boot.elements.find((e) => e.id === out.element)!.web_name}`,
          })
          .waitFor();
      }
    }

    // The engine's figures for the same plan.
    let limit = team.transfers.limit;
    let bank = money(team.transfers.bank);
    const expected: string[][] = [];
    for (const [i, week] of plan.entries()) {
      const made = i === 0 ? team.transfers.made : 0;
      const cost = extraTransferCost({ made, proposed: week.length, limit, chip: null }, settings);
      bank = bankAfterTransfers(
        bank,
        week.map(({ out, into }) => ({
          selling_price: money(out.selling_price),
          purchase_price: money(into.now_cost),
        })),
      );
      expected.push([
        `GW${next + i}`,
        String(limit),
        String(made + week.length),
        `${cost ? -cost : 0} pts`,
        money10(bank),
      ]);
      limit = nextFreeTransfers(limit, made + week.length, settings, null);
    }
    expect(expected.map((row) => row.slice(1, 4))).toEqual([
      ['2', '1', '0 pts'],
      ['2', '3', '-4 pts'],
      ['1', '1', '0 pts'],
    ]);
    const summary = planner.getByRole('table', { name: 'The plan by gameweek' });
    const rows = async () =>
      (await summary.locator('tbody tr').all())
        .slice(0, 3)
        .map(async (row) => (await row.locator('th, td').allTextContents()).map((t) => t.trim()));
    expect(await Promise.all(await rows())).toEqual(expected);
    expect(await seriousViolations(page)).toEqual([]);

    // Kept in the browser: the plan is there after a reload.
    await page.reload();
    await page.getByRole('region', { name: 'Planner' }).waitFor();
    await summary.waitFor();
    expect(await Promise.all(await rows())).toEqual(expected);
    await screenshot(page, 'transfers-planner-1280');

    // On a phone: the same plan, read from this browser's storage, and nothing wider than it.
    const phone = await phonePage();
    await phone.goto('/transfers');
    const phonePlan = phone.getByRole('table', { name: 'The plan by gameweek' });
    await phonePlan.waitFor();
    const phoneRows = (await phonePlan.locator('tbody tr').all()).slice(0, 3);
    expect(
      await Promise.all(
        phoneRows.map(async (row) =>
          (await row.locator('th, td').allTextContents()).map((t) => t.trim()),
        ),
      ),
    ).toEqual(expected);
    expect(await sidewaysOverflow(phone)).toBe(0);
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'transfers-planner-375');
    await phone.context().close();
  });

  it('compares three players side by side at both widths', async () => {
    const boot = await get<{ elements: (Element & { form: string })[] }>(
      page,
      '/api/bootstrap-static/',
    );
    const three = [...boot.elements].sort((a, b) => a.id - b.id).slice(0, 3);
    const compare = async (on: Page) => {
      await on.goto('/transfers');
      const comparison = on.getByRole('region', { name: 'Compare players' });
      await comparison.waitFor();
      for (const player of three) {
        await comparison.getByLabel('Player to compare').selectOption(String(player.id));
        await comparison.getByRole('button', { name: 'Compare', exact: true }).click();
      }
      const table = comparison.getByRole('table', { name: 'Players compared' });
      await table.waitFor();
      expect(await table.locator('thead th').allTextContents()).toEqual([
        'Figure',
        ...three.map((p) => p.web_name),
      ]);
      const price = table.getByRole('row', { name: /^Price/ });
      expect((await price.locator('td').allTextContents()).map((t) => t.trim())).toEqual(
        three.map((p) => money10(p.now_cost)),
      );
      const form = table.getByRole('row', { name: /^Form/ });
      expect(await form.locator('td').allTextContents()).toEqual(three.map((p) => p.form));
      expect(await seriousViolations(on)).toEqual([]);
      expect(await sidewaysOverflow(on)).toBe(0);
      await comparison.scrollIntoViewIfNeeded();
    };
    await compare(page);
    await screenshot(page, 'transfers-comparison-1280', false);
    const phone = await phonePage();
    await compare(phone);
    await screenshot(phone, 'transfers-comparison-375', false);
    await phone.context().close();
  });
});
