import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './fixtures';
import { enterSquad, registerNewPlayer } from './team-helpers';

const alertTexts = (page: Page) => page.getByRole('alert').allTextContents();
// The list's Add buttons; each row also has an information button.
const rowButtons = (page: Page) =>
  page.locator('.player-list__table').getByRole('button', { name: /^Add / });
const shown = async (page: Page) =>
  Number(await page.locator('.player-list__count strong').textContent());

describe('Squad selection in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a new manager filters, searches, adds players, breaks each rule, auto picks and enters', async () => {
    const page = await newPage(browser, 1280);
    await registerNewPlayer(page);
    await expect(page.getByText('0 / 15').isVisible()).resolves.toBe(true);
    const all = await shown(page);

    // Filter by position: two goalkeepers by hand, then a third is refused.
    await page.getByLabel('View', { exact: true }).selectOption({ label: 'Goalkeepers' });
    expect(await shown(page)).toBeLessThan(all);
    const keepers = await rowButtons(page).evaluateAll((b) =>
      b.map((x) => x.getAttribute('aria-label')!),
    );
    await rowButtons(page).nth(0).click();
    await rowButtons(page).nth(1).click();
    await rowButtons(page).nth(2).click();
    expect(await alertTexts(page)).toContain('You already have the maximum number of Goalkeepers');
    await rowButtons(page).nth(0).click();
    const first = keepers[0]!.replace(/^Add /, '');
    expect(await alertTexts(page)).toContain(`${first} is already in your squad`);

    // Search: the start of a word of the name finds the player, ignoring case.
    await page.getByLabel('View', { exact: true }).selectOption({ label: 'All players' });
    const someone = (await rowButtons(page).nth(5).getAttribute('aria-label'))!.replace(
      /^Add /,
      '',
    );
    const word =
      someone
        .split(/[\s.-]+/)
        .filter((w) => w.length >= 3)
        .at(-1) ?? someone;
    await page.getByLabel('Search player list').fill(word.slice(0, 3).toLowerCase());
    expect(await shown(page)).toBeLessThan(all);
    await page.getByRole('button', { name: `Add ${someone}`, exact: true }).click();
    await expect(page.getByText('3 / 15').isVisible()).resolves.toBe(true);
    await page.getByLabel('Search player list').fill('');

    // Filter by club: a fourth player of one club names it.
    const club = page
      .getByLabel('View', { exact: true })
      .locator('optgroup[label="By Team"] option')
      .nth(7);
    const clubName = (await club.textContent())!;
    await page.getByLabel('View', { exact: true }).selectOption({ label: clubName });
    const outfield = page
      .locator('.player-list__table tr')
      .filter({ hasNotText: 'GKP' })
      .getByRole('button', { name: /^Add / });
    let added = 0;
    for (let i = 0; added < 4 && i < 15; i++) {
      const before = await page.getByRole('button', { name: /^Remove / }).count();
      await outfield.nth(i).click();
      if ((await page.getByRole('button', { name: /^Remove / }).count()) > before) added += 1;
    }
    expect(await alertTexts(page)).toContain(`Too many players selected from ${clubName}`);
    await expect(page.getByRole('button', { name: 'Enter Squad' }).isDisabled()).resolves.toBe(
      true,
    );

    // Removing a player from his slot brings the club back within the limit.
    const removable = page.getByRole('button', { name: /^Remove / });
    await removable.nth((await removable.count()) - 1).click();
    await expect
      .poll(() => alertTexts(page))
      .not.toContain(`Too many players selected from ${clubName}`);

    await page.getByRole('button', { name: 'Auto Pick' }).click();
    await page.getByText('15 / 15').waitFor();

    // Any player on the pitch opens his dialog; Escape closes it.
    await page
      .locator('.pitch')
      .getByRole('button', { name: /^View information about / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Fixtures' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByLabel('View', { exact: true }).selectOption({ label: 'All players' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'squad-selection-1280');

    // The squad survives a reload.
    await page.reload();
    await page.getByText('15 / 15').waitFor();
    // The terms checkbox sits in line with its label's text.
    await page.getByRole('button', { name: 'Enter Squad' }).click();
    const terms = page.getByRole('dialog', { name: 'Enter Squad' }).getByRole('checkbox');
    const [box, label] = await terms.evaluate((input) => {
      const rect = (el: Element) => el.getBoundingClientRect();
      // The first words of the label: the text node after the box.
      const words = Array.from(input.parentElement!.childNodes).find(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '',
      )!;
      const text = document.createRange();
      text.selectNodeContents(words);
      return [rect(input), text.getClientRects()[0]!].map((r) => r.top + r.height / 2);
    });
    expect(Math.abs(box! - label!), 'checkbox and label text share a line').toBeLessThanOrEqual(3);
    await page.keyboard.press('Escape');
    await enterSquad(page, 'Fairweather FC');
    await page.getByRole('heading', { name: 'Pick Team - Fairweather FC' }).waitFor();
  });

  it('on a phone the player list is a drawer that Escape closes', async () => {
    const page = await newPage(browser, 375);
    await registerNewPlayer(page);
    await page.getByRole('button', { name: 'Player List' }).click();
    const drawer = page.getByRole('dialog', { name: 'Player List' });
    await drawer.getByLabel('Search player list').waitFor();
    await page.keyboard.press('Escape');
    await expect(drawer.count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Auto Pick' }).click();
    await page.getByText('15 / 15').waitFor();
    await screenshot(page, 'squad-selection-375');
  });
});
