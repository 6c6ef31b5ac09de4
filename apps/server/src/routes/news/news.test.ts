// The Scout's calls on a played season: operators' articles rendered inert, the game's own
// review with the finalised gameweek's figures, player news, the Most Valuable Teams and the
// Best Leagues against brute-force computations over the stored rows.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@ofl/db';
import type { NewsItem, NewsPage } from '@ofl/api';
import { useTestApp } from '../../../test/build-app';
import { runCommand } from '../../cli/commands';
import { createDemoPopulation } from '../../demo/demo-population';
import { playSeasonTo } from '../../demo/demo-season';

const TOKEN = 'scout-operator-token';
const PLAYED = 3;

const operator = (method: 'POST' | 'DELETE', url: string, payload?: unknown, token = TOKEN) =>
  t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
const get = async <T>(url: string) => (await t.app.inject(url)).json() as T;
/** The rows a statement reads from the played season's database. */
const rowsOf = <T>(query: SQL) => queryRows<T>(t.database.db, query);

const t = useTestApp({ operatorToken: TOKEN });
beforeAll(async () => {
  const { db } = t.database;
  await createDemoPopulation(db, 150, 7);
  await playSeasonTo(t.database, PLAYED, () => {});
}, 300_000);

describe('operator articles', () => {
  it('renders script tags, event handlers and javascript: links inert', async () => {
    const body = [
      '## Captain picks',
      'Hello <script>document.cookie</script> there.',
      '<img src=x onerror="alert(1)"> <a href="https://a.test" onclick="alert(1)">x</a>',
      '[click me](javascript:alert(1)) and [safe](https://example.org/)',
      '<a href="javascript:alert(2)">raw</a>',
    ].join('\n\n');
    const response = await operator('POST', '/api/operator/news/', {
      slug: 'inert-markdown',
      title: 'Inert',
      body,
    });
    expect(response.statusCode).toBe(201);
    const item = await get<NewsItem>(`/api/news/${(response.json() as NewsItem).id}/`);
    expect(item.body).toContain('<h2>Captain picks</h2>');
    expect(item.body).not.toMatch(/<script/i);
    expect(item.body).not.toMatch(/<img/i);
    expect(item.body).not.toMatch(/<[a-z][^>]*\son\w+=/i);
    for (const [, href] of item.body.matchAll(/<a\s[^>]*href="([^"]*)"/g)) {
      expect(href).toMatch(/^https?:/);
    }
    expect(item.body).toContain(
      '<a href="https://example.org/" rel="noopener noreferrer nofollow">safe</a>',
    );
  });

  it('refuses a call without the token, a bad slug, and removes by slug', async () => {
    expect(
      (await operator('POST', '/api/operator/news/', { slug: 'x', title: 'T' }, 'no')).statusCode,
    ).toBe(403);
    const bad = await operator('POST', '/api/operator/news/', { slug: 'Not A Slug', title: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json() as object).sort()).toEqual(['slug', 'title']);
    await operator('POST', '/api/operator/news/', { slug: 'short-lived', title: 'Gone soon' });
    expect((await operator('DELETE', '/api/operator/news/short-lived/')).statusCode).toBe(204);
    expect((await operator('DELETE', '/api/operator/news/short-lived/')).statusCode).toBe(404);
    expect((await t.app.inject('/api/news/999999/')).statusCode).toBe(404);
  });

  it('refuses a NUL character in a tag asked for or in an article, and stores nothing', async () => {
    const listed = await t.app.inject('/api/news/?tag=Scout%00');
    expect(listed.statusCode).toBe(400);
    expect(listed.json()).toEqual({ detail: 'Text may not contain a NUL character.' });
    const posted = await operator('POST', '/api/operator/news/', {
      slug: 'nul-title',
      title: 'Before\u0000after',
    });
    expect(posted.statusCode).toBe(400);
    expect((await operator('DELETE', '/api/operator/news/nul-title/')).statusCode).toBe(404);
  });

  it('publishes a Markdown file with front matter that leads the news, and rewrites it by slug', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'scout-'));
    const file = join(folder, 'derby.md');
    const front = (title: string) =>
      `---\nslug: derby-day\ntitle: ${title}\nsummary: Who to pick.\ntags: [Fantasy Football Scout, Picks]\nrelated: [inert-markdown]\n---\n# Derby\n\nPick **everyone**.\n`;
    writeFileSync(file, front('Derby day'));
    const lines: string[] = [];
    await runCommand(t.database, ['news', 'add', file], (l) => lines.push(l));
    expect(lines.join('\n')).toMatch(/Published 'Derby day' \(derby-day, id \d+\)/);
    const page = await get<NewsPage>('/api/news/?tag=Fantasy%20Football%20Scout&pageSize=7');
    const [lead] = page.content;
    expect(lead?.title).toBe('Derby day');
    expect(lead?.body).toContain('<strong>everyone</strong>');
    expect(lead?.related.map((r) => r.title)).toEqual(['Inert']);
    writeFileSync(file, front('Derby day, updated'));
    await runCommand(t.database, ['news', 'edit', file], () => {});
    const again = await get<NewsItem>(`/api/news/${lead!.id}/`);
    expect(again.title).toBe('Derby day, updated');
  });
});

describe('the news the game writes', () => {
  it('reviews each finalised gameweek with its own figures', async () => {
    const bootstrap = await get<{
      events: {
        id: number;
        average_entry_score: number;
        highest_score: number;
        highest_scoring_entry: number;
      }[];
    }>('/api/bootstrap-static/');
    const page = await get<NewsPage>('/api/news/?tag=Review&pageSize=50');
    expect(page.content.map((n) => n.title).sort()).toEqual(
      Array.from({ length: PLAYED }, (_, i) => `Gameweek ${i + 1} review`).sort(),
    );
    for (let event = 1; event <= PLAYED; event++) {
      const review = page.content.find((n) => n.title === `Gameweek ${event} review`)!;
      const figures = bootstrap.events.find((e) => e.id === event)!;
      const cells = (html: string) => [...html.matchAll(/<td>(.*?)<\/td>/g)].map((m) => m[1]!);
      const [average, highest, by] = cells(review.body);
      expect(Number(average)).toBe(figures.average_entry_score);
      expect(Number(highest)).toBe(figures.highest_score);
      expect(by).toContain(`/entry/${figures.highest_scoring_entry}/event/${event}/`);
      // Top scorers: the gameweek's five best by points, from the live payload.
      const live = await get<{
        elements: { id: number; stats: { total_points: number; minutes: number } }[];
      }>(`/api/event/${event}/live/`);
      const best = live.elements
        .filter((e) => e.stats.minutes > 0)
        .map((e) => e.stats.total_points)
        .sort((a, b) => b - a)
        .slice(0, 5);
      const scorers = review.body.split('<h2>Top scorers</h2>')[1]!.split('<h2>')[0]!;
      const points = [
        ...scorers.matchAll(/<tr>\s*<td>.*?<\/td>\s*<td>.*?<\/td>\s*<td>(\d+)<\/td>/g),
      ].map((m) => Number(m[1]));
      expect(points).toEqual(best);
      // The team of the week is the dream team's.
      const dream = await get<{ team: { points: number }[] }>(`/api/dream-team/${event}/`);
      const team = review.body.split('<h2>Team of the Week</h2>')[1]!.split('<h2>')[0]!;
      const teamPoints = [
        ...team.matchAll(/<tr>\s*<td>.*?<\/td>\s*<td>.*?<\/td>\s*<td>(\d+)<\/td>/g),
      ].map((m) => Number(m[1]));
      expect(teamPoints).toEqual(dream.team.map((p) => p.points));
      expect(new Date(review.date).getTime()).toBeGreaterThan(0);
    }
  });

  it('previews each gameweek and reports the nights prices moved', async () => {
    const previews = await get<NewsPage>('/api/news/?tag=Preview&pageSize=50');
    expect(previews.content.map((n) => n.title)).toContain(`Gameweek ${PLAYED + 1} preview`);
    const nights = await rowsOf<{ day: string }>(
      sql`select substr(step, 8) as day from runner_steps where step like 'prices:%'`,
    );
    const prices = await get<NewsPage>('/api/news/?tag=Price%20changes&pageSize=50');
    for (const item of prices.content) {
      expect(nights.map((n) => n.day)).toContain(item.date.slice(0, 10));
    }
  });

  it('gives injured players an expected return after the news was written', async () => {
    const injured = await rowsOf<{ news: string; news_added: Date; news_return: Date }>(
      sql`select news, news_added, news_return from elements where status = 'i' and news_return is not null`,
    );
    expect(injured.length).toBeGreaterThan(0);
    for (const p of injured) {
      expect(p.news).toMatch(/ - Expected back \d{1,2} [A-Z][a-z]{2}$/);
      expect(new Date(p.news_return).getTime()).toBeGreaterThan(new Date(p.news_added).getTime());
    }
  });
});

describe('GET stats/most-valuable-teams/ and stats/best-classic-private-leagues/', () => {
  it('lists the five teams worth most at the last deadline, as a brute force does', async () => {
    const all = await rowsOf<{
      id: number;
      name: string;
      first_name: string;
      last_name: string;
      value: number | null;
      transfers: number;
    }>(sql`select e.id, e.name, u.first_name, u.last_name, e.last_deadline_value as value,
                 e.last_deadline_total_transfers as transfers
          from entries e join users u on u.id = e.user_id`);
    const expected = all
      .filter((e) => e.value !== null)
      .sort((a, b) => b.value! - a.value! || a.id - b.id)
      .slice(0, 5)
      .map((e) => ({
        entry: e.id,
        name: e.name,
        player_name: `${e.first_name} ${e.last_name}`,
        value_with_bank: e.value!,
        total_transfers: e.transfers,
      }));
    expect(expected).toHaveLength(5);
    expect(await get('/api/stats/most-valuable-teams/')).toEqual(expected);
  });

  it('lists the invitational classic leagues of best average total, as a brute force does', async () => {
    const rows = await rowsOf<{
      league: number;
      name: string;
      type: string;
      scoring: string;
      total: number;
      ranked: boolean;
    }>(sql`select l.id as league, l.name, l.league_type as type, l.scoring, s.total,
                 s.entry_id is not null as ranked
          from leagues l join league_entries le on le.league_id = l.id
          left join league_standings s on s.phase = 1 and s.league_id = le.league_id
                                      and s.entry_id = le.entry_id`);
    const leagues = new Map<number, { name: string; totals: number[] }>();
    for (const r of rows.filter((r) => r.type === 'x' && r.scoring === 'c' && r.ranked)) {
      const l = leagues.get(r.league) ?? { name: r.name, totals: [] };
      l.totals.push(r.total);
      leagues.set(r.league, l);
    }
    const expected = [...leagues]
      .filter(([, l]) => l.totals.length >= 5)
      .map(([league, l]) => ({
        league,
        name: l.name,
        average: l.totals.reduce((a, b) => a + b, 0) / l.totals.length,
        num_entries: l.totals.length,
      }))
      .sort((a, b) => b.average - a.average || a.league - b.league)
      .slice(0, 5)
      .map(({ league, name, average, num_entries }) => ({
        league,
        name,
        average_score: Math.round(average * 10) / 10,
        num_entries,
      }));
    expect(expected.length).toBeGreaterThan(0);
    expect(await get('/api/stats/best-classic-private-leagues/')).toEqual(expected);
  });
});

describe('GET team/set-piece-notes/', () => {
  it('names who stands in while a first-choice taker is out', async () => {
    const { db } = t.database;
    const [club] = await rowsOf<{ team: number; id: number; web_name: string }>(
      sql`select team, id, web_name from elements where penalties_order = 1 order by team limit 1`,
    );
    const [second] = await rowsOf<{ web_name: string }>(
      sql`select web_name from elements where team = ${club!.team} and penalties_order = 2`,
    );
    await db.execute(sql`update elements set status = 'a' where team = ${club!.team}`);
    await db.execute(sql`update elements set status = 'i', news = 'Knee injury - Expected back 1 Jan',
        news_added = '2030-01-01T00:00:00Z' where id = ${club!.id}`);
    const notes = await get<{
      last_updated: string;
      teams: {
        id: number;
        notes: { info_message: string; source_link: string; external_link: boolean }[];
      }[];
    }>('/api/team/set-piece-notes/');
    expect(notes.last_updated).toBe('2030-01-01T00:00:00.000Z');
    const team = notes.teams.find((n) => n.id === club!.team)!;
    expect(team.notes).toContainEqual({
      info_message: `${club!.web_name} is out (Knee injury - Expected back 1 Jan): ${second!.web_name} is expected to take the penalties.`,
      source_link: '',
      external_link: false,
    });
    const others = await rowsOf<{ team: number }>(
      sql`select distinct team from elements where penalties_order is not null`,
    );
    expect(notes.teams.map((n) => n.id).sort((a, b) => a - b)).toEqual(
      others.map((o) => o.team).sort((a, b) => a - b),
    );
  });
});
