// The manager's home and The Scout on the demo in mid-season: every panel of the Status
// dashboard shows the API's figures, live and after the operator finalises the gameweek; an
// article published from a Markdown file leads The Scout; an injured player's news shows a
// return date in the future and is cleared once he plays again. At a phone's and a desktop's
// width.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import {
  advanceClock,
  baseUrl,
  launchBrowser,
  newPage,
  operatorCommand,
  screenshot,
  serverOfThisFile,
} from './fixtures';
import { newTeam } from './team-helpers';

// The game clock moves here, so on a server of this file's own.
serverOfThisFile();

interface Element {
  id: number;
  web_name: string;
  team: number;
  status: string;
  news: string;
  news_added: string | null;
  event_points: number;
  transfers_in_event: number;
  transfers_out_event: number;
}
interface Bootstrap {
  events: {
    id: number;
    name: string;
    is_current: boolean;
    is_next: boolean;
    average_entry_score: number;
    highest_score: number | null;
  }[];
  elements: Element[];
}
interface NewsPage {
  content: { id: number; title: string; summary: string | null; body: string }[];
}

const get = async <T>(path: string): Promise<T> =>
  (await (await fetch(new URL(path, baseUrl()))).json()) as T;

let browser: Browser;
let page: Page;
let entry: number;
let now: Date;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, 1280);
  entry = await newTeam(page, 'Status Check FC');
  // Mid-season: the gameweek after next live, an hour into its first day.
  const boot = await get<Bootstrap>('/api/bootstrap-static/');
  const live = boot.events.find((e) => e.is_next)!.id + 2;
  const fixtures = await get<{ kickoff_time: string }[]>(`/api/fixtures/?event=${live}`);
  const first = Math.min(...fixtures.map((f) => Date.parse(f.kickoff_time)));
  const state = await advanceClock(baseUrl(), { set: new Date(first + 60 * 60_000).toISOString() });
  expect(state.current_event).toBe(live);
  now = new Date(state.now);
}, 600_000);

afterAll(() => browser.close());

const rowsOf = async (page: Page, panel: string) =>
  page.getByRole('region', { name: panel }).locator('tbody tr').allInnerTexts();

/** Checks every panel of the dashboard against the API as it stands. */
async function checkDashboard(page: Page) {
  const boot = await get<Bootstrap>('/api/bootstrap-static/');
  const event = boot.events.find((e) => e.is_current)!;
  await page.goto('/');
  await page.getByRole('heading', { name: `${event.name} Status`, level: 1 }).waitFor();
  // The manager's name above the heading (it may also be a row of Most Valuable Teams).
  await expect
    .poll(() => page.locator('.dashboard > .page-intro').innerText())
    .toBe('Robin Fairweather');

  // Event status: one row per match day, its points state and bonus.
  const status = await get<{
    status: { date: string; points: string; bonus_added: boolean }[];
    leagues: string;
  }>('/api/event-status/');
  const label: Record<string, string> = { l: 'Live', p: 'Provisional', r: 'Confirmed', '': '-' };
  await expect
    .poll(() => rowsOf(page, 'Gameweek status'))
    .toEqual(
      status.status.map((d) => {
        const [y, m, day] = d.date.split('-');
        return `${day}/${m}/${y}\t${label[d.points]}\t${d.bonus_added ? 'Added' : '-'}`;
      }),
    );

  // The gameweek's figures and links.
  const info = page.getByRole('region', { name: event.name, exact: true });
  await expect
    .poll(() => info.locator('dd').first().innerText())
    .toBe(String(event.average_entry_score));
  await expect
    .poll(() => info.locator('dd').nth(1).innerText())
    .toBe(String(event.highest_score ?? '-'));
  expect(await info.getByRole('link', { name: 'My Team' }).getAttribute('href')).toBe(
    `/entry/${entry}/event/${event.id}`,
  );
  expect(await info.getByRole('link', { name: 'Prizes' }).getAttribute('href')).toBe('/prizes');

  // Latest from The Scout.
  const lead = (
    await get<NewsPage>('/api/news/?tag=Fantasy%20Football%20Scout&type=TEXT&pageSize=1')
  ).content[0];
  const scout = page.getByRole('region', { name: 'Latest from The Scout' });
  await scout.getByRole('heading', { name: lead!.title }).waitFor();

  // Team of the Week: its total and its player of the week.
  const dream = await get<{
    top_player: { id: number; points: number } | null;
    team: { points: number }[];
  }>(`/api/dream-team/${event.id}/`);
  const totw = page.getByRole('region', { name: 'Team of the Week' });
  if (dream.team.length > 0) {
    await expect
      .poll(() => totw.locator('dd').first().innerText())
      .toBe(String(dream.team.reduce((s, p) => s + p.points, 0)));
    const top = boot.elements.find((e) => e.id === dream.top_player!.id)!;
    await expect
      .poll(() => totw.locator('dd').nth(1).innerText())
      .toBe(`${top.web_name} ${dream.top_player!.points} pts`);
    // The team stands on a small pitch, a card for each of its players.
    await expect.poll(() => totw.locator('.pitch .pitch-card').count()).toBe(dream.team.length);
  } else {
    await totw.getByText('The team will appear here once the gameweek is played.').waitFor();
  }

  // The top five transfers in and out.
  const top = (key: 'transfers_in_event' | 'transfers_out_event') => {
    const counts = boot.elements
      .filter((e) => e[key] > 0)
      .sort((a, b) => b[key] - a[key] || a.id - b.id)
      .slice(0, 5)
      .map((e) => e[key].toLocaleString('en-GB'));
    return counts.length > 0 ? counts : ['No transfers yet this gameweek.'];
  };
  const transfers = page.getByRole('region', { name: 'Transfers' });
  await expect
    .poll(() => transfers.locator('table').first().locator('tbody td').allInnerTexts())
    .toEqual(top('transfers_in_event'));
  await expect
    .poll(() => transfers.locator('table').nth(1).locator('tbody td').allInnerTexts())
    .toEqual(top('transfers_out_event'));
  expect(await transfers.getByRole('link', { name: 'View all' }).first().getAttribute('href')).toBe(
    '/statistics/transfers_in_event',
  );

  // Player of the Week: the best nine of the gameweek, walked with the keyboard.
  const best = boot.elements
    .filter((e) => e.event_points > 0)
    .sort((a, b) => b.event_points - a.event_points || a.id - b.id)
    .slice(0, 9);
  const carousel = page.getByRole('group', { name: 'Players of the week' });
  if (best.length > 0) {
    await expect
      .poll(() => carousel.locator('.carousel__name').innerText())
      .toBe(best[0]!.web_name);
    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => carousel.locator('.carousel__name').innerText())
      .toBe(best[1 % best.length]!.web_name);
    await page.keyboard.press('ArrowLeft');
    await expect
      .poll(() => carousel.locator('.carousel__points').innerText())
      .toBe(`${best[0]!.event_points} pts`);
  }

  // Most Valuable Teams and Best Leagues, or their empty texts.
  const mvt = await get<{ name: string; value_with_bank: number }[]>(
    '/api/stats/most-valuable-teams/',
  );
  if (mvt.length === 0) {
    await page.getByText('The Most Valuable Teams will appear here when available.').waitFor();
  } else {
    await expect
      .poll(async () => (await rowsOf(page, 'Most Valuable Teams')).map((r) => r.split('\t')[1]))
      .toEqual(mvt.map((t) => `£${(t.value_with_bank / 10).toFixed(1)}m`));
  }
  const leagues = await get<{ name: string; average_score: number }[]>(
    '/api/stats/best-classic-private-leagues/',
  );
  if (leagues.length === 0) {
    await page.getByText('The Best Leagues will appear here when available.').waitFor();
  } else {
    await expect
      .poll(() => rowsOf(page, 'Best Leagues'))
      .toEqual(leagues.map((l) => `${l.name}\t${l.average_score.toFixed(1)}`));
  }

  // Player Availability: the sixteen latest players with news.
  const withNews = boot.elements
    .filter((e) => e.news !== '')
    .sort((a, b) =>
      (a.news_added ?? '') < (b.news_added ?? '')
        ? 1
        : (a.news_added ?? '') > (b.news_added ?? '')
          ? -1
          : a.team - b.team || a.id - b.id,
    )
    .slice(0, 16);
  const availability = page.getByRole('region', { name: 'Player Availability' });
  await expect
    .poll(() => availability.locator('.dashboard__news').allInnerTexts())
    .toEqual(withNews.map((e) => e.news));
}

describe('the Status dashboard', () => {
  it('shows the API figures in every panel while the gameweek is live', async () => {
    await checkDashboard(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-1280');
    const phone = await newPage(browser, 375);
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto('/');
    await phone.getByRole('heading', { name: /Status$/, level: 1 }).waitFor();
    await phone
      .getByRole('region', { name: 'Player Availability' })
      .locator('li')
      .first()
      .waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'dashboard-375');
    await phone.context().close();
  }, 120_000);

  it('shows the finalised gameweek after the operator finalises it', async () => {
    await operatorCommand(['finalise']);
    await checkDashboard(page);
    await page
      .getByRole('region', { name: 'Gameweek status' })
      .getByText('Confirmed')
      .first()
      .waitFor();
    await screenshot(page, 'dashboard-finalised-1280');
  }, 300_000);
});

describe('The Scout', () => {
  it('leads with an article an operator publishes from a Markdown file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'scout-'));
    const file = join(folder, 'captains.md');
    writeFileSync(
      file,
      [
        '---',
        'slug: captain-picks',
        'title: Captain picks for the weekend',
        'summary: Three names for the armband.',
        '---',
        '## The shortlist',
        '',
        'Back the **in-form** forwards. <script>window.hacked = true</script>',
        '',
        '[Unsafe](javascript:window.hacked=true) and [the rules](/help/rules).',
      ].join('\n'),
    );
    const report = await operatorCommand(['news', 'add', file]);
    expect(report.join('\n')).toContain("Published 'Captain picks for the weekend'");
    for (const width of [375, 1280]) {
      const scout = await newPage(browser, width);
      await scout.goto('/the-scout');
      const article = scout.locator('.scout__main article');
      await article
        .getByRole('heading', { name: 'Captain picks for the weekend', level: 2 })
        .waitFor();
      await article.getByRole('heading', { name: 'The shortlist' }).waitFor();
      expect(await article.locator('strong').innerText()).toBe('in-form');
      expect(await article.locator('script').count()).toBe(0);
      expect(await article.getByText('Unsafe').getAttribute('href')).toBeNull();
      expect(
        await scout.evaluate(() => (window as unknown as { hacked?: boolean }).hacked),
      ).toBeUndefined();
      await scout.getByRole('heading', { name: 'More from The Scout' }).waitFor();
      expect(await scout.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      expect(await seriousViolations(scout)).toEqual([]);
      await screenshot(scout, `the-scout-${width}`);
      await scout.context().close();
    }
    // The dashboard's panel leads with it too.
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Latest from The Scout' })
      .getByRole('heading', { name: 'Captain picks for the weekend' })
      .waitFor();
  }, 120_000);

  it("shows an injured player's return date in the future, and clears his news once he plays", async () => {
    const state = await advanceClock(baseUrl(), { advance: '1m' });
    now = new Date(state.now);
    const boot = await get<Bootstrap>('/api/bootstrap-static/');
    const injured = boot.elements
      .filter((e) => e.status === 'i' && / - Expected back \d{1,2} [A-Z][a-z]{2}$/.test(e.news))
      .map((e) => {
        const [, day, month] = / - Expected back (\d{1,2}) ([A-Z][a-z]{2})$/.exec(e.news)!;
        const added = new Date(e.news_added!);
        let back = new Date(`${day} ${month} ${added.getUTCFullYear()} 12:00 UTC`);
        if (back < added) {
          back = new Date(`${day} ${month} ${added.getUTCFullYear() + 1} 12:00 UTC`);
        }
        return { ...e, back };
      })
      .sort((a, b) => a.back.getTime() - b.back.getTime() || a.id - b.id);
    const player = injured.find((e) => e.back > now)!;
    expect(player).toBeDefined();
    const news = await newPage(browser, 1280);
    await news.goto('/the-scout/player-news');
    const row = news.getByRole('row', { name: new RegExp(player.web_name) }).first();
    await expect.poll(() => row.locator('td').innerText()).toBe(player.news);
    expect(player.back.getTime()).toBeGreaterThan(now.getTime());
    // The team news carousel: the next gameweek's fixtures with news, when there are four.
    const next = (
      await get<{ events: { id: number; is_next: boolean }[] }>('/api/bootstrap-static/')
    ).events.find((e) => e.is_next)!;
    const withNews = new Set(boot.elements.filter((e) => e.news !== '').map((e) => e.team));
    const fixtures = await get<{ id: number; team_h: number; team_a: number }[]>(
      `/api/fixtures/?event=${next.id}`,
    );
    const slides = fixtures.filter((f) => withNews.has(f.team_h) || withNews.has(f.team_a));
    const carousel = news.getByRole('region', { name: 'Team News' });
    if (slides.length >= 4) {
      await expect.poll(() => carousel.locator('.team-news__slide').count()).toBe(3);
    } else {
      expect(await carousel.count()).toBe(0);
    }
    expect(await seriousViolations(news)).toEqual([]);
    await screenshot(news, 'player-news-1280');
    const phone = await newPage(browser, 375);
    await phone.goto('/the-scout/player-news');
    await phone
      .getByRole('row', { name: new RegExp(player.web_name) })
      .first()
      .waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'player-news-375');
    await phone.context().close();

    // Gameweek by gameweek until he plays again: back in training first, then no news at all.
    let played = false;
    for (let round = 0; round < 14 && !played; round++) {
      const playing = (await get<Bootstrap>('/api/bootstrap-static/')).events.find(
        (e) => e.is_next,
      )!;
      await operatorCommand(['season', '--to', String(playing.id)]);
      const summary = await get<{ history: { round: number; minutes: number }[] }>(
        `/api/element-summary/${player.id}/`,
      );
      const current = (await get<Bootstrap>('/api/bootstrap-static/')).events.find(
        (e) => e.is_current,
      )!.id;
      played = summary.history.some((h) => h.round === current && h.minutes > 0);
      const after = (await get<Bootstrap>('/api/bootstrap-static/')).elements.find(
        (e) => e.id === player.id,
      )!;
      if (played) {
        expect(after.news).toBe('');
        expect(after.status).toBe('a');
      } else if (after.status === 'd') {
        expect(after.news).toMatch(
          /^Returned to training - 75% chance of playing$|chance of playing$/,
        );
      }
    }
    expect(played).toBe(true);
    await news.reload();
    await news.getByRole('heading', { name: 'Player News', level: 1 }).waitFor();
    await news.locator('tbody tr').first().waitFor();
    expect(await news.getByRole('button', { name: player.web_name, exact: true }).count()).toBe(0);
    await news.context().close();
  }, 600_000);

  it('lists every club set-piece takers in order, with its notes', async () => {
    const notes = await get<{ teams: { id: number; notes: { info_message: string }[] }[] }>(
      '/api/team/set-piece-notes/',
    );
    const boot = await get<{
      teams: { id: number; name: string }[];
      elements: { team: number; web_name: string; penalties_order: number | null }[];
    }>('/api/bootstrap-static/');
    const noted = notes.teams.find((t) => t.notes.length > 0);
    for (const width of [375, 1280]) {
      const sp = await newPage(browser, width);
      await sp.goto('/the-scout/set-piece-takers');
      await sp.getByRole('heading', { name: 'Set-Piece Takers', level: 1 }).waitFor();
      expect(await sp.locator('.set-pieces__club').count()).toBe(boot.teams.length);
      const club = boot.teams[0]!;
      const takers = boot.elements
        .filter((e) => e.team === club.id && e.penalties_order !== null)
        .sort((a, b) => a.penalties_order! - b.penalties_order!)
        .map((e) => e.web_name);
      const section = sp.getByRole('region', { name: club.name });
      await expect
        .poll(() => section.locator('dd').first().locator('li').allInnerTexts())
        .toEqual(takers);
      if (noted) {
        const name = boot.teams.find((t) => t.id === noted.id)!.name;
        await sp.getByRole('region', { name }).getByText(noted.notes[0]!.info_message).waitFor();
      }
      expect(await sp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      expect(await seriousViolations(sp)).toEqual([]);
      await screenshot(sp, `set-piece-takers-${width}`);
      await sp.context().close();
    }
  }, 120_000);
});
