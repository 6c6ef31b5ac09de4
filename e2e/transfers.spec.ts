// Transfers, the transfer chips, the player dialog and the watchlist in headless Chromium.
// Free transfers, their cost and the cap start from a manager's second gameweek, so this file
// runs its own server whose game clock it moves past deadlines.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '@ofl/db';
import { setGameClock } from '../apps/server/src/cache/clock';
import { startDemoServer } from './demo-server';
import { launchBrowser, newPage, screenshot } from './fixtures';
import { enterSquad, registerNewPlayer } from './team-helpers';

type Element = {
  id: number;
  code: number;
  web_name: string;
  first_name: string;
  second_name: string;
  team: number;
  element_type: number;
  now_cost: number;
  status: string;
};
type Pick = { element: number; element_type: number; selling_price: number };
type Swap = { out: Element; into: Element };

const CAP_MESSAGE =
  'Unable to confirm transfers as they will take you over the limit of 20 transfers in a single Gameweek.';

/** The game as the signed-in manager sees it: players, his picks and his transfers. */
async function gameState(page: Page) {
  return page.evaluate(async () => {
    const get = async (path: string) => (await fetch(path)).json();
    const me = await get('/api/me/');
    const bootstrap = await get('/api/bootstrap-static/');
    const team = await get(`/api/my-team/${me.player.entry}/`);
    return { entry: me.player.entry as number, bootstrap, team };
  }) as Promise<{
    entry: number;
    bootstrap: { elements: Element[]; events: { id: number; deadline_time: string }[] };
    team: { picks: Pick[]; transfers: { made: number; limit: number | null } };
  }>;
}

/**
 * `n` transfers that keep the squad valid: each player out is replaced by a cheaper, available
 * player of the same club and position, whose name is unique so the page can find him by it.
 */
async function chooseSwaps(page: Page, n: number): Promise<Swap[]> {
  const { bootstrap, team } = await gameState(page);
  const names = new Map<string, number>();
  for (const e of bootstrap.elements) names.set(e.web_name, (names.get(e.web_name) ?? 0) + 1);
  const unique = (e: Element) => names.get(e.web_name) === 1;
  const byId = new Map(bootstrap.elements.map((e) => [e.id, e]));
  const taken = new Set(team.picks.map((p) => p.element));
  const swaps: Swap[] = [];
  for (const pick of team.picks) {
    const out = byId.get(pick.element)!;
    if (swaps.length === n || out.element_type === 1 || !unique(out)) continue;
    const into = bootstrap.elements.find(
      (e) =>
        e.team === out.team &&
        e.element_type === out.element_type &&
        e.status === 'a' &&
        e.now_cost <= pick.selling_price &&
        !taken.has(e.id) &&
        unique(e),
    );
    if (!into) continue;
    taken.add(into.id);
    swaps.push({ out, into });
  }
  expect(swaps).toHaveLength(n);
  return swaps;
}

/** Removes each player out on the pitch and adds his replacement from the player list. */
async function plan(page: Page, swaps: readonly Swap[]) {
  for (const { out, into } of swaps) {
    await page.getByRole('button', { name: `Remove ${out.web_name}`, exact: true }).click();
    await page.getByRole('button', { name: `Restore ${out.web_name}`, exact: true }).waitFor();
    await page.getByLabel('Search player list').fill(into.web_name);
    await page.getByRole('button', { name: `Add ${into.web_name}`, exact: true }).click();
    await page.getByRole('button', { name: `Remove ${into.web_name}`, exact: true }).waitFor();
  }
  await page.getByLabel('Search player list').fill('');
}

const scoreboard = (page: Page, label: string) =>
  page
    .getByRole('list', { name: 'Scoreboard' })
    .locator('li')
    .filter({ hasText: label })
    .locator('.scoreboard__value');

async function openTransfers(page: Page) {
  await page.goto('/transfers');
  await page.getByRole('heading', { level: 1, name: 'Transfers' }).waitFor();
  await page.getByRole('button', { name: 'Make Transfers' }).waitFor();
}

describe('Transfers in the browser', () => {
  let database: Database;
  let close: () => Promise<void>;
  let url: string;
  let browser: Browser;
  let page: Page;

  const deadline = async (event: number) => {
    const { bootstrap } = await gameState(page);
    return new Date(bootstrap.events.find((e) => e.id === event)!.deadline_time);
  };
  /**
   * Moves the game clock a minute past gameweek n's deadline (gameweek n + 1 is open), then
   * carries the session into a new browser context: the old one's HTTP cache still holds the
   * game data of before the deadline for its max-age.
   */
  const pastDeadline = async (event: number) => {
    await setGameClock(database.db, new Date((await deadline(event)).getTime() + 60_000));
    const old = page.context();
    const context = await browser.newContext({
      baseURL: url,
      viewport: page.viewportSize() ?? { width: 1280, height: 900 },
      storageState: await old.storageState(),
    });
    await old.close();
    page = await context.newPage();
  };

  beforeAll(async () => {
    ({ database, url, close } = await startDemoServer(inject('demoTemplate')));
    browser = await launchBrowser();
    page = await newPage(browser, 1280, url);
    // A manager enters his squad in gameweek 1, when his transfers are still unlimited.
    await registerNewPlayer(page);
    await page.getByRole('button', { name: 'Auto Pick' }).click();
    await page.getByText('15 / 15').waitFor();
    await enterSquad(page, 'Transfer Town');
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await close?.();
  });

  it('two transfers with one free transfer cost 4 points and the new squad is on Pick Team', async () => {
    await pastDeadline(1);
    await openTransfers(page);
    expect(await scoreboard(page, 'Free Transfers').textContent()).toBe('1');
    const swaps = await chooseSwaps(page, 2);
    await plan(page, swaps);
    expect(await scoreboard(page, 'Cost').textContent()).toBe('-4 pts');
    expect(await scoreboard(page, 'Free Transfers').textContent()).toBe('0');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'transfers-1280');

    await page.getByRole('button', { name: 'Make Transfers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Transfers' });
    await dialog.getByText('Cost: -4 pts').waitFor();
    for (const { out, into } of swaps) {
      await dialog.getByRole('cell', { name: out.web_name, exact: true }).waitFor();
      await dialog.getByRole('cell', { name: into.web_name, exact: true }).waitFor();
    }
    await dialog.getByRole('button', { name: 'Confirm Transfers' }).click();
    await page.waitForURL('**/my-team');
    await page.getByRole('heading', { name: 'Pick Team - Transfer Town' }).waitFor();
    const names = await page.locator('.pitch-card__name').allTextContents();
    for (const { out, into } of swaps) {
      expect(names).toContain(into.web_name);
      expect(names).not.toContain(out.web_name);
    }
    const { team } = await gameState(page);
    expect(team.transfers.made).toBe(2);
  });

  it('plays the Wildcard after two transfers, confirming it, and makes four more at no cost', async () => {
    await openTransfers(page);
    await page.getByRole('button', { name: 'Wildcard: Play' }).click();
    const confirm = page.getByRole('dialog', { name: 'Play Wildcard?' });
    await confirm.getByRole('button', { name: 'Play Wildcard' }).click();
    await page.getByRole('button', { name: 'Wildcard: Pending' }).waitFor();
    expect(await scoreboard(page, 'Free Transfers').textContent()).toBe('Unlimited');

    const swaps = await chooseSwaps(page, 4);
    await plan(page, swaps);
    expect(await scoreboard(page, 'Cost').textContent()).toBe('0 pts');
    await page.getByRole('button', { name: 'Make Transfers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Transfers' });
    await dialog.getByText('Cost: 0 pts').waitFor();
    await dialog.getByText('Wildcard played.').waitFor();
    await dialog.getByRole('button', { name: 'Confirm Transfers' }).click();
    await page.waitForURL('**/my-team');

    await openTransfers(page);
    await page.getByText('Wildcard Active').waitFor();
    const wildcard = page.getByRole('button', { name: 'Wildcard: Active' });
    expect(await wildcard.isDisabled()).toBe(true);
    const { team } = await gameState(page);
    expect(team.transfers).toMatchObject({ made: 6, limit: null });
  });

  it('refuses a 21st transfer in a gameweek with the cap message, the dialog still open', async () => {
    await pastDeadline(2);
    await openTransfers(page);
    // Twenty transfers the way the server counts them: one player out and back, twenty times.
    const [swap] = await chooseSwaps(page, 1);
    const made = await page.evaluate(
      async ({ out, into }) => {
        const csrf = /(?:^|; )csrftoken=([^;]*)/.exec(document.cookie)?.[1] ?? '';
        const me = await (await fetch('/api/me/')).json();
        const team = await (await fetch(`/api/my-team/${me.player.entry}/`)).json();
        const event = (await (await fetch('/api/bootstrap-static/')).json()).events.find(
          (e: { is_next: boolean }) => e.is_next,
        ).id;
        let pair = [out, into];
        for (let i = 0; i < 20; i++) {
          const [from, to] = pair as [typeof out, typeof into];
          const response = await fetch('/api/transfers/', {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              'X-CSRFToken': decodeURIComponent(csrf),
            },
            body: JSON.stringify({
              chip: null,
              entry: me.player.entry,
              event,
              transfers: [
                {
                  element_in: to.id,
                  element_out: from.id,
                  purchase_price: to.now_cost,
                  selling_price: from.now_cost,
                },
              ],
            }),
          });
          if (!response.ok) throw new Error(await response.text());
          pair = [to, from];
        }
        void team;
        const after = await (await fetch(`/api/my-team/${me.player.entry}/`)).json();
        return after.transfers.made as number;
      },
      { out: swap!.out, into: swap!.into },
    );
    expect(made).toBe(20);

    await openTransfers(page);
    expect(await scoreboard(page, 'Free Transfers').textContent()).toBe('0');
    await plan(page, await chooseSwaps(page, 1));
    await page.getByRole('button', { name: 'Make Transfers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Transfers' });
    await dialog.getByRole('button', { name: 'Confirm Transfers' }).click();
    await dialog.getByText(CAP_MESSAGE).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/transfers$/);
    await dialog.getByRole('button', { name: 'Change Transfers' }).click();
  });

  it('opens a player from the list, watches him, closes with Escape and finds him on the watchlist', async () => {
    await openTransfers(page);
    const info = page
      .locator('.player-list')
      .getByRole('button', { name: /^View information about / });
    const first = info.first();
    const label = (await first.getAttribute('aria-label'))!;
    const webName = label.replace('View information about ', '');
    await first.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'History' }).waitFor();
    await dialog.getByText('Teams Selected By', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Add to Watchlist' }).click();
    await dialog.getByText('View your watchlist on the transfers page.').waitFor();
    await dialog.getByRole('button', { name: 'Remove from Watchlist' }).waitFor();
    await dialog.getByRole('tab', { name: 'Fixtures' }).click();
    await dialog.getByRole('columnheader', { name: 'FDR' }).waitFor();
    await screenshot(page, 'player-dialog-1280', false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back to the button that opened the dialog (on the next turn of the event loop).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(label);

    await page.getByLabel('View', { exact: true }).selectOption('wl');
    await page.getByRole('button', { name: `Add ${webName}`, exact: true }).waitFor();
    expect(await page.locator('.player-list__table tbody tr').count()).toBe(1);
  });

  it('fits a phone: the transfers page and the player dialog at 375 pixels', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openTransfers(page);
    const [swap] = await chooseSwaps(page, 1);
    await page.getByRole('button', { name: `Remove ${swap!.out.web_name}`, exact: true }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'transfers-375');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
    await page
      .getByRole('button', { name: `View information about ${swap!.out.web_name}` })
      .click();
    await page.getByRole('dialog').getByRole('tab', { name: 'History' }).waitFor();
    await screenshot(page, 'player-dialog-375', false);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  });
});
