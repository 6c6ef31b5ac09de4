// A manager's pages after a gameweek has been played: points with the automatic substitutions
// and rank, history with the profile beside it, transfers, another manager's view, and a kit
// designed on Team Details that then shows on the profile.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceClock,
  baseUrl,
  launchBrowser,
  newPage,
  screenshot,
  serverOfThisFile,
} from './fixtures';
import { newTeam } from './team-helpers';

// The game clock moves here, so on a server of this file's own.
serverOfThisFile();

type Bootstrap = { events: { id: number; deadline_time: string; is_next: boolean }[] };

/** The same signed-in manager in a fresh context, so no page shows data from before the move. */
async function reopen(browser: Browser, page: Page, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height: width < 700 ? 812 : 900 },
    storageState: await page.context().storageState(),
  });
  return context.newPage();
}

/** One transfer for the next gameweek through the API: an outfield player for a cheaper one. */
async function makeTransfer(page: Page, entry: number, event: number): Promise<number> {
  return page.evaluate(
    async ({ entry, event }) => {
      type Pick = { element: number; element_type: number; selling_price: number };
      type El = {
        id: number;
        team: number;
        element_type: number;
        now_cost: number;
        status: string;
      };
      const team = (await (await fetch(`/api/my-team/${entry}/`)).json()) as {
        picks: Pick[];
        transfers: { bank: number };
      };
      const boot = (await (await fetch('/api/bootstrap-static/')).json()) as { elements: El[] };
      const byId = new Map(boot.elements.map((e) => [e.id, e]));
      const clubs = new Map<number, number>();
      for (const p of team.picks) {
        const club = byId.get(p.element)!.team;
        clubs.set(club, (clubs.get(club) ?? 0) + 1);
      }
      const out = team.picks.find((p) => p.element_type === 3)!;
      const outClub = byId.get(out.element)!.team;
      const into = boot.elements.find(
        (e) =>
          e.element_type === 3 &&
          e.status === 'a' &&
          !team.picks.some((p) => p.element === e.id) &&
          e.now_cost <= out.selling_price + team.transfers.bank &&
          (e.team === outClub || (clubs.get(e.team) ?? 0) < 3),
      )!;
      const csrf = /csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/api/transfers/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf },
        body: JSON.stringify({
          chip: null,
          entry,
          event,
          transfers: [
            {
              element_in: into.id,
              element_out: out.element,
              purchase_price: into.now_cost,
              selling_price: out.selling_price,
            },
          ],
        }),
      });
      return response.status;
    },
    { entry, event },
  );
}

const shot = (page: Page, name: string, width: number) => screenshot(page, `${name}-${width}`);

/**
 * The transfer history as a phone shows it: every column, the Active one too, without scrolling
 * the table, and player names as styled links rather than native buttons.
 */
async function transferTableFits(page: Page): Promise<void> {
  const table = page.getByRole('table', { name: 'Transfers' });
  const scrolls = await table.evaluate(
    (t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth,
  );
  expect(scrolls, 'the transfer history shows its Active column').toBe(false);
  const name = table.locator('tbody button').first();
  const look = await name.evaluate((b) => {
    const style = getComputedStyle(b);
    return { border: style.borderTopStyle, background: style.backgroundColor };
  });
  expect(look).toEqual({ border: 'none', background: 'rgba(0, 0, 0, 0)' });
}

describe("A manager's pages after a gameweek", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('show points, automatic substitutions, rank, history, transfers, another manager and a designed kit', async () => {
    const first = await newPage(browser, 1280);
    const ownId = await newTeam(first, 'Robin Rovers');
    const rivalPage = await newPage(browser, 1280);
    const rivalId = await newTeam(rivalPage, 'Rival Albion');
    // Auto Pick breaks ties at random: two new managers do not get the same fifteen.
    const squadOf = (page: Page, entry: number) =>
      page.evaluate(async (id) => {
        const team = (await (await fetch(`/api/my-team/${id}/`)).json()) as {
          picks: { element: number }[];
        };
        return team.picks.map((p) => p.element).sort((a, b) => a - b);
      }, entry);
    expect(await squadOf(rivalPage, rivalId)).not.toEqual(await squadOf(first, ownId));

    // Play the gameweek both squads were entered for: stop a day before the following deadline,
    // when the played one is finished and the next is open.
    const boot = (await (
      await fetch(new URL('/api/bootstrap-static/', baseUrl()))
    ).json()) as Bootstrap;
    const played = boot.events.find((e) => e.is_next)!;
    const following = boot.events.find((e) => e.id === played.id + 1)!;
    // While its first matches are on, the gameweek is live: Latest Points and Reload Points.
    const live = await advanceClock(baseUrl(), {
      set: new Date(Date.parse(played.deadline_time) + 3 * 3_600_000).toISOString(),
    });
    expect(live.current_event).toBe(played.id);
    const during = await reopen(browser, first, 1280);
    await during.goto(`/entry/${ownId}/event/${played.id}`);
    await during.getByText('Latest Points').waitFor();
    await during.getByRole('button', { name: 'Reload Points' }).click();
    await during.getByTestId('event-points').waitFor();
    // The live figure on the page is the one the picks and the history calls give.
    const livePoints = Number(await during.getByTestId('event-points').textContent());
    const liveFigures = await during.evaluate(
      async ({ id, event }) => ({
        picks: (await (await fetch(`/api/entry/${id}/event/${event}/picks/`)).json()) as {
          entry_history: { points: number };
        },
        history: (await (await fetch(`/api/entry/${id}/history/`)).json()) as {
          current: { event: number; points: number }[];
        },
      }),
      { id: ownId, event: played.id },
    );
    expect(livePoints).toBe(liveFigures.picks.entry_history.points);
    expect(livePoints).toBe(liveFigures.history.current.find((h) => h.event === played.id)!.points);
    await during.context().close();

    const moved = await advanceClock(baseUrl(), {
      set: new Date(Date.parse(following.deadline_time) - 86_400_000).toISOString(),
    });
    expect(moved.current_event).toBe(played.id);

    const page = await reopen(browser, first, 1280);
    await page.goto(`/entry/${ownId}/event/${played.id}`);
    await page.getByRole('heading', { name: 'Automatic Substitutions' }).waitFor();
    await page.getByRole('table', { name: 'Automatic Substitutions' }).waitFor();
    await page.getByText('Final Points').waitFor();
    const points = Number(await page.getByTestId('event-points').textContent());
    const history = (await page.evaluate(
      (id) => fetch(`/api/entry/${id}/history/`).then((r) => r.json()),
      ownId,
    )) as { current: { event: number; points: number; rank: number }[] };
    const row = history.current.find((h) => h.event === played.id)!;
    expect(points).toBe(row.points);
    const rank = page.locator('.scoreboard li').filter({ hasText: 'GW Rank' });
    expect(await rank.locator('.scoreboard__value').textContent()).toBe(
      row.rank.toLocaleString('en-GB'),
    );
    // A player's breakdown opens from the pitch.
    await page.locator('.pitch__row .pitch-card').first().click();
    await page.getByRole('dialog').getByText('Total points:').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await shot(page, 'entry-points', 1280);

    await page.getByRole('link', { name: 'Gameweek History' }).first().click();
    await page.getByRole('heading', { name: 'Fantasy Football Gameweek History' }).waitFor();
    await page
      .getByRole('link', { name: `GW${played.id}` })
      .first()
      .waitFor();
    await page.getByRole('heading', { name: 'Admin' }).waitFor();

    expect(await makeTransfer(page, ownId, following.id)).toBe(200);
    await page.goto(`/entry/${ownId}/transfers`);
    await page.getByRole('heading', { name: 'Transfers', level: 1 }).waitFor();
    const transfers = page.getByRole('table', { name: 'Transfers' });
    await transfers.locator('tbody tr').first().waitFor();
    expect(await transfers.locator('tbody tr').count()).toBe(1);
    expect(await transfers.locator('tbody td').first().textContent()).toMatch(
      /^\d{1,2} [A-Z][a-z]{2} \d{2}:\d{2}$/,
    );
    await shot(page, 'entry-transfers', 1280);

    // The rival sees the owner's money as at the last deadline, no Admin box, no new transfer.
    const rival = await reopen(browser, rivalPage, 1280);
    await rival.goto(`/entry/${ownId}/history`);
    await rival.getByText('* Values at the last deadline').waitFor();
    await rival.getByRole('heading', { name: 'This Season' }).waitFor();
    expect(await rival.getByRole('heading', { name: 'Admin' }).count()).toBe(0);
    expect(await rival.getByRole('link', { name: 'Design Your Kit' }).count()).toBe(0);
    await shot(rival, 'entry-history', 1280);
    await rival.goto(`/entry/${ownId}/transfers`);
    await rival.getByText('No transfers have been made yet for this team.').waitFor();
    await rival
      .getByText(/you will only be able to view transfers up to the last deadline/)
      .waitFor();
    // And the owner, on the rival's page, is a visitor too.
    await page.goto(`/entry/${rivalId}/history`);
    await page.getByText('* Values at the last deadline').waitFor();
    expect(await page.getByRole('heading', { name: 'Admin' }).count()).toBe(0);

    // Design a striped kit; it shows on the profile.
    await page.goto('/entry-update');
    await page.getByRole('heading', { name: 'My Details' }).waitFor();
    await page.getByLabel('Shirt style').selectOption('stripes');
    await page.getByLabel('Shirt colour').fill('#c8102e');
    await page.getByLabel('Stripe colour').fill('#ffffff');
    await page.getByLabel('Sleeve colour').fill('#c8102e');
    await page.getByLabel('Shorts colour').fill('#111111');
    await page.getByLabel('Logo').selectOption('rainbow-laces');
    expect(await page.locator('.kit-designer [data-shirt-style="stripes"]').count()).toBe(1);
    expect(await page.locator('.kit-designer [data-logo]').count()).toBe(1);
    await shot(page, 'team-details', 1280);
    await page.getByRole('button', { name: 'Update Details' }).click();
    await page.waitForURL('**/my-team');
    await page.goto(`/entry/${ownId}/history`);
    const kit = page.locator('.entry-profile [data-shirt-style="stripes"]');
    await kit.waitFor();
    expect(await kit.locator('[data-logo="rainbow-laces"]').count()).toBe(1);
    await page.getByRole('heading', { name: 'This Season' }).waitFor();
    // The owner's money is live, with the transfer made since the deadline counted.
    await page.getByText('In the bank', { exact: true }).waitFor();
    expect(await page.getByText('* Values at the last deadline').count()).toBe(0);
    expect(
      await page.getByText('Total transfers', { exact: true }).locator('xpath=..').textContent(),
    ).toBe('Total transfers1');
    await shot(page, 'entry-profile', 1280);

    // The same pages on a phone.
    for (const p of [page, rival]) await p.setViewportSize({ width: 375, height: 812 });
    const phone: Array<[Page, string, string, string]> = [
      [page, 'entry-points', `/entry/${ownId}/event/${played.id}`, 'Automatic Substitutions'],
      [page, 'entry-profile', `/entry/${ownId}/history`, 'This Season'],
      [page, 'entry-transfers', `/entry/${ownId}/transfers`, 'Transfers'],
      [page, 'team-details', '/entry-update', 'My Details'],
      [rival, 'entry-history', `/entry/${ownId}/history`, 'This Season'],
    ];
    for (const [p, name, url, heading] of phone) {
      await p.goto(url);
      await p.getByRole('heading', { name: heading, exact: true }).first().waitFor();
      await p.waitForLoadState('networkidle');
      const overflow = await p.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(overflow, `${name} fits 375 pixels`).toBe(false);
      if (name === 'entry-transfers') await transferTableFits(p);
      await shot(p, name, 375);
    }

    // A player's points breakdown leads to his dialog, whose season table scrolls inside it.
    await page.goto(`/entry/${ownId}/event/${played.id}`);
    await page.locator('.pitch .pitch-card').first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'View Information' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'This Season' }).waitFor();
    const wide = await page.locator('.dialog').evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(wide, 'the player dialog fits 375 pixels').toBe(false);
  });
});
