// Classic leagues in the browser: a manager creates a league, a second joins with its code and a
// third through the auto-join link; the operator plays a gameweek and all three see the table;
// into the next gameweek the table moves live; the admin suspends one, who cannot join again;
// one leaves a public league before it starts. Every league screen is photographed at 375 and
// 1280 pixels. It moves its own server's clock a gameweek and a half on.
import type { Browser, Page } from 'playwright-core';
import { rankMovement } from '@ofl/engine/leagues';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, baseUrl, launchBrowser, newPage, serverOfThisFile, shots } from './fixtures';
import { newTeam } from './team-helpers';

// The game clock moves here, so on a server of this file's own.
serverOfThisFile();

type Bootstrap = { events: { id: number; deadline_time: string; is_next: boolean }[] };
type Row = { entry: number; total: number; rank: number; last_rank: number; event_total: number };
type Standings = { standings: { results: Row[] }; live?: boolean };

// How the movement column shows each move (see the web app's Movement).
const WORDS = { up: 'Up', down: 'Down', same: 'Same', new: 'New' } as const;
const ARROWS = { up: '▲', down: '▼', same: '●', new: '-' } as const;

/** The same signed-in manager in a fresh context, so no page shows data from before the move. */
async function reopen(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 900 },
    storageState: await page.context().storageState(),
  });
  await page.context().close();
  return context.newPage();
}

const getJson = <T>(page: Page, path: string) =>
  page.evaluate((p) => fetch(p).then((r) => r.json()), path) as Promise<T>;

/**
 * Checks the standings page as the manager sees it against the server's table: one row per
 * member with its total, rank and movement arrow, and his own row highlighted.
 */
async function checkTable(
  page: Page,
  league: number,
  own: number,
  members: number,
): Promise<Row[]> {
  await page.goto(`/leagues/${league}/standings/c`);
  const table = page.getByRole('table', { name: 'Standings' });
  await table.waitFor();
  const { standings } = await getJson<Standings>(page, `/api/leagues-classic/${league}/standings/`);
  const rows = standings.results;
  expect(rows).toHaveLength(members);
  const shown = table.locator('tbody tr');
  expect(await shown.count()).toBe(members);
  for (const [i, row] of rows.entries()) {
    const tr = shown.nth(i);
    const cells = await tr.locator('td').allTextContents();
    const move = rankMovement(row.rank, row.last_rank);
    expect(cells[0]).toBe(`${ARROWS[move]} ${row.rank}`);
    expect(await tr.getByLabel(WORDS[move]).count()).toBe(1);
    // While live, the GW cell also tells screen readers the points are live.
    expect(cells.slice(1).map((c) => c.replace(' (live)', ''))).toEqual([
      String(row.event_total),
      String(row.total),
    ]);
    expect(await tr.getAttribute('aria-current')).toBe(row.entry === own ? 'true' : null);
  }
  // Ranks follow the totals: a higher total never ranks below a lower one, ties share a rank.
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1]!, rows[i]!];
    expect(a.total).toBeGreaterThanOrEqual(b.total);
    expect(b.rank).toBe(a.total === b.total ? a.rank : i + 1);
  }
  return rows;
}

describe('Classic leagues in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  // The journey's steps run in order and share these.
  let admin: Page, second: Page, third: Page;
  let adminId: number, secondId: number, thirdId: number;
  let leagueId: number, code: string;
  let following: Bootstrap['events'][number];
  let finalRanks: Map<number, number>;

  it('a manager creates a league, a second joins with the code, a third by the link', async () => {
    admin = await newPage(browser);
    adminId = await newTeam(admin, 'Admin Athletic');
    second = await newPage(browser);
    secondId = await newTeam(second, 'Second Rovers');
    third = await newPage(browser);
    thirdId = await newTeam(third, 'Third Wanderers');

    // The admin creates the league from the Leagues & Cups screen.
    await admin.goto('/leagues');
    await admin.getByRole('table', { name: 'General' }).waitFor();
    await admin.getByRole('link', { name: 'Create and join new leagues' }).click();
    await admin.getByRole('heading', { name: 'Create and Join Leagues' }).waitFor();
    await shots(admin, 'leagues-create-join');
    await admin.getByRole('link', { name: 'Create a league' }).click();
    await admin.getByRole('heading', { name: 'Choose a League Type' }).waitFor();
    await shots(admin, 'leagues-create');
    await admin.getByRole('link', { name: 'Create a Classic League' }).click();
    await admin.getByRole('heading', { name: 'Create a Classic League & Cup' }).waitFor();
    await admin.getByLabel('League name').fill('The Office League');
    await admin.getByLabel('Who can see the league code').selectOption('l');
    await shots(admin, 'leagues-create-classic');
    await admin.getByRole('button', { name: 'Create League' }).click();
    await admin.getByRole('heading', { name: 'Invite Friends' }).waitFor();
    await admin.waitForURL(/\/leagues\/\d+\/invite$/);
    leagueId = Number(/\/leagues\/(\d+)\/invite/.exec(admin.url())![1]);
    code = (await admin.locator('.copy-value__text').first().textContent())!;
    const link = (await admin.locator('.copy-value__text').nth(1).textContent())!;
    expect(code).toMatch(/^[a-z0-9]{6}$/);
    expect(link).toBe(`${baseUrl()}/leagues/auto-join/${code}`);
    await shots(admin, 'leagues-invite');

    // The second joins with the code.
    await second.goto('/leagues/join');
    await second.getByRole('heading', { name: 'Join a League' }).waitFor();
    await shots(second, 'leagues-join');
    await second.getByRole('link', { name: 'Join an Invitational League' }).click();
    await second.getByLabel('League code').fill(code);
    await shots(second, 'leagues-join-private');
    await second.getByRole('button', { name: 'Join League' }).click();
    await second.waitForURL('**/leagues');
    await second
      .getByRole('table', { name: 'Invitational Classic' })
      .getByRole('link', { name: 'The Office League' })
      .waitFor();

    // The third follows the link: the dialog asks him to confirm.
    await third.goto(link);
    const dialog = third.getByRole('dialog', { name: 'Join League: The Office League' });
    await dialog.waitFor();
    await dialog.getByText('Please press confirm to join league: The Office League.').waitFor();
    await shots(third, 'leagues-auto-join');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await third.waitForURL('**/leagues');
    await third.getByRole('link', { name: 'The Office League' }).waitFor();

    // Before the first gameweek the table waits and the members are its new entries.
    await admin.goto(`/leagues/${leagueId}/standings/c`);
    await admin.getByText(/League scoring will start in Gameweek \d+/).waitFor();
    await admin.getByRole('table', { name: 'New entries' }).waitFor();
    expect(
      await admin.getByRole('table', { name: 'New entries' }).locator('tbody tr').count(),
    ).toBe(3);
  });

  it('the operator plays a gameweek and all three see the table', async () => {
    // The operator plays the gameweek: the clock stops a day before the following deadline.
    const boot = (await (
      await fetch(new URL('/api/bootstrap-static/', baseUrl()))
    ).json()) as Bootstrap;
    const played = boot.events.find((e) => e.is_next)!;
    following = boot.events.find((e) => e.id === played.id + 1)!;
    const after = await advanceClock(baseUrl(), {
      set: new Date(Date.parse(following.deadline_time) - 86_400_000).toISOString(),
    });
    expect(after.current_event).toBe(played.id);

    admin = await reopen(browser, admin);
    second = await reopen(browser, second);
    third = await reopen(browser, third);
    const members: Array<[Page, number]> = [
      [admin, adminId],
      [second, secondId],
      [third, thirdId],
    ];
    for (const [page, entry] of members) {
      const rows = await checkTable(page, leagueId, entry, 3);
      await page.getByText(`League scoring started in Gameweek ${played.id}`).waitFor();
      const history = await getJson<{ current: { event: number; total_points: number }[] }>(
        page,
        `/api/entry/${entry}/history/`,
      );
      const own = rows.find((r) => r.entry === entry)!;
      expect(own.total).toBe(history.current.find((h) => h.event === played.id)!.total_points);
      expect(own.last_rank).toBe(0);
    }
    await shots(admin, 'leagues-standings');
    finalRanks = new Map(
      (
        await getJson<Standings>(admin, `/api/leagues-classic/${leagueId}/standings/`)
      ).standings.results.map((r) => [r.entry, r.rank]),
    );

    // Leagues & Cups shows each his rank; the profile lists the league too.
    await second.goto('/leagues');
    const row = second
      .getByRole('table', { name: 'Invitational Classic' })
      .getByRole('row', { name: /The Office League/ });
    expect(await row.locator('td').nth(1).textContent()).toMatch(
      new RegExp(` ${finalRanks.get(secondId)}$`),
    );
    await shots(second, 'leagues');
    await row.getByRole('button', { name: 'Options for The Office League' }).click();
    await second.getByRole('dialog', { name: 'The Office League' }).waitFor();
    await shots(second, 'leagues-options');
    await second.keyboard.press('Escape');
    await second.goto(`/entry/${secondId}/history`);
    await second
      .getByRole('table', { name: 'Invitational Classic Leagues' })
      .getByRole('link', { name: 'The Office League' })
      .waitFor();
  });

  it('into the next gameweek the table moves live against the last ranks', async () => {
    const live = await advanceClock(baseUrl(), {
      set: new Date(Date.parse(following.deadline_time) + 3 * 3_600_000).toISOString(),
    });
    expect(live.current_event).toBe(following.id);
    admin = await reopen(browser, admin);
    const liveRows = await checkTable(admin, leagueId, adminId, 3);
    await admin.locator('.live-badge', { hasText: 'Live' }).waitFor();
    for (const r of liveRows) expect(r.last_rank).toBe(finalRanks.get(r.entry));
    await shots(admin, 'leagues-standings-live');
  });

  it('the admin suspends the third, who then cannot join again', async () => {
    await admin.goto(`/leagues/${leagueId}/admin/c`);
    await admin.getByRole('heading', { name: 'League Administration' }).waitFor();
    await admin.getByLabel('Find a team to suspend').fill('Third ');
    await admin.getByLabel('Third Wanderers (Robin Fairweather)').check();
    await admin.getByRole('button', { name: 'Suspend' }).click();
    await admin
      .getByRole('table', { name: 'Suspended teams' })
      .getByText('Robin Fairweather')
      .waitFor();
    await admin.getByRole('button', { name: 'View code' }).click();
    await admin.getByText(code).waitFor();
    await shots(admin, 'leagues-admin');
    third = await reopen(browser, third);
    await third.goto('/leagues/join/private');
    await third.getByLabel('League code').fill(code);
    await third.getByRole('button', { name: 'Join League' }).click();
    await third
      .getByRole('alert')
      .getByText('The creator of this league has banned you from entering.')
      .waitFor();
    await shots(third, 'leagues-join-banned');
    await third.goto('/leagues');
    await third.getByRole('table', { name: 'General' }).waitFor();
    expect(await third.getByRole('link', { name: 'The Office League' }).count()).toBe(0);
  });

  it('a manager leaves a public league before it starts', async () => {
    second = await reopen(browser, second);
    await second.goto('/leagues/join/public');
    await second.getByRole('heading', { name: 'Join a Public League' }).waitFor();
    await shots(second, 'leagues-join-public');
    await second.getByRole('button', { name: 'Join a Classic League' }).click();
    await second.waitForURL('**/leagues');
    const publicTable = second.getByRole('table', { name: 'Public Classic' });
    const publicLink = publicTable.getByRole('link', { name: /^League \d+$/ });
    await publicLink.waitFor();
    const publicName = (await publicLink.textContent())!;
    await publicTable.getByRole('button', { name: `Options for ${publicName}` }).click();
    const options = second.getByRole('dialog', { name: publicName });
    await options.getByRole('button', { name: 'Leave league' }).click();
    await options.getByText('Are you sure you want to leave this league?').waitFor();
    await options.getByRole('button', { name: 'Leave league' }).click();
    await options.waitFor({ state: 'detached' });
    await publicTable.waitFor({ state: 'detached' });

    await second.goto('/leagues/renew');
    await second.getByRole('heading', { name: 'Renew your leagues' }).waitFor();
    await second.getByText('You have no leagues from last season to renew.').waitFor();
    await shots(second, 'leagues-renew');
  });
});
