// The next season: a demo season played to gameweek 38 with simulated managers and three real
// ones (an admin and two members of his league), then `new-season --generate --yes`, and what
// every returning manager finds: his account, last season in his history, every player's last
// season, his league to renew with its code or to rejoin with one click, the qualifying leagues.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { archiveSeason, queryRows } from '@ofl/db';
import { Browser, buildRegistration, useTestApp } from '../../../test/build-app';
import { autoPickedSquad, bootstrapElements, buildEntryWithSquad } from '../../../test/factories';
import { runCommand } from '../../cli/commands';
import { createDemoPopulation } from '../../demo/demo-population';
import { markDone } from '../../runner/steps';
import { playSeasonTo } from '../../demo/demo-season';

const MANAGERS = 100;

interface Manager {
  email: string;
  password: string;
  entryId: number;
}
const managers: Manager[] = [];
let leagueCode = '';
let before: { id: number; total: number; rank: number | null }[] = [];
let players: { code: number; total_points: number; start: number; end: number }[] = [];
const report: string[] = [];

async function signIn(m: Manager) {
  const browser = new Browser(t.app);
  const response = await browser.postForm('/accounts/login/', {
    login: m.email,
    password: m.password,
    redirect_uri: '/',
  });
  expect(response.headers.location).toMatch(/state=success/);
  return browser;
}

/** Picks the new season's squad for a returning manager, through squad selection. */
async function pickSquad(browser: Browser) {
  const response = await browser.send('POST', '/api/entry-create/', {
    email: false,
    favourite_team: null,
    name: 'Back Again',
    terms_agreed: true,
    picks: autoPickedSquad(await bootstrapElements(t)),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

const t = useTestApp();
beforeAll(async () => {
  await createDemoPopulation(t.database.db, MANAGERS, 5);
  for (let i = 0; i < 3; i++) {
    const registration = buildRegistration();
    const browser = new Browser(t.app);
    expect((await browser.send('POST', '/accounts/register/', registration)).statusCode).toBe(201);
    const { entryId } = await buildEntryWithSquad(t, { browser });
    managers.push({ email: registration.email, password: registration.password, entryId });
    if (i === 0) {
      const league = await browser.send('POST', '/api/leagues-classic/', {
        name: 'Old Friends',
        start_event: 1,
      });
      leagueCode = league.json().code;
    } else {
      const join = await browser.send('POST', '/api/leagues-private/join/', { code: leagueCode });
      expect(join.statusCode).toBe(201);
    }
  }
  await playSeasonTo(t.database, 38, () => {});
  before = await queryRows(
    t.database.db,
    sql`select id, summary_overall_points as total, summary_overall_rank as rank
        from entries order by id`,
  );
  players = await queryRows(
    t.database.db,
    sql`select code, total_points, now_cost - cost_change_start as start, now_cost as "end"
        from elements order by id`,
  );
  // A run killed after its first step: the archive is in and marked, the swap still to come.
  await t.database.db.transaction(async (tx) => {
    await archiveSeason(tx, '2025/26');
    await markDone(tx, 0, 'new-season:archived');
  });
  await runCommand(t.database, ['new-season', '--generate', '--yes'], (l) => report.push(l));
}, 900_000);

describe('new-season --generate', () => {
  it('archives 2025/26 and loads 2026/27 before its first deadline', async () => {
    expect(report.join('\n')).toMatch(/2025\/26 is archived and 2026\/27 loaded/);
    const bootstrap = (await t.app.inject('/api/bootstrap-static/')).json();
    expect(bootstrap.events).toHaveLength(38);
    expect(bootstrap.events.every((e: { finished: boolean }) => !e.finished)).toBe(true);
    expect(bootstrap.teams).toHaveLength(20);
    // The simulated managers have picked their squads; the real ones are yet to.
    expect(bootstrap.total_players).toBe(MANAGERS);
    const [counts] = await queryRows<{ picks: number; history: number; members: number }>(
      t.database.db,
      sql`select (select count(*)::int from entry_picks e join entries n on n.id = e.entry_id
                  join users u on u.id = n.user_id where u.password_hash <> '!demo') as picks,
                 (select count(*)::int from entry_history) as history,
                 (select count(*)::int from transfers) + (select count(*)::int from chip_plays)
                   as members`,
    );
    // Only the simulated managers have picked their new squads; nothing else carried over.
    expect(counts).toEqual({ picks: 0, history: 0, members: 0 });
  });

  it('refuses to start another season before this one is played', async () => {
    const lines: string[] = [];
    await runCommand(t.database, ['new-season', '--generate', '--yes'], (l) => lines.push(l));
    expect(lines.join('\n')).toMatch(/Gameweek 38 of 2026\/27 is not finalised yet/);
  });

  it('lets every account sign in, and sends a returning manager to squad selection', async () => {
    for (const m of managers) {
      const browser = await signIn(m);
      const me = (await browser.get('/api/me/')).json();
      expect(me.player.entry).toBeNull();
    }
  });

  it("puts each entry's season, total and rank into history.past", async () => {
    expect(before.length).toBe(MANAGERS + 3);
    for (const entry of before) {
      const history = (await t.app.inject(`/api/entry/${entry.id}/history/`)).json();
      expect(history.current).toEqual([]);
      expect(history.past).toEqual([
        { season_name: '2025/26', total_points: entry.total, rank: entry.rank },
      ]);
    }
    expect(before.every((e) => e.rank !== null && e.total > 0)).toBe(true);
  });

  it("gives every player's element summary last season's row", async () => {
    const elements = await bootstrapElements(t);
    const last = new Map(players.map((p) => [p.code, p]));
    const kept = elements.filter((e) => last.has(e.code));
    expect(kept.length).toBeGreaterThan(elements.length * 0.7);
    for (const element of kept) {
      const summary = (await t.app.inject(`/api/element-summary/${element.id}/`)).json();
      const season = last.get(element.code)!;
      expect(summary.history).toEqual([]);
      expect(summary.history_past).toHaveLength(1);
      expect(summary.history_past[0]).toMatchObject({
        season_name: '2025/26',
        element_code: element.code,
        start_cost: season.start,
        end_cost: season.end,
        total_points: season.total_points,
      });
    }
    const [archived] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from element_past_seasons where season_name = '2025/26'`,
    );
    expect(archived!.n).toBe(players.length);
  }, 300_000);

  it('renews a league with its code, and its members rejoin with one click', async () => {
    const [admin, member, other] = managers;
    const adminBrowser = await signIn(admin!);
    const memberBrowser = await signIn(member!);
    // Before the admin renews it there is nothing to rejoin.
    await pickSquad(memberBrowser);
    expect((await memberBrowser.get('/api/leagues-rejoin/')).json()).toEqual([]);

    await pickSquad(adminBrowser);
    const renewable = (await adminBrowser.get('/api/leagues-renewable/')).json();
    expect(renewable).toMatchObject([{ name: 'Old Friends', scoring: 'c' }]);
    const renewed = await adminBrowser.send(
      'POST',
      `/api/leagues-renewable/${renewable[0].id}/renew/`,
    );
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json().code).toBe(leagueCode);
    expect((await adminBrowser.get('/api/leagues-renewable/')).json()).toEqual([]);
    expect((await adminBrowser.get('/api/leagues-rejoin/')).json()).toEqual([]);

    const offers = (await memberBrowser.get('/api/leagues-rejoin/')).json();
    expect(offers).toEqual([
      { id: renewable[0].id, league: renewed.json().id, name: 'Old Friends' },
    ]);
    const joined = await memberBrowser.send('POST', `/api/leagues-rejoin/${offers[0].id}/`);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ id: renewed.json().id, name: 'Old Friends' });
    expect((await memberBrowser.get('/api/leagues-rejoin/')).json()).toEqual([]);
    expect(
      (await memberBrowser.send('POST', `/api/leagues-rejoin/${offers[0].id}/`)).statusCode,
    ).toBe(404);
    const entry = (await memberBrowser.get(`/api/entry/${member!.entryId}/`)).json();
    expect(entry.leagues.classic.map((l: { name: string }) => l.name)).toContain('Old Friends');

    // The other member is offered it too; a stranger is not, and cannot take his offer.
    const otherBrowser = await signIn(other!);
    await pickSquad(otherBrowser);
    expect((await otherBrowser.get('/api/leagues-rejoin/')).json()).toHaveLength(1);
    const stranger = await buildEntryWithSquad(t);
    expect((await stranger.browser.get('/api/leagues-rejoin/')).json()).toEqual([]);
    expect(
      (await stranger.browser.send('POST', `/api/leagues-rejoin/${offers[0].id}/`)).statusCode,
    ).toBe(404);
  });

  it('makes the Top 1% and Top 10% leagues of exactly the best archived ranks', async () => {
    const ranked = before.filter((e) => e.rank !== null);
    for (const [percent, name] of [
      [1, 'Top 1% 25/26 League'],
      [10, 'Top 10% 25/26 League'],
    ] as const) {
      const cutoff = Math.ceil((ranked.length * percent) / 100);
      const expected = ranked.filter((e) => e.rank! <= cutoff).map((e) => e.id);
      const members = await queryRows<{ entry_id: number }>(
        t.database.db,
        sql`select m.entry_id from league_entries m join leagues l on l.id = m.league_id
            where l.short_name = ${`top-${percent}%`} and l.name = ${name}
            order by m.entry_id`,
      );
      expect(members.map((m) => m.entry_id)).toEqual(expected.sort((a, b) => a - b));
      expect(expected.length).toBeGreaterThan(0);
    }
  });

  it('plays the new season: the returning teams score and keep last season', async () => {
    await playSeasonTo(t.database, 1, () => {});
    const [admin] = managers;
    const history = (await t.app.inject(`/api/entry/${admin!.entryId}/history/`)).json();
    expect(history.current).toHaveLength(1);
    expect(history.past).toHaveLength(1);
    const [played] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from entry_history where event = 1`,
    );
    expect(played!.n).toBe(MANAGERS + 4);
  });
});
