// Exact price changes in the browser: on the first night after the first deadline that will
// move a player up, with the simulated managers' transfers so far made, Statistics sorts by
// each player's progress towards his next price change and finds players by name, the Price
// Changes page lists the likely risers and fallers as the API gives them, the player dialog
// says the same, and the night's change then moves exactly the players shown at 100% and -100%.
// At a phone's and a desktop's width, with no serious axe-core violation. This file runs its
// own server, as it adds simulated managers.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDemoPopulation } from '../apps/server/src/demo/demo-population';
import { seriousViolations } from './axe';
import { startDemoServer } from './demo-server';
import { advanceClock, launchBrowser, newPage, screenshot } from './fixtures';
import { registerNewPlayer } from './team-helpers';

type Player = {
  id: number;
  element_type: number;
  web_name: string;
  now_cost: number;
  price_progress: number | null;
  price_transfers_needed: number | null;
};
type Bootstrap = { events: { deadline_time: string }[]; elements: Player[] };

const WIDTHS = [375, 1280] as const;
const token = randomBytes(24).toString('hex');
let url: string;
let close: () => Promise<void>;
let browser: Browser;
let first: number;

const bootstrap = async () =>
  (await (await fetch(new URL('/api/bootstrap-static/', url))).json()) as Bootstrap;

beforeAll(async () => {
  const server = await startDemoServer(inject('demoTemplate'), token);
  ({ url, close } = server);
  await createDemoPopulation(server.database.db, 1000, 5);
  browser = await launchBrowser();
  const boot = await bootstrap();
  first = Math.min(...boot.events.map((e) => Date.parse(e.deadline_time)));
  // The nights after the first deadline are due at 01:30 UTC. Half an hour before each, the
  // waves of managers so far have made their transfers for the second gameweek; the tests read
  // the first night that will move a player up (simulated managers look at their teams on days
  // of their own, so which night that is depends on the population).
  const firstNight = Math.floor(first / 86_400_000) * 86_400_000 + 86_400_000 + 90 * 60_000;
  for (let night = 0; night < 5; night++) {
    const due = firstNight + night * 86_400_000;
    await advanceClock(url, { set: new Date(due - 30 * 60_000).toISOString() }, token);
    if ((await bootstrap()).elements.some((p) => p.price_progress === 100)) break;
  }
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await close?.();
});

async function open(width: number, path: string): Promise<Page> {
  const page = await newPage(browser, width, url);
  await page.goto(path);
  return page;
}

describe('exact price changes', () => {
  let before: Player[];

  it('sort Statistics by price change progress and find players by name', async () => {
    before = (await bootstrap()).elements;
    const top = [...before].sort((a, b) => b.price_progress! - a.price_progress! || a.id - b.id);
    expect(top[0]!.price_progress).toBe(100);
    for (const width of WIDTHS) {
      const page = await open(width, '/statistics/price_progress');
      await page.getByRole('heading', { name: 'Statistics', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: 'Player statistics' });
      const shown = await table
        .locator('tbody tr td:last-child')
        .evaluateAll((cells) => cells.map((c) => Number(/([-+]?\d+)%/.exec(c.textContent!)![1])));
      expect(shown).toHaveLength(30);
      expect(shown).toEqual(top.slice(0, 30).map((p) => p.price_progress));
      await screenshot(page, `statistics-price-progress-${width}`);
      // The search box keeps the chosen stat and narrows the table to the names it matches.
      const name = top[0]!.web_name;
      await page.getByRole('searchbox', { name: 'Search players' }).fill(name);
      await expect.poll(() => table.locator('tbody th').count()).toBeLessThan(30);
      const found = await table.locator('tbody th').allTextContents();
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((text) => text.includes(name))).toBe(true);
      await page.getByRole('searchbox', { name: 'Search players' }).fill('zzzz');
      await page.getByText('No player matches “zzzz” with these choices.').waitFor();
      await page.context().close();
    }
  });

  it('list the likely risers and fallers as the API gives them, with no serious axe finding', async () => {
    const movable = before.filter((p) => p.price_transfers_needed !== null);
    const risers = movable.filter((p) => p.price_progress! > 0);
    const fallers = movable.filter((p) => p.price_progress! < 0);
    expect(risers.length).toBeGreaterThan(0);
    for (const width of WIDTHS) {
      const page = await open(width, '/statistics');
      await page.getByRole('link', { name: 'Tonight’s likely price risers and fallers' }).click();
      await page.getByRole('heading', { name: 'Price Changes', level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/statistics/price-changes');
      const rows = page.getByRole('table', { name: 'Likely risers' }).locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(Math.min(20, risers.length));
      const best = Math.max(...risers.map((p) => p.price_progress!));
      expect(await rows.first().locator('td').last().textContent()).toContain(`+${best}%`);
      if (fallers.length > 0) {
        const worst = Math.min(...fallers.map((p) => p.price_progress!));
        const falling = page.getByRole('table', { name: 'Likely fallers' }).locator('tbody tr');
        expect(await falling.count()).toBe(Math.min(20, fallers.length));
        expect(await falling.first().locator('td').last().textContent()).toContain(`${worst}%`);
      }
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `price-changes-${width}`);

      // The player dialog of the first riser says the same.
      await page
        .getByRole('table', { name: 'Likely risers' })
        .locator('tbody tr th button')
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      const outlook = dialog.locator('.player-dialog__price-outlook');
      await outlook.waitFor();
      expect(await outlook.textContent()).toContain(`+${best}%`);
      if (best === 100) expect(await outlook.textContent()).toContain('Rises tonight');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `player-dialog-price-${width}`, false);
      await page.context().close();
    }
  });

  it('sort the squad selection player list by price change progress', async () => {
    const squadTypes = new Set([1, 2, 3, 4]);
    const best = Math.max(
      ...before.filter((p) => squadTypes.has(p.element_type)).map((p) => p.price_progress!),
    );
    for (const width of WIDTHS) {
      const page = await newPage(browser, width, url);
      await registerNewPlayer(page);
      if (width < 700) await page.getByRole('button', { name: 'Player List' }).click();
      const list = width < 700 ? page.getByRole('dialog', { name: 'Player List' }) : page;
      await list.getByLabel('Sorted by').selectOption({ label: 'Price change progress' });
      const table = list.getByRole('table', { name: 'Players' });
      const cells = table.locator('tbody tr td:last-child');
      await expect.poll(() => cells.first().textContent()).toContain(`+${best}%`);
      const shown = await cells.evaluateAll((all) =>
        all.map((c) => Number(/([-+]?\d+)%/.exec(c.textContent!)![1])),
      );
      expect(shown).toEqual([...shown].sort((a, b) => b - a));
      await screenshot(page, `squad-selection-price-progress-${width}`, false);
      await page.context().close();
    }
  });

  it('see the night move exactly the players shown at 100% and -100%', async () => {
    await advanceClock(url, { advance: '1h' }, token);
    const after = new Map((await bootstrap()).elements.map((p) => [p.id, p.now_cost]));
    const moved = before.map((p) => Math.sign(after.get(p.id)! - p.now_cost));
    const foreseen = before.map((p) =>
      p.price_progress === 100 ? 1 : p.price_progress === -100 ? -1 : 0,
    );
    expect(moved).toEqual(foreseen);
    expect(moved.filter((m) => m > 0).length).toBeGreaterThan(0);
  });
});
