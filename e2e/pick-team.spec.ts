import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from './fixtures';
import { enterSquad, registerNewPlayer } from './team-helpers';

/** A new manager with an auto-picked squad, on Pick Team. */
async function newTeam(page: Page, name: string): Promise<void> {
  await registerNewPlayer(page);
  await page.getByRole('button', { name: 'Auto Pick' }).click();
  await page.getByText('15 / 15').waitFor();
  await enterSquad(page, name);
  await page.getByRole('heading', { name: `Pick Team - ${name}` }).waitFor();
}

const bench = (page: Page) => page.getByRole('group', { name: 'Substitutes' });
const benchNames = (page: Page) => bench(page).locator('.pitch-card__name').allTextContents();
const labelOf = (page: Page, text: RegExp) =>
  page
    .locator('.pitch-card')
    .filter({ has: page.locator('.pitch-card__name') })
    .evaluateAll(
      (cards, source) =>
        cards.map((c) => c.getAttribute('aria-label')!).filter((l) => new RegExp(source).test(l)),
      text.source,
    );

describe('Pick Team in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a manager switches, sets the armbands, plays Bench Boost, saves and sees it after a reload', async () => {
    const page = await newPage(browser, 1280);
    await newTeam(page, 'Robin Rovers');
    await page
      .getByText('To change your captain use the menu which appears when clicking on a player')
      .waitFor();
    await expect(page.getByRole('button', { name: 'Save Your Team' }).isDisabled()).resolves.toBe(
      true,
    );

    // A switch: the first outfield substitute comes on for an eligible starter.
    const sub = bench(page).locator('.pitch-card').nth(1);
    const subName = (await sub.locator('.pitch-card__name').textContent())!;
    await sub.click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('button', { name: 'Switch' }).click();
    const target = page.getByRole('button', { name: /, can switch$/ }).first();
    const targetName = (await target.locator('.pitch-card__name').textContent())!;
    // A tap on a highlighted target switches at once.
    await target.click();
    expect(await benchNames(page)).toContain(targetName);
    expect(await benchNames(page)).not.toContain(subName);

    // Captain and vice-captain from the player menu.
    const starters = page.locator('.pitch__row .pitch-card');
    // Two starters who wear no armband yet (Auto Pick's captain may stand anywhere).
    const plain = await starters.evaluateAll((cards) =>
      cards.flatMap((c, i) =>
        /, (vice-)?captain/.test(c.getAttribute('aria-label') ?? '') ? [] : [i],
      ),
    );
    const [viceAt, captainAt] = plain.slice(-2) as [number, number];
    const captain = (await starters.nth(captainAt).locator('.pitch-card__name').textContent())!;
    const vice = (await starters.nth(viceAt).locator('.pitch-card__name').textContent())!;
    await starters.nth(captainAt).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Make Captain' }).click();
    await starters.nth(viceAt).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Make Vice Captain' }).click();
    expect(await labelOf(page, /, captain/)).toEqual([`${captain}, captain`]);
    expect(await labelOf(page, /, vice-captain/)).toEqual([`${vice}, vice-captain`]);

    await page.getByRole('button', { name: 'Bench Boost: Play' }).click();
    const play = page.getByRole('dialog', { name: 'Play Bench Boost?' });
    await play.getByText(/points scored by your substitutes/).waitFor();
    await play.getByRole('button', { name: 'Play Bench Boost' }).click();
    await page.getByRole('button', { name: 'Bench Boost: Pending' }).waitFor();
    await page.getByRole('button', { name: 'Save Your Team' }).click();
    const saved = page.getByRole('dialog', { name: 'Team Saved' });
    await saved.getByRole('link', { name: 'View my Leagues' }).waitFor();
    await page.screenshot({ path: 'test-results/screenshots/team-saved-1280.png' });
    await saved.getByRole('button', { name: 'Close' }).click();
    await page.getByText('Your team has been saved.').waitFor();
    await page.getByRole('button', { name: 'Bench Boost: Active' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'pick-team-1280');

    const benchBefore = await benchNames(page);
    await page.reload();
    await page.getByRole('heading', { name: 'Pick Team - Robin Rovers' }).waitFor();
    await page.getByRole('button', { name: 'Bench Boost: Active' }).waitFor();
    expect(await benchNames(page)).toEqual(benchBefore);
    expect(await labelOf(page, /, captain/)).toEqual([`${captain}, captain`]);
    expect(await labelOf(page, /, vice-captain/)).toEqual([`${vice}, vice-captain`]);
  });

  it('fits a phone: pitch, chips and list view at 375 pixels', async () => {
    const page = await newPage(browser, 375);
    await newTeam(page, 'Small Screen XI');
    await screenshot(page, 'pick-team-375');
    await page.getByRole('tab', { name: 'List View' }).click();
    await page.getByRole('table', { name: 'Starters' }).waitFor();
    await page.getByRole('table', { name: 'Substitutes' }).waitFor();
    // Starters and Substitutes share one column grid.
    const columns = (name: string) =>
      page
        .getByRole('table', { name })
        .locator('thead th')
        .evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().left)));
    expect(await columns('Substitutes')).toEqual(await columns('Starters'));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
  });

  it("a manager's first visit asks for each answer once, and uses all the page named beforehand", async () => {
    const first = await newPage(browser, 1280);
    await newTeam(first, 'Early Birds');
    const storageState = await first.context().storageState();
    await first.context().close();
    const screens = [
      { path: '/my-team', ready: '.pitch .pitch-card__name' },
      { path: '/', ready: 'main table tbody td' },
      { path: '/statistics', ready: 'main table tbody td' },
    ];
    for (const screen of screens) {
      const context = await browser.newContext({ storageState, baseURL: baseUrl() });
      const page = await context.newPage();
      const asked = new Map<string, number>();
      page.on('request', (request) => {
        const url = request.url();
        if (url.includes('/api/')) asked.set(url, (asked.get(url) ?? 0) + 1);
      });
      const unused: string[] = [];
      page.on('console', (message) => {
        if (/preloaded .* not used/.test(message.text())) unused.push(message.text());
      });
      await page.goto(screen.path);
      await page.locator(screen.ready).first().waitFor();
      const named = await page
        .locator('link[rel="preload"][as="fetch"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      expect(named.length, screen.path).toBeGreaterThan(1);
      // The browser says so of a preload nothing took, a few seconds after the page loaded.
      await page.waitForTimeout(4_000);
      expect(unused, screen.path).toEqual([]);
      for (const url of named) expect(asked.get(url), url).toBe(1);
      expect(
        [...asked.values()].every((count) => count === 1),
        screen.path,
      ).toBe(true);
      await context.close();
    }
  });
});
