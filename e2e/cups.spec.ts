// A league's cup in the browser, from its draw to its final: five managers are in a classic
// league created with the cup box; before the draw the cup page says when it will start; the
// operator plays the season (`season --to N`) and the cup qualifies on Gameweek 35, plays its
// Quarter-Finals (three byes) in 36, its Semi-Finals in 37 and its Final in 38. At each stage the
// cup page, the Cups tab and the profile show the rounds, byes and winners the API has. Every
// cup screen is photographed at 375 and 1280 pixels. It plays the whole season, so it runs on a
// server of its own.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startDemoServer, type DemoServer } from './demo-server';
import { launchBrowser, newPage, operatorCommand, shots } from './fixtures';
import { newTeam } from './team-helpers';

type Match = {
  id: number;
  event: number;
  entry_1_entry: number;
  entry_1_name: string;
  entry_1_points: number;
  entry_2_entry: number | null;
  entry_2_name: string;
  entry_2_points: number;
  is_bye: boolean;
  winner: number | null;
  knockout_name: string;
};
type CupStatus = {
  qualification_event: number | null;
  qualification_numbers: number | null;
  has_byes: boolean;
  cup_league: number | null;
};

const TEAMS = ['Cup Holders', 'Giant Killers', 'Late Show', 'Penalty Kings', 'Replay Rovers'];

describe('a league cup from its draw to its final', { timeout: 900_000 }, () => {
  const token = randomBytes(24).toString('hex');
  let server: DemoServer;
  let browser: Browser;
  let pages: Page[];
  let ids: number[];
  let leagueId: number;

  const getJson = async <T>(path: string): Promise<T> =>
    (await (await fetch(new URL(path, server.url))).json()) as T;

  /** The operator's `season --to N`: plays and finalises every gameweek up to N. */
  const seasonTo = (event: number) =>
    operatorCommand(['season', '--to', String(event)], { url: server.url, operatorToken: token });

  /** Every match of the cup, from the API. */
  const cupMatches = async (cup: number) =>
    (await getJson<{ results: Match[] }>(`/api/league/${cup}/cup-matches/`)).results;

  /**
   * Checks one round's table on the cup page against the API: each match's teams in order, a
   * bye's 'BYE', the score and the winner marked.
   */
  async function checkRound(page: Page, matches: readonly Match[]): Promise<void> {
    const first = matches[0]!;
    const table = page.getByRole('table', {
      name: `${first.knockout_name} - Gameweek ${first.event}`,
    });
    await table.waitFor();
    const rows = table.locator('tbody tr');
    // After a filter is chosen the page may still show the rows of before until its answer comes.
    await expect.poll(() => rows.count()).toBe(matches.length);
    for (const [i, m] of matches.entries()) {
      const cells = rows.nth(i).locator('td');
      expect(await cells.nth(0).textContent()).toContain(m.entry_1_name);
      if (m.is_bye) {
        expect(await cells.nth(2).textContent()).toBe('BYE');
        continue;
      }
      expect(await cells.nth(2).textContent()).toContain(m.entry_2_name);
      if (m.winner === null) continue;
      expect(await cells.nth(1).textContent()).toContain(
        `${m.entry_1_points} - ${m.entry_2_points}`,
      );
      const winnerCell = cells.nth(m.winner === m.entry_1_entry ? 0 : 2);
      expect(await winnerCell.textContent()).toContain('(winner)');
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

  it('five managers are in a league created with a cup, which waits for its draw', async () => {
    pages = [];
    ids = [];
    for (const name of TEAMS) {
      const page = await newPage(browser, 1280, server.url);
      ids.push(await newTeam(page, name));
      pages.push(page);
    }
    const [admin] = pages;
    await admin!.goto('/leagues/create/classic');
    await admin!.getByRole('heading', { name: 'Create a Classic League & Cup' }).waitFor();
    await admin!.getByLabel('League name').fill('The Cup League');
    await admin!.getByLabel('Who can see the league code').selectOption('l');
    await admin!.getByLabel('Add a cup to this league').check();
    await admin!.getByRole('button', { name: 'Create League' }).click();
    await admin!.waitForURL(/\/leagues\/\d+\/invite$/);
    leagueId = Number(/\/leagues\/(\d+)\/invite/.exec(admin!.url())![1]);
    const code = (await admin!.locator('.copy-value__text').first().textContent())!;
    for (const page of pages.slice(1)) {
      await page.goto('/leagues/join/private');
      await page.getByLabel('League code').fill(code);
      await page.getByRole('button', { name: 'Join League' }).click();
      await page.waitForURL('**/leagues');
    }

    // Five teams: four rounds would not fit, so the cup starts in Gameweek 36.
    const status = await getJson<CupStatus>(`/api/league/${leagueId}/cup-status/`);
    expect(status).toMatchObject({ qualification_event: 35, cup_league: null });
    await admin!.goto(`/leagues/${leagueId}/cup`);
    await admin!.waitForURL(`**/leagues/${leagueId}/cup-not-started`);
    await admin!.getByText('This cup will start in Gameweek 36').waitFor();
    await admin!.getByText('The draw for the first round is yet to be made').waitFor();
    await admin!.getByText('How the cup works').click();
    await admin!.getByText(/virtual coin toss/).waitFor();
    await shots(admin!, 'cup-not-started');

    await admin!.goto('/leagues/cups');
    await admin!.getByText('None of your leagues have a cup yet.').waitFor();
    await shots(admin!, 'leagues-cups-empty');
  });

  it('qualifies all five on Gameweek 35 and draws the Quarter-Finals with three byes', async () => {
    await seasonTo(35);
    const status = await getJson<CupStatus>(`/api/league/${leagueId}/cup-status/`);
    expect(status).toMatchObject({
      qualification_event: 35,
      qualification_numbers: 5,
      has_byes: true,
    });
    const cup = status.cup_league!;
    const drawn = await cupMatches(cup);
    expect(drawn).toHaveLength(4);
    expect(drawn.filter((m) => m.is_bye)).toHaveLength(3);
    expect(new Set(drawn.flatMap((m) => [m.entry_1_entry, m.entry_2_entry]))).toEqual(
      new Set([...ids, null]),
    );

    const [admin] = pages;
    await admin!.goto(`/leagues/${leagueId}/cup`);
    await admin!.getByText('This cup will start in Gameweek 36').waitFor();
    await checkRound(admin!, drawn);
    await shots(admin!, 'cup-drawn');
  });

  it('plays every round to the Final in Gameweek 38, shown as the API has it', async () => {
    await seasonTo(38);
    const status = await getJson<CupStatus>(`/api/league/${leagueId}/cup-status/`);
    const cup = status.cup_league!;
    const all = await cupMatches(cup);
    const rounds = [36, 37, 38].map((event) => all.filter((m) => m.event === event));
    expect(rounds.map((r) => [r.length, r[0]!.knockout_name])).toEqual([
      [4, 'Quarter-Finals'],
      [2, 'Semi-Finals'],
      [1, 'Final'],
    ]);
    expect(all.every((m) => m.winner !== null)).toBe(true);
    for (const [i, round] of rounds.slice(1).entries()) {
      const through = rounds[i]!.map((m) => m.winner).sort();
      expect(round.flatMap((m) => [m.entry_1_entry, m.entry_2_entry]).sort()).toEqual(through);
    }
    const final = rounds[2]![0]!;
    const champion = final.winner!;

    const [admin] = pages;
    await admin!.goto(`/leagues/${leagueId}/cup`);
    await admin!.getByText('This cup started in Gameweek 36').waitFor();
    for (const round of rounds) await checkRound(admin!, round);
    await shots(admin!, 'cup');

    // One gameweek and one team at a time.
    await admin!.getByLabel('Select gameweek').selectOption('38');
    await admin!.waitForURL(/event=38/);
    await checkRound(admin!, rounds[2]!);
    await expect.poll(() => admin!.getByRole('table').count()).toBe(1);
    await admin!.getByLabel('Select gameweek').selectOption('');
    const own = ids[0]!;
    await admin!.getByLabel('Select team').selectOption(String(own));
    await admin!.waitForURL(new RegExp(`entry=${own}`));
    const ownMatches = all.filter((m) => m.entry_1_entry === own || m.entry_2_entry === own);
    const eliminated = ownMatches.some((m) => m.winner !== own);
    if (eliminated) await admin!.getByText('This team has been eliminated').waitFor();
    for (const event of new Set(ownMatches.map((m) => m.event))) {
      await checkRound(
        admin!,
        ownMatches.filter((m) => m.event === event),
      );
    }
    await shots(admin!, 'cup-team');

    // Each manager's Cups tab: his last round and how it went.
    for (const [i, page] of pages.entries()) {
      const id = ids[i]!;
      const last = all
        .filter((m) => m.entry_1_entry === id || m.entry_2_entry === id)
        .sort((a, b) => b.event - a.event)[0]!;
      const expected = last.is_bye ? 'BYE' : last.winner === id ? 'W' : 'L';
      await page.goto('/leagues/cups');
      const row = page
        .getByRole('table', { name: 'League cups' })
        .getByRole('row', { name: /The Cup League/ });
      await row.waitFor();
      expect(await row.locator('td').nth(0).textContent()).toBe(last.knockout_name);
      expect(await row.locator('td').nth(1).textContent()).toBe(expected);
      if (id === champion) {
        expect(last.knockout_name).toBe('Final');
        expect(expected).toBe('W');
        await shots(page, 'leagues-cups');
      }
    }

    // The champion's profile lists the cup with the Final won.
    const winnerPage = pages[ids.indexOf(champion)]!;
    await winnerPage.goto(`/entry/${champion}/history`);
    await winnerPage.getByRole('tab', { name: 'Cups' }).click();
    const cupRow = winnerPage.getByRole('row', { name: /The Cup League/ });
    await cupRow.waitFor();
    expect(await cupRow.textContent()).toContain('Final');
    await shots(winnerPage, 'entry-cups');
  });
});
