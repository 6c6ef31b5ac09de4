// At a phone's 375 pixels no page scrolls sideways, no table cell breaks a word across lines (a
// table too wide for the screen scrolls inside its own box) and no pitch cuts a player's card. Each page walked is photographed
// at 375 and 1280 pixels. This file runs its own server and plays into the first gameweek, so
// the points, history and standings tables have figures in them.
import type { BrowserContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intoNextGameweek, ownDemoServer, screenshot } from './fixtures';
import { brokenWordsInTables, cutPitchCards, sidewaysOverflow } from './layout';
import { newTeam, registerNewPlayer } from './team-helpers';

const PHONE = { width: 375, height: 812 };
const DESK = { width: 1280, height: 900 };

/** What is wrong with the page as it stands at a phone's width, one line a finding. */
async function phoneFindings(page: Page, where: string): Promise<string[]> {
  const found = (await brokenWordsInTables(page)).map((b) => `${where}: ${b} breaks`);
  found.push(...(await cutPitchCards(page)).map((cut) => `${where}: ${cut}`));
  const overflow = await sidewaysOverflow(page);
  if (overflow > 0) found.push(`${where}: the page scrolls ${overflow} px sideways`);
  return found;
}

/**
 * Opens each page at a phone's width and checks it, its list view too when it has one, then
 * photographs it at both widths as `layout-<name>-<width>`.
 */
async function walk(context: BrowserContext, pages: Record<string, string>): Promise<string[]> {
  const page = await context.newPage();
  const found: string[] = [];
  for (const [name, url] of Object.entries(pages)) {
    await page.setViewportSize(PHONE);
    await page.goto(url);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    found.push(...(await phoneFindings(page, url)));
    await screenshot(page, `layout-${name}-375`);
    const listView = page.getByRole('tab', { name: 'List View' });
    if ((await listView.count()) > 0) {
      await listView.first().click();
      await page.locator('.list-view').first().waitFor();
      found.push(...(await phoneFindings(page, `${url} (list view)`)));
      await screenshot(page, `layout-${name}-list-375`);
      await page.getByRole('tab', { name: 'Pitch View' }).first().click();
    }
    await page.setViewportSize(DESK);
    await screenshot(page, `layout-${name}-1280`);
  }
  await page.close();
  return found;
}

describe('Pages at a phone’s width', () => {
  let close: () => Promise<void>;
  let url: string;
  let browser: Browser;
  let manager: BrowserContext;
  let entry: number;
  let event: number;

  beforeAll(async () => {
    let token: string;
    ({ url, token, browser, close } = await ownDemoServer());
    manager = await browser.newContext({ baseURL: url, viewport: DESK });
    entry = await newTeam(await manager.newPage(), 'Narrow Rovers');
    ({ event } = await intoNextGameweek(url, token));
  }, 120_000);
  afterAll(async () => {
    await close?.();
  });

  it('a manager’s pages keep their words whole and their width', async () => {
    // A fresh context: the one that entered the squad cached the game data of before the deadline.
    const during = await browser.newContext({
      baseURL: url,
      viewport: PHONE,
      storageState: await manager.storageState(),
    });
    const found = await walk(during, {
      dashboard: '/',
      'pick-team': '/my-team',
      transfers: '/transfers',
      points: `/entry/${entry}/event/${event}`,
      history: `/entry/${entry}/history`,
      'transfer-history': `/entry/${entry}/transfers`,
      leagues: '/leagues',
      standings: '/leagues/1/standings/c',
      fixtures: '/fixtures',
      fdr: '/fixtures/fdr',
      statistics: '/statistics',
      'price-changes': '/statistics/price-changes',
      scout: '/the-scout',
      'player-news': '/the-scout/player-news',
      'set-piece-takers': '/the-scout/set-piece-takers',
      'team-of-the-week': `/team-of-the-week/${event}`,
      prizes: '/prizes',
      rules: '/help/rules',
      'team-details': '/entry-update',
    });
    await during.close();
    expect(found).toEqual([]);
  });

  it('squad selection keeps its words whole and its width', async () => {
    const player = await browser.newContext({ baseURL: url, viewport: DESK });
    await registerNewPlayer(await player.newPage());
    const found = await walk(player, { 'squad-selection': '/squad-selection' });
    await player.close();
    expect(found).toEqual([]);
  });
});
