// Head-to-head leagues in the browser: five new managers create and join a league with one
// knock-out round; the operator plays the season to GW38 (`season --to 38`), the last gameweek
// watched live on the way. The schedule gave every pair one match per cycle with the AVERAGE
// team, the table's W/D/L and points match the scores, and the final was played in GW38 between
// the top two. Every H2H screen is photographed at 375 and 1280 pixels. The season runs to its
// end, so this spec has a server and database of its own.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startDemoServer, type DemoServer } from './demo-server';
import { advanceClock, launchBrowser, newPage, operatorCommand, shots } from './fixtures';
import { newTeam } from './team-helpers';

interface Match {
  id: number;
  event: number;
  entry_1_entry: number | null;
  entry_1_points: number;
  entry_2_entry: number | null;
  entry_2_name: string;
  entry_2_points: number;
  is_knockout: boolean;
  winner: number | null;
  knockout_name: string;
  live: boolean;
}
interface Row {
  entry: number;
  entry_name: string;
  rank: number;
  total: number;
  matches_played: number;
  matches_won: number;
  matches_drawn: number;
  matches_lost: number;
  points_for: number;
}

const TEAMS = ['Head Start', 'Second Leg', 'Third Man', 'Fourth Official', 'Fifth Column'];

describe('Head-to-head leagues in the browser', () => {
  const token = randomBytes(24).toString('hex');
  let server: DemoServer;
  let browser: Browser;
  const pages: Page[] = [];
  const ids: number[] = [];
  let leagueId: number;

  const getJson = <T>(page: Page, path: string) =>
    page.evaluate((p) => fetch(p).then((r) => r.json()), path) as Promise<T>;

  /** Runs an operator command on this spec's server and answers its report's lines. */
  const operator = (args: string[]) =>
    operatorCommand(args, { url: server.url, operatorToken: token });

  /** Every match of the league, page after page. */
  async function allMatches(page: Page): Promise<Match[]> {
    const out: Match[] = [];
    for (let p = 1; ; p++) {
      const body = await getJson<{ has_next: boolean; results: Match[] }>(
        page,
        `/api/leagues-h2h-matches/league/${leagueId}/?page=${p}`,
      );
      out.push(...body.results);
      if (!body.has_next) return out;
    }
  }

  beforeAll(async () => {
    server = await startDemoServer(inject('demoTemplate'), token);
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('five new managers create and join a league with one knockout round', async () => {
    for (const name of TEAMS) {
      const page = await newPage(browser, 1280, server.url);
      ids.push(await newTeam(page, name));
      pages.push(page);
    }
    const admin = pages[0]!;
    await admin.goto('/leagues/create');
    await admin.getByRole('link', { name: 'Create a Head-to-Head League' }).click();
    await admin.getByRole('heading', { name: 'Create a Head-to-Head League' }).waitFor();
    await admin.getByLabel('League name').fill('Friday Rivals');
    await admin.getByLabel('Who can see the league code').selectOption('l');
    // Two knock-out rounds need at least four teams: the size follows the rounds.
    await admin.getByLabel('Maximum number of teams').selectOption('2');
    await admin.getByLabel('Knockout rounds').selectOption('2');
    expect(await admin.getByLabel('Maximum number of teams').inputValue()).toBe('4');
    await admin.getByLabel('Knockout rounds').selectOption('1');
    await admin.getByLabel('Maximum number of teams').selectOption('unlimited');
    const starts = await admin.getByLabel('Scoring starts').locator('option').allTextContents();
    expect(starts.at(-1)).toBe('Gameweek 37');
    await shots(admin, 'leagues-create-h2h');
    await admin.getByRole('button', { name: 'Create League' }).click();
    await admin.waitForURL(/\/leagues\/\d+\/invite$/);
    leagueId = Number(/\/leagues\/(\d+)\/invite/.exec(admin.url())![1]);
    const code = (await admin.locator('.copy-value__text').first().textContent())!;
    expect(code).toMatch(/^[a-z0-9]{6}$/);

    for (const page of pages.slice(1)) {
      await page.goto('/leagues/join/private');
      await page.getByLabel('League code').fill(code);
      await page.getByRole('button', { name: 'Join League' }).click();
      await page.waitForURL('**/leagues');
      await page
        .getByRole('table', { name: 'Invitational Head-to-Head' })
        .getByRole('link', { name: 'Friday Rivals' })
        .waitFor();
    }
    await admin.goto('/leagues');
    await admin.getByRole('table', { name: 'Invitational Head-to-Head' }).waitFor();
    await shots(admin, 'leagues-h2h-sections');

    // Before the first deadline: every member is a new entry, and the admin may change it all.
    await admin.goto(`/leagues/${leagueId}/new-entries/h`);
    const newEntries = admin.getByRole('table', { name: 'New entries' });
    await newEntries.waitFor();
    expect(await newEntries.locator('tbody tr').count()).toBe(5);
    await shots(admin, 'leagues-new-entries-h2h');
    await admin.goto(`/leagues/${leagueId}/admin/h`);
    await admin.getByRole('heading', { name: 'League details' }).waitFor();
    await admin.getByRole('heading', { name: 'Delete league' }).waitFor();
    await shots(admin, 'leagues-admin-h2h');
  }, 600_000);

  it('the operator plays the season, its last gameweek live on the way', async () => {
    const admin = pages[0]!;
    await operator(['season', '--to', '37']);
    const bootstrap = await getJson<{ events: { id: number; deadline_time: string }[] }>(
      admin,
      '/api/bootstrap-static/',
    );
    const last = bootstrap.events.at(-1)!;
    // Three hours past the last deadline the final is being played: its scores are live.
    await advanceClock(
      server.url,
      { set: new Date(new Date(last.deadline_time).getTime() + 3 * 3_600_000).toISOString() },
      token,
    );
    const final = (await allMatches(admin)).find((m) => m.is_knockout)!;
    expect(final).toMatchObject({ event: 38, knockout_name: 'Final', live: true, winner: null });
    await admin.goto(`/leagues/${leagueId}/matches/h?event=38`);
    await admin.getByText('Live', { exact: true }).waitFor();
    await shots(admin, 'leagues-matches-h2h-live');
    await operator(['season', '--to', '38']);
  }, 900_000);

  it('gave every pair a match once per cycle, with the AVERAGE team', async () => {
    const matches = (await allMatches(pages[0]!)).filter((m) => !m.is_knockout);
    expect(new Set(matches.map((m) => m.event))).toEqual(
      new Set(Array.from({ length: 37 }, (_, i) => i + 1)),
    );
    // Five teams and the AVERAGE: cycles of five gameweeks, each pair once in each.
    for (let start = 1; start + 4 <= 37; start += 5) {
      const cycle = matches.filter((m) => m.event >= start && m.event < start + 5);
      const pairs = cycle.map((m) => [m.entry_1_entry ?? 0, m.entry_2_entry ?? 0].sort().join());
      expect(pairs).toHaveLength(15);
      expect(new Set(pairs).size).toBe(15);
      const average = cycle.filter((m) => m.entry_2_entry === null);
      expect(average).toHaveLength(5);
      expect(new Set(average.map((m) => m.entry_1_entry))).toEqual(new Set(ids));
      expect(average.every((m) => m.entry_2_name === 'AVERAGE')).toBe(true);
    }
  });

  it("the table's W/D/L and points match the scores, on the page as in the API", async () => {
    const admin = pages[0]!;
    const matches = (await allMatches(admin)).filter((m) => !m.is_knockout);
    const { standings } = await getJson<{ standings: { results: Row[] } }>(
      admin,
      `/api/leagues-h2h/${leagueId}/standings/`,
    );
    expect(standings.results).toHaveLength(5);
    for (const row of standings.results) {
      const sides = matches.flatMap((m) =>
        m.entry_1_entry === row.entry
          ? [[m.entry_1_points, m.entry_2_points]]
          : m.entry_2_entry === row.entry
            ? [[m.entry_2_points, m.entry_1_points]]
            : [],
      );
      const won = sides.filter(([a, b]) => a! > b!).length;
      const drawn = sides.filter(([a, b]) => a === b).length;
      expect(row).toMatchObject({
        matches_played: 37,
        matches_won: won,
        matches_drawn: drawn,
        matches_lost: 37 - won - drawn,
        points_for: sides.reduce((sum, [a]) => sum + a!, 0),
        total: 3 * won + drawn,
      });
    }
    await admin.goto(`/leagues/${leagueId}/standings/h`);
    const table = admin.getByRole('table', { name: 'Standings' });
    await table.waitFor();
    const shown = table.locator('tbody tr');
    for (const [i, row] of standings.results.entries()) {
      const cells = await shown.nth(i).locator('td').allTextContents();
      expect(cells.slice(1)).toEqual(
        [row.matches_won, row.matches_drawn, row.matches_lost, row.points_for, row.total].map(
          String,
        ),
      );
    }
    expect(
      await shown
        .nth(standings.results.findIndex((r) => r.entry === ids[0]))
        .getAttribute('aria-current'),
    ).toBe('true');
    await admin.getByRole('link', { name: 'Report Offensive Name' }).waitFor();
    await shots(admin, 'leagues-standings-h2h');
  });

  it('played the final in GW38 between the top two, and the league stays locked', async () => {
    const admin = pages[0]!;
    const { standings } = await getJson<{ standings: { results: Row[] } }>(
      admin,
      `/api/leagues-h2h/${leagueId}/standings/`,
    );
    const top = standings.results.slice(0, 2).map((r) => r.entry);
    const knockouts = (await allMatches(admin)).filter((m) => m.is_knockout);
    expect(knockouts).toHaveLength(1);
    const final = knockouts[0]!;
    expect(final).toMatchObject({ event: 38, knockout_name: 'Final', live: false });
    expect([final.entry_1_entry, final.entry_2_entry].sort()).toEqual([...top].sort());
    expect(top).toContain(final.winner);

    await admin.goto(`/leagues/${leagueId}/matches/h?event=38`);
    const list = admin.getByRole('table', { name: 'Matches' });
    await list.getByText('Final').waitFor();
    await expect.poll(() => list.locator('tbody tr').count()).toBe(1);
    await shots(admin, 'leagues-matches-h2h');
    // One team's matches: all 38 of the admin's, two pages of 50 rows at most.
    await admin.getByLabel('Team').selectOption(String(ids[0]));
    await admin.getByLabel('Gameweek').selectOption('20');
    // The filtered page replaces the list once it has loaded: one league match, not the final.
    await expect
      .poll(
        async () =>
          (await list.locator('tbody tr').count()) === 1 &&
          (await list.getByText('Final').count()) === 0,
      )
      .toBe(true);

    // Only the name is left to the admin; nobody leaves.
    await admin.goto(`/leagues/${leagueId}/admin/h`);
    await admin.getByText('only its name can be changed now').waitFor();
    expect(await admin.getByRole('heading', { name: 'Delete league' }).count()).toBe(0);
    expect(await admin.getByLabel('Knockout rounds').count()).toBe(0);
    await admin.getByLabel('League name').fill('Friday Champions');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByText('Changes saved.').waitFor();
    await shots(admin, 'leagues-admin-h2h-started');
    const left = await pages[1]!.evaluate((id) => {
      const csrf = /csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      return fetch(`/api/league/${id}/leave/`, {
        method: 'POST',
        headers: { 'x-csrftoken': csrf },
      }).then((r) => r.json());
    }, leagueId);
    expect(left).toMatchObject({ non_field_errors: [{ code: 'league_started' }] });
  });
});
