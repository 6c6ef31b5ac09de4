// A head-to-head league through a whole season: created and joined before its first deadline,
// locked with its schedule at that deadline, its matches scored and its table written at each
// finalisation, and a one-round knock-out, the final, in the last gameweek.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { h2hStandings, type EntryId, type H2hResult } from '@ofl/engine';
import { queryRows } from '@ofl/db';
import { Browser, buildTestApp, type TestApp } from '../../../test/build-app';
import { buildEntryWithSquad } from '../../../test/factories';
import { playSeasonTo } from '../../demo/demo-season';

let t: TestApp;
type Manager = Awaited<ReturnType<typeof buildEntryWithSquad>>;
let managers: Manager[];
/** A manager who never got in: the league was full, then locked. */
let sixth: Manager;
let league: { id: number; code: string };

/** The code and message of a 400 answer. */
function errorOf(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as Record<string, { code: string; message: string }[]>;
  return (body.non_field_errors ?? body.code)![0]!;
}

interface Match {
  id: number;
  event: number;
  entry_1_entry: number | null;
  entry_1_name: string;
  entry_1_points: number;
  entry_1_win: number;
  entry_1_draw: number;
  entry_1_loss: number;
  entry_1_total: number;
  entry_2_entry: number | null;
  entry_2_name: string;
  entry_2_points: number;
  is_knockout: boolean;
  winner: number | null;
  knockout_name: string;
}

async function allMatches(id: number): Promise<Match[]> {
  const out: Match[] = [];
  for (let page = 1; ; page++) {
    const body = (
      await new Browser(t.app).get(`/api/leagues-h2h-matches/league/${id}/?page=${page}`)
    ).json();
    out.push(...body.results);
    if (!body.has_next) return out;
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  managers = [];
  for (const name of ['Admin Eleven', 'Two Eleven', 'Three Eleven', 'Four Eleven', 'Five Eleven']) {
    managers.push(await buildEntryWithSquad(t, { name }));
  }
}, 300_000);
afterAll(() => t.close());

describe('creating and joining a head-to-head league', () => {
  it('checks the knock-out rounds, the size and the start gameweek', async () => {
    const admin = managers[0]!;
    const create = (body: Record<string, unknown>) =>
      admin.browser.send('POST', '/api/leagues-h2h/', { name: 'Rivals', start_event: 1, ...body });
    expect(errorOf(await create({ ko_rounds: 4 })).code).toBe('invalid_ko_rounds');
    expect(errorOf(await create({ ko_rounds: 2, max_entries: 3 })).code).toBe(
      'invalid_max_entries',
    );
    expect(errorOf(await create({ max_entries: 17 })).code).toBe('invalid_max_entries');
    expect(errorOf(await create({ ko_rounds: 1, start_event: 38 })).code).toBe(
      'invalid_start_event',
    );
    const made = await create({ ko_rounds: 1, max_entries: 5 });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      scoring: 'h',
      league_type: 'x',
      ko_rounds: 1,
      max_entries: 5,
      started: false,
      entry_can_admin: true,
    });
    league = made.json();
  });

  it('changes only the size or the knock-out rounds, and refuses an update of nothing', async () => {
    const admin = managers[0]!;
    const put = (body: Record<string, unknown>) =>
      admin.browser.send('PUT', `/api/leagues-h2h/${league.id}/`, body);
    for (const body of [{}, { foo: 1 }]) {
      expect(errorOf(await put(body)).code).toBe('nothing_to_change');
    }
    expect((await put({ max_entries: 6 })).json()).toMatchObject({ max_entries: 6, ko_rounds: 1 });
    expect((await put({ ko_rounds: 2 })).json()).toMatchObject({ max_entries: 6, ko_rounds: 2 });
    expect((await put({ ko_rounds: 1, max_entries: 5 })).json()).toMatchObject({
      max_entries: 5,
      ko_rounds: 1,
      name: 'Rivals',
    });
  });

  it('refuses a gameweek past any season as a filter of its matches', async () => {
    for (const event of [32768, 2 ** 31, '9223372036854775808', -1, 1001]) {
      const response = await new Browser(t.app).get(
        `/api/leagues-h2h-matches/league/${league.id}/?event=${event}`,
      );
      expect({ event, status: response.statusCode }).toEqual({ event, status: 400 });
      expect(response.json()).toEqual({ event: expect.arrayContaining([expect.any(String)]) });
    }
  });

  it('lets four join by code, then is full', async () => {
    for (const m of managers.slice(1)) {
      const joined = await m.browser.send('POST', '/api/leagues-private/join/', {
        code: league.code,
      });
      expect(joined.statusCode).toBe(201);
      expect(joined.json()).toMatchObject({ scoring: 'h', entry_can_leave: true });
    }
    sixth = await buildEntryWithSquad(t, { name: 'Six Eleven' });
    expect(
      errorOf(await sixth.browser.send('POST', '/api/leagues-private/join/', { code: league.code }))
        .code,
    ).toBe('league_full');
    const standings = (
      await new Browser(t.app).get(`/api/leagues-h2h/${league.id}/standings/`)
    ).json();
    expect(standings.standings.results).toEqual([]);
    expect(standings.new_entries.results).toHaveLength(5);
    expect(standings.league).toMatchObject({ ko_rounds: 1, is_cup: false, scoring: 'h' });
  });

  it('joins a public head-to-head league of league_max_size_public_h2h', async () => {
    const m = await buildEntryWithSquad(t, { name: 'Public Eleven' });
    const joined = await m.browser.send('POST', '/api/leagues-public/join/', { scoring: 'h' });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ scoring: 'h', league_type: 'c', max_entries: 16 });
    const entry = (await m.browser.get(`/api/entry/${m.entryId}/`)).json();
    expect(entry.leagues.h2h.map((l: { id: number }) => l.id)).toEqual([joined.json().id]);
  });
});

describe('a head-to-head season', () => {
  beforeAll(async () => {
    await playSeasonTo(t.database, 38, () => {});
  }, 900_000);

  it('locked the league at its first deadline: no join, no leave, only the name', async () => {
    const [admin, member] = managers;
    expect(
      errorOf(await sixth.browser.send('POST', '/api/leagues-private/join/', { code: league.code }))
        .code,
    ).toBe('league_started');
    expect(
      errorOf(await member!.browser.send('POST', `/api/league/${league.id}/leave/`)).code,
    ).toBe('league_started');
    const put = (body: Record<string, unknown>) =>
      admin!.browser.send('PUT', `/api/leagues-h2h/${league.id}/`, body);
    expect(errorOf(await put({ ko_rounds: 2 })).code).toBe('league_started');
    expect(errorOf(await put({ admin_entry: member!.entryId })).code).toBe('league_started');
    const renamed = await put({ name: 'Old Rivals' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Old Rivals',
      started: true,
      code: null,
      entry_can_admin: true,
      entry_can_invite: false,
    });
    expect(
      errorOf(
        await admin!.browser.send('POST', '/api/leagues-private/delete/', { league: league.id }),
      ).code,
    ).toBe('league_started');
    expect(
      errorOf(await admin!.browser.send('POST', `/api/league/${league.id}/code/regenerate/`)).code,
    ).toBe('league_started');
  });

  it('gave every pair one match per cycle of five gameweeks, with the AVERAGE team', async () => {
    const matches = (await allMatches(league.id)).filter((m) => !m.is_knockout);
    expect(new Set(matches.map((m) => m.event))).toEqual(
      new Set(Array.from({ length: 37 }, (_, i) => i + 1)),
    );
    const ids = managers.map((m) => m.entryId);
    for (let start = 1; start + 4 <= 37; start += 5) {
      const cycle = matches.filter((m) => m.event >= start && m.event < start + 5);
      expect(cycle).toHaveLength(15);
      const pairs = cycle.map((m) => [m.entry_1_entry ?? 0, m.entry_2_entry ?? 0].sort().join('-'));
      expect(new Set(pairs).size).toBe(15);
      for (const id of ids) {
        expect(cycle.filter((m) => m.entry_1_entry === id || m.entry_2_entry === id)).toHaveLength(
          5,
        );
      }
      expect(cycle.filter((m) => m.entry_2_entry === null)).toHaveLength(5);
      expect(cycle.filter((m) => m.entry_2_entry === null)[0]!.entry_2_name).toBe('AVERAGE');
    }
  });

  it('scored each match with the net points and the AVERAGE with the average', async () => {
    const matches = (await allMatches(league.id)).filter((m) => !m.is_knockout);
    const scores = await queryRows<{ entry: number; event: number; net: number }>(
      t.database.db,
      sql`select entry_id as entry, event, points - event_transfers_cost as net from entry_history`,
    );
    const net = new Map(scores.map((s) => [`${s.entry}:${s.event}`, s.net]));
    const averages = new Map(
      (
        await queryRows<{ id: number; score: number }>(
          t.database.db,
          sql`select id, average_entry_score as score from events`,
        )
      ).map((r) => [r.id, r.score]),
    );
    for (const m of matches) {
      expect(m.entry_1_points).toBe(net.get(`${m.entry_1_entry}:${m.event}`) ?? 0);
      const two =
        m.entry_2_entry === null
          ? averages.get(m.event)
          : (net.get(`${m.entry_2_entry}:${m.event}`) ?? 0);
      expect(m.entry_2_points).toBe(two);
      const won = m.entry_1_points > m.entry_2_points;
      expect(m.entry_1_win).toBe(won ? 1 : 0);
      expect(m.entry_1_draw).toBe(m.entry_1_points === m.entry_2_points ? 1 : 0);
    }
  });

  it('wrote the table the engine gives from those scores', async () => {
    const matches = (await allMatches(league.id)).filter((m) => !m.is_knockout);
    const results: H2hResult[] = matches.map((m) => ({
      event: m.event,
      entry1: m.entry_1_entry as EntryId | null,
      entry2: m.entry_2_entry as EntryId | null,
      score1: m.entry_1_points,
      score2: m.entry_2_points,
    }));
    const expected = h2hStandings(
      managers.map((m) => m.entryId as EntryId),
      results,
      37,
    );
    const body = (await new Browser(t.app).get(`/api/leagues-h2h/${league.id}/standings/`)).json();
    expect(body.new_entries.results).toEqual([]);
    expect(
      body.standings.results.map((r: Record<string, number>) => ({
        entry: r.entry,
        matchesPlayed: r.matches_played,
        matchesWon: r.matches_won,
        matchesDrawn: r.matches_drawn,
        matchesLost: r.matches_lost,
        pointsFor: r.points_for,
        total: r.total,
        rank: r.rank,
        lastRank: r.last_rank,
        rankSort: r.rank_sort,
      })),
    ).toEqual(expected);
    const last = matches.filter((m) => m.event === 37);
    for (const m of last) {
      const row = body.standings.results.find(
        (r: { entry: number }) => r.entry === m.entry_1_entry,
      );
      expect(m.entry_1_total).toBe(row.total);
    }
  });

  it('played the final in GW38 between the top two', async () => {
    const body = (await new Browser(t.app).get(`/api/leagues-h2h/${league.id}/standings/`)).json();
    const top = body.standings.results.slice(0, 2).map((r: { entry: number }) => r.entry);
    const finals = (await allMatches(league.id)).filter((m) => m.is_knockout);
    expect(finals).toHaveLength(1);
    const final = finals[0]!;
    expect(final).toMatchObject({ event: 38, knockout_name: 'Final' });
    expect([final.entry_1_entry, final.entry_2_entry].sort()).toEqual([...top].sort());
    expect(top).toContain(final.winner);
    if (final.entry_1_points !== final.entry_2_points) {
      expect(final.winner).toBe(
        final.entry_1_points > final.entry_2_points ? final.entry_1_entry : final.entry_2_entry,
      );
    }
  });
});
