import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@ofl/db';
import { Browser, buildTestApp, type TestApp } from '../../../test/build-app';
import { buildEntryWithSquad, buildSignedInUser } from '../../../test/factories';
import { createDemoPopulation } from '../../demo/demo-population';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Manager = Awaited<ReturnType<typeof buildEntryWithSquad>>;

const create = (m: Manager, body: Record<string, unknown> = {}) =>
  m.browser.send('POST', '/api/leagues-classic/', {
    name: 'Office League',
    start_event: 1,
    ...body,
  });

async function createLeague(m: Manager, body: Record<string, unknown> = {}) {
  const response = await create(m, body);
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; code: string; admin_entry: number };
}

const join = (m: Manager, code: string) =>
  m.browser.send('POST', '/api/leagues-private/join/', { code, entry: m.entryId });

/** A manager's new league (made with `body`) and a second manager, not in it yet. */
async function leagueAndFriend(body: Record<string, unknown> = {}) {
  const admin = await buildEntryWithSquad(t);
  const friend = await buildEntryWithSquad(t);
  return { admin, friend, league: await createLeague(admin, body) };
}

/** A manager's new league and a second manager (made with `options`) who joined it. */
async function leagueWithMember(options?: Parameters<typeof buildEntryWithSquad>[1]) {
  const admin = await buildEntryWithSquad(t);
  const member = await buildEntryWithSquad(t, options);
  const league = await createLeague(admin);
  await join(member, league.code);
  return { admin, member, league };
}

/** The code and message of a 400 answer, wherever the catalogue puts them. */
function errorOf(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as Record<string, { code: string; message: string }[]>;
  return (body.non_field_errors ?? body.code)![0]!;
}

const setting = (key: string, value: number) =>
  t.database.db.execute(
    sql`update game_settings set settings = jsonb_set(settings, ${`{${key}}`}, ${String(value)}::jsonb)`,
  );

describe('creating an invitational classic league', () => {
  it('makes the creator its admin and member, with a six-character code', async () => {
    const admin = await buildEntryWithSquad(t);
    const league = await createLeague(admin, { name: 'Shabanga', has_cup: true });
    expect(league).toMatchObject({
      name: 'Shabanga',
      league_type: 'x',
      scoring: 'c',
      admin_entry: admin.entryId,
      start_event: 1,
      code_privacy: 'p',
      has_cup: true,
      entry_can_admin: true,
    });
    expect(league.code).toMatch(/^[a-z0-9]{6}$/);
    const entry = (await admin.browser.get(`/api/entry/${admin.entryId}/`)).json();
    const mine = entry.leagues.classic.find((l: { id: number }) => l.id === league.id);
    expect(mine).toMatchObject({ entry_can_admin: true, entry_can_leave: false, entry_rank: 0 });
  });

  it('refuses a name over 30 characters, a blank one and an unknown gameweek, and stores nothing', async () => {
    const admin = await buildEntryWithSquad(t);
    const long = await create(admin, { name: 'x'.repeat(31) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ name: ['Ensure this field has no more than 30 characters.'] });
    expect((await create(admin, { name: '  ' })).json()).toEqual({
      name: ['This field may not be blank.'],
    });
    expect(errorOf(await create(admin, { start_event: 99 })).code).toBe('invalid_start_event');
    expect((await create(admin, { start_event: 'one' })).statusCode).toBe(400);
    const entry = (await admin.browser.get(`/api/entry/${admin.entryId}/`)).json();
    expect(entry.leagues.classic.every((l: { league_type: string }) => l.league_type !== 'x')).toBe(
      true,
    );
  });

  it('needs a signed-in manager with a team', async () => {
    const visitor = new Browser(t.app);
    expect(
      (await visitor.send('POST', '/api/leagues-classic/', { name: 'A', start_event: 1 }))
        .statusCode,
    ).toBe(401);
    const noTeam = await buildSignedInUser(t);
    expect(
      (await noTeam.send('POST', '/api/leagues-classic/', { name: 'A', start_event: 1 }))
        .statusCode,
    ).toBe(403);
  });
});

describe('joining by code', () => {
  it('joins, then says already joined; the code is case-blind', async () => {
    const { friend, league } = await leagueAndFriend();
    const joined = await join(friend, ` ${league.code.toUpperCase()} `);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({
      id: league.id,
      entry_can_leave: true,
      entry_can_admin: false,
    });
    expect(errorOf(await join(friend, league.code))).toEqual({
      code: 'already_joined',
      message: 'You are already entered in this league.',
    });
  });

  it('answers the catalogue for a blank, too long or unknown code', async () => {
    const friend = await buildEntryWithSquad(t);
    expect(errorOf(await join(friend, '')).code).toBe('blank');
    expect(errorOf(await join(friend, 'abcdefg'))).toEqual({
      code: 'max_length',
      message: 'Invalid code entered. Please check the code.',
    });
    // A long paste too, not only one character too many: the catalogue's code, not a bare text.
    expect(errorOf(await join(friend, 'x'.repeat(300)))).toEqual({
      code: 'max_length',
      message: 'Invalid code entered. Please check the code.',
    });
    expect(errorOf(await join(friend, 'zzzzzz'))).toEqual({
      code: 'invalid',
      message:
        'Invalid code entered. Please check the code and confirm with the league administrator if you are still having problems.',
    });
  });

  it('refuses an update of nothing, and keeps the league as it was', async () => {
    const { admin, league } = await leagueAndFriend();
    const detail = async () =>
      (await admin.browser.get(`/api/leagues-classic/${league.id}/`)).json();
    const before = await detail();
    for (const body of [{}, { foo: 1 }]) {
      const put = await admin.browser.send('PUT', `/api/leagues-classic/${league.id}/`, body);
      expect(errorOf(put).code).toBe('nothing_to_change');
    }
    expect(await detail()).toEqual(before);
  });

  it('keeps a closed league closed to new entries', async () => {
    const { admin, friend, league } = await leagueAndFriend();
    const put = await admin.browser.send('PUT', `/api/leagues-classic/${league.id}/`, {
      closed: true,
    });
    expect(put.json()).toMatchObject({ closed: true });
    expect(errorOf(await join(friend, league.code))).toEqual({
      code: 'league_closed',
      message: 'This league is closed to new entries.',
    });
  });

  it('stops at league_join_private_max invitational leagues, joining and creating', async () => {
    await setting('league_join_private_max', 2);
    try {
      const admin = await buildEntryWithSquad(t);
      const friend = await buildEntryWithSquad(t);
      const leagues = [await createLeague(admin), await createLeague(admin)];
      expect(errorOf(await create(admin))).toEqual({
        code: 'max_private_entries',
        message: 'You may only enter 2 invitational leagues',
      });
      const other = await createLeague(friend);
      await join(friend, leagues[0]!.code);
      expect(errorOf(await join(friend, leagues[1]!.code))).toEqual({
        code: 'max_private_entries',
        message:
          'You are in the maximum number of 2 invitational leagues & cups. Before you can join a new league you will need to leave one of these leagues.',
      });
      expect(other.id).toBeGreaterThan(0);
    } finally {
      await setting('league_join_private_max', 30);
    }
  });

  it('checks a code for the auto-join dialog without joining', async () => {
    const { friend, league } = await leagueAndFriend({ name: 'Auto League' });
    const check = await friend.browser.send('POST', '/api/league/code-check/', {
      code: league.code,
    });
    expect(check.json()).toEqual({
      id: league.id,
      name: 'Auto League',
      scoring: 'c',
      entry_is_member: false,
    });
    await join(friend, league.code);
    const again = await friend.browser.send('POST', '/api/league/code-check/', {
      code: league.code,
    });
    expect(again.json()).toMatchObject({ entry_is_member: true });
    expect(
      errorOf(await friend.browser.send('POST', '/api/league/code-check/', { code: 'nope00' }))
        .code,
    ).toBe('invalid');
  });

  it('will not join, nor check a code, for another entry', async () => {
    const { admin, friend, league } = await leagueAndFriend();
    for (const path of ['/api/leagues-private/join/', '/api/league/code-check/']) {
      const response = await friend.browser.send('POST', path, {
        code: league.code,
        entry: admin.entryId,
      });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 403 });
    }
  });
});

describe('the code, as code_privacy says', () => {
  const codeSeenBy = async (m: Manager | Browser, leagueId: number) => {
    const browser = m instanceof Browser ? m : m.browser;
    const answer = await browser.get(`/api/league/${leagueId}/code/`);
    const detail = (await browser.get(`/api/leagues-classic/${leagueId}/`)).json();
    return { status: answer.statusCode, detailCode: detail.code as string | null };
  };

  it('p: the admin only; l: members too; a: every player; closed: the admin only', async () => {
    const admin = await buildEntryWithSquad(t);
    const member = await buildEntryWithSquad(t);
    const outsider = await buildEntryWithSquad(t);
    const visitor = new Browser(t.app);
    const league = await createLeague(admin, { code_privacy: 'p' });
    await join(member, league.code);
    const seen = async () => [
      (await codeSeenBy(admin, league.id)).status,
      (await codeSeenBy(member, league.id)).status,
      (await codeSeenBy(outsider, league.id)).status,
      (await codeSeenBy(visitor, league.id)).status,
    ];
    expect(await seen()).toEqual([200, 403, 403, 403]);
    expect((await codeSeenBy(member, league.id)).detailCode).toBeNull();
    await admin.browser.send('PUT', `/api/leagues-classic/${league.id}/`, { code_privacy: 'l' });
    expect(await seen()).toEqual([200, 200, 403, 403]);
    expect((await codeSeenBy(member, league.id)).detailCode).toBe(league.code);
    await admin.browser.send('PUT', `/api/leagues-classic/${league.id}/`, { code_privacy: 'a' });
    expect(await seen()).toEqual([200, 200, 200, 403]);
    await admin.browser.send('PUT', `/api/leagues-classic/${league.id}/`, { closed: true });
    expect(await seen()).toEqual([200, 403, 403, 403]);
    const memberView = (await member.browser.get(`/api/leagues-classic/${league.id}/`)).json();
    expect(memberView).toMatchObject({ entry_can_invite: false, entry_can_admin: false });
  });
});

describe('administration', () => {
  it('only the admin edits, regenerates, bans, searches and deletes', async () => {
    const { admin, member, league } = await leagueWithMember();
    const b = member.browser;
    expect(
      (await b.send('PUT', `/api/leagues-classic/${league.id}/`, { name: 'Mine' })).statusCode,
    ).toBe(403);
    expect((await b.send('POST', `/api/league/${league.id}/code/regenerate/`)).statusCode).toBe(
      403,
    );
    expect(
      (await b.send('POST', `/api/league/${league.id}/bans/ban/`, { entry: admin.entryId }))
        .statusCode,
    ).toBe(403);
    expect(
      (await b.send('POST', `/api/league/${league.id}/bans/unban/`, { entry: admin.entryId }))
        .statusCode,
    ).toBe(403);
    expect((await b.get(`/api/league/${league.id}/search-entries/?search=a`)).statusCode).toBe(403);
    expect(
      (await b.send('POST', '/api/leagues-private/delete/', { league: league.id })).statusCode,
    ).toBe(403);
    const detail = (await b.get(`/api/leagues-classic/${league.id}/`)).json();
    expect(detail).toMatchObject({ name: 'Office League', admin_entry: admin.entryId, bans: [] });
  });

  it('regenerates the code: the old one stops working', async () => {
    const { admin, friend, league } = await leagueAndFriend();
    const fresh = (
      await admin.browser.send('POST', `/api/league/${league.id}/code/regenerate/`)
    ).json();
    expect(fresh.code).toMatch(/^[a-z0-9]{6}$/);
    expect(fresh.code).not.toBe(league.code);
    expect(errorOf(await join(friend, league.code)).code).toBe('invalid');
    expect((await join(friend, fresh.code)).statusCode).toBe(201);
  });

  it('bans a member, who cannot rejoin until unbanned', async () => {
    const { admin, member, league } = await leagueWithMember({ name: 'Banned Eleven' });
    const search = await admin.browser.get(
      `/api/league/${league.id}/search-entries/?search=banned`,
    );
    expect(search.json().results).toEqual([
      { entry: member.entryId, entry_name: 'Banned Eleven', player_name: 'Alex Morgan' },
    ]);
    const everyone = (await admin.browser.get(`/api/league/${league.id}/entries/`)).json();
    expect(everyone.results.map((r: { entry: number }) => r.entry)).toEqual([member.entryId]);
    const banned = await admin.browser.send('POST', `/api/league/${league.id}/bans/ban/`, {
      entry: member.entryId,
    });
    expect(banned.json().bans).toEqual([{ entry: member.entryId, player_name: 'Alex Morgan' }]);
    expect(errorOf(await join(member, league.code))).toEqual({
      code: 'entry_banned',
      message: 'The creator of this league has banned you from entering.',
    });
    const entry = (await member.browser.get(`/api/entry/${member.entryId}/`)).json();
    expect(entry.leagues.classic.some((l: { id: number }) => l.id === league.id)).toBe(false);
    await admin.browser.send('POST', `/api/league/${league.id}/bans/unban/`, {
      entry: member.entryId,
    });
    expect((await join(member, league.code)).statusCode).toBe(201);
    expect(
      errorOf(
        await admin.browser.send('POST', `/api/league/${league.id}/bans/ban/`, {
          entry: admin.entryId,
        }),
      ).code,
    ).toBe('cannot_ban_admin');
  });

  it('hands the league to a member, and deletes it', async () => {
    const admin = await buildEntryWithSquad(t);
    const member = await buildEntryWithSquad(t);
    const outsider = await buildEntryWithSquad(t);
    const league = await createLeague(admin);
    await join(member, league.code);
    expect(
      errorOf(
        await admin.browser.send('PUT', `/api/leagues-classic/${league.id}/`, {
          admin_entry: outsider.entryId,
        }),
      ).code,
    ).toBe('admin_not_member');
    const handed = await admin.browser.send('PUT', `/api/leagues-classic/${league.id}/`, {
      admin_entry: member.entryId,
    });
    expect(handed.json()).toMatchObject({ admin_entry: member.entryId, entry_can_admin: false });
    expect(
      (await member.browser.send('POST', '/api/leagues-private/delete/', { league: league.id }))
        .statusCode,
    ).toBe(204);
    expect((await admin.browser.get(`/api/leagues-classic/${league.id}/`)).statusCode).toBe(404);
  });

  it('refuses bad bodies with 400 and changes nothing', async () => {
    const admin = await buildEntryWithSquad(t);
    const league = await createLeague(admin);
    const bad = await admin.browser.send('PUT', `/api/leagues-classic/${league.id}/`, {
      code_privacy: 'z',
      closed: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['closed', 'code_privacy']);
    expect((await admin.browser.get(`/api/leagues-classic/${league.id}/`)).json()).toMatchObject({
      code_privacy: 'p',
      closed: false,
    });
    expect(
      (await admin.browser.send('POST', `/api/league/${league.id}/bans/ban/`, { entry: 'x' }))
        .statusCode,
    ).toBe(400);
    expect((await admin.browser.get('/api/leagues-classic/nope/')).statusCode).toBe(404);
  });
});

describe('leaving', () => {
  it('a member leaves; the admin and a general league cannot be left', async () => {
    const { admin, member, league } = await leagueWithMember();
    expect((await member.browser.send('POST', `/api/league/${league.id}/leave/`)).statusCode).toBe(
      204,
    );
    expect((await member.browser.send('POST', `/api/league/${league.id}/leave/`)).statusCode).toBe(
      404,
    );
    expect(errorOf(await admin.browser.send('POST', `/api/league/${league.id}/leave/`)).code).toBe(
      'admin_cannot_leave',
    );
    const entry = (await member.browser.get(`/api/entry/${member.entryId}/`)).json();
    const overall = entry.leagues.classic.find(
      (l: { short_name: string }) => l.short_name === 'overall',
    );
    expect(overall).toMatchObject({ league_type: 's', entry_can_leave: false });
    expect(
      errorOf(await member.browser.send('POST', `/api/league/${overall.id}/leave/`)).code,
    ).toBe('cannot_leave');
  });
});

describe('public leagues', () => {
  it('places an entry in a League N with room, up to league_join_public_max, and lets it leave before the start', async () => {
    await setting('league_max_size_public_classic', 2);
    await setting('league_join_public_max', 2);
    try {
      const a = await buildEntryWithSquad(t);
      const b = await buildEntryWithSquad(t);
      const c = await buildEntryWithSquad(t);
      const publicJoin = (m: Manager) =>
        m.browser.send('POST', '/api/leagues-public/join/', { scoring: 'c', entry: m.entryId });
      const first = (await publicJoin(a)).json();
      expect(first).toMatchObject({
        league_type: 'c',
        name: `League ${first.id}`,
        entry_can_leave: true,
        max_entries: 2,
      });
      expect((await publicJoin(b)).json().id).toBe(first.id);
      const third = (await publicJoin(c)).json();
      expect(third.id).not.toBe(first.id);
      const second = (await publicJoin(a)).json();
      expect(second.id).not.toBe(first.id);
      expect(errorOf(await publicJoin(a))).toEqual({
        code: 'public_league_max_exceeded',
        message: 'You may only enter 2 public leagues',
      });
      expect((await a.browser.send('POST', `/api/league/${first.id}/leave/`)).statusCode).toBe(204);
      // The place left counts for a public head-to-head league as well.
      const h2h = await a.browser.send('POST', '/api/leagues-public/join/', { scoring: 'h' });
      expect(h2h.statusCode).toBe(201);
      expect(h2h.json()).toMatchObject({ scoring: 'h', league_type: 'c' });
      expect(errorOf(await publicJoin(a)).code).toBe('public_league_max_exceeded');
    } finally {
      await setting('league_max_size_public_classic', 20);
      await setting('league_join_public_max', 5);
    }
  });
});

describe('general leagues', () => {
  it('puts a new entry in Overall, its club, its region, its first gameweek and Second Chance', async () => {
    const m = await buildEntryWithSquad(t, { favourite_team: 3 });
    const entry = (await m.browser.get(`/api/entry/${m.entryId}/`)).json();
    const names = entry.leagues.classic.map((l: { short_name: string }) => l.short_name).sort();
    expect(names).toEqual(['event-1', 'overall', 'region-241', 'sc', 'team-3']);
    const sc = entry.leagues.classic.find((l: { short_name: string }) => l.short_name === 'sc');
    expect(sc).toMatchObject({ name: 'Second Chance', start_event: 21, league_type: 's' });
  });

  it('moves the fan league with the favourite club before the first deadline', async () => {
    const m = await buildEntryWithSquad(t, { favourite_team: 3 });
    const update = await m.browser.send('POST', '/api/entry-update/', {
      name: 'Moved',
      favourite_team: 5,
    });
    expect(update.statusCode).toBe(200);
    const names = update.json().leagues.classic.map((l: { short_name: string }) => l.short_name);
    expect(names).toContain('team-5');
    expect(names).not.toContain('team-3');
  });
});

describe('standings before any table', () => {
  it('lists every member as a new entry, in the sample shape', async () => {
    const admin = await buildEntryWithSquad(t, { name: 'First In' });
    const league = await createLeague(admin);
    const standings = await new Browser(t.app).get(
      `/api/leagues-classic/${league.id}/standings/?page_standings=x`,
    );
    expect(standings.statusCode).toBe(200);
    const body = standings.json();
    expect(Object.keys(body).sort()).toEqual([
      'last_updated_data',
      'league',
      'live',
      'new_entries',
      'standings',
    ]);
    expect(body.standings).toEqual({ has_next: false, page: 1, results: [] });
    expect(body.new_entries.results).toEqual([
      expect.objectContaining({
        entry: admin.entryId,
        entry_name: 'First In',
        player_first_name: 'Alex',
        player_last_name: 'Morgan',
      }),
    ]);
    expect(Object.keys(body.league).sort()).toEqual(
      [
        'admin_entry',
        'closed',
        'code_privacy',
        'created',
        'cup_league',
        'has_cup',
        'id',
        'league_type',
        'max_entries',
        'name',
        'rank',
        'scoring',
        'start_event',
      ].sort(),
    );
  });

  it('pages the new entries fifty at a time, in the order they joined', async () => {
    const admin = await buildEntryWithSquad(t, { name: 'Page Setter' });
    const league = await createLeague(admin);
    // Sixty more members, joined a minute apart after the admin.
    const { db } = t.database;
    await createDemoPopulation(db, 60, 7);
    await db.execute(sql`
      insert into league_entries (entry_id, league_id, joined_at)
      select e.id, ${league.id}, now() + make_interval(mins => row_number() over (order by e.id)::int)
      from entries e where e.id <> ${admin.entryId} order by e.id desc limit 60`);
    const members = await queryRows<{ entry_id: number }>(
      db,
      sql`select entry_id from league_entries where league_id = ${league.id}
          order by joined_at, entry_id`,
    );
    const order = members.map((r) => r.entry_id);
    expect(order.length).toBeGreaterThan(50);
    const page = async (n: number) =>
      (
        await new Browser(t.app).get(
          `/api/leagues-classic/${league.id}/standings/?page_new_entries=${n}`,
        )
      ).json().new_entries as { has_next: boolean; page: number; results: { entry: number }[] };
    const first = await page(1);
    expect(first).toMatchObject({ has_next: true, page: 1 });
    expect(first.results.map((r) => r.entry)).toEqual(order.slice(0, 50));
    const second = await page(2);
    expect(second).toMatchObject({ has_next: false, page: 2 });
    expect(second.results.map((r) => r.entry)).toEqual(order.slice(50, 100));
  });
});
