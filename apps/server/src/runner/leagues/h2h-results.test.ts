// Head-to-head pieces of the runner on their own: an order (the schedule it gives) and a coin
// toss that replay from the league's seed, each tie-break of a knock-out match (goals scored by the team's players,
// fewest conceded, the coin toss), and the large league's matches shown one team at a time.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { decideKnockoutMatch, h2hSchedule, seededRng, type EntryId } from '@ofl/engine';
import { queryRows } from '@ofl/db';
import { Browser, useTestApp } from '../../../test/build-app';
import { buildEntryWithSquad } from '../../../test/factories';
import { createDemoPopulation } from '../../demo/demo-population';
import { orderH2hLeagues } from './h2h-orders';
import { writeH2hResults } from './h2h-results';
import { knockoutTiebreaks } from './knockout-tiebreaks';
import { leagueSeed } from './league-seeds';

let entries: number[];

const db = () => t.database.db;

/** A head-to-head league of these members, straight into the tables. */
async function makeLeague(members: readonly number[], koRounds: number | null, start = 1) {
  const [league] = await queryRows<{ id: number }>(
    db(),
    sql`insert into leagues (name, league_type, scoring, start_event, ko_rounds)
        values ('Test', 'x', 'h', ${start}, ${koRounds}) returning id`,
  );
  await db().execute(sql`
    insert into league_entries (league_id, entry_id)
    select ${league!.id}, unnest(${`{${members.join(',')}}`}::int[])`);
  return league!.id;
}

const orderOf = async (league: number) =>
  (
    await queryRows<{ members: (number | null)[] }>(
      db(),
      sql`select members from h2h_orders where league_id = ${league}`,
    )
  )[0]?.members;

/** Every match the matches page lists, page after page. */
async function listedMatches(league: number, entry = 0) {
  const out: { event: number; entry_1: number; entry_2: number | null }[] = [];
  for (let page = 1; ; page++) {
    const body = (
      await new Browser(t.app).get(
        `/api/leagues-h2h-matches/league/${league}/?page=${page}&entry=${entry}`,
      )
    ).json();
    for (const m of body.results) {
      out.push({ event: m.event, entry_1: m.entry_1_entry, entry_2: m.entry_2_entry });
    }
    if (!body.has_next) return out;
  }
}

const t = useTestApp();
beforeAll(async () => {
  entries = [];
  for (let i = 0; i < 7; i++) {
    entries.push((await buildEntryWithSquad(t, { name: `Side ${i}` })).entryId);
  }
  // Every side's GW1 team again in GW38, for the knock-out of the last gameweek.
  await db().execute(sql`
    insert into entry_picks (entry_id, event, elements, purchase_prices, multipliers, captain,
                             vice_captain)
    select entry_id, 38, elements, purchase_prices, multipliers, captain, vice_captain
    from entry_picks where event = 1
    on conflict do nothing`);
}, 300_000);

describe('an order from the league seed', () => {
  it('is the same each time it is made, differs from league to league and gives the engine schedule', async () => {
    const five = entries.slice(0, 5);
    const a = await makeLeague(five, null, 3);
    const b = await makeLeague(five, null, 3);
    expect(await listedMatches(a)).toEqual([]);
    expect(await db().transaction((tx) => orderH2hLeagues(tx, 3))).toBe(2);
    const first = await orderOf(a);
    expect(first).toHaveLength(6);
    expect(first!.at(-1)).toBeNull();
    // Made again from nothing: the same order.
    await db().execute(sql`delete from h2h_orders where league_id = ${a}`);
    await db().transaction((tx) => orderH2hLeagues(tx, 3));
    expect(await orderOf(a)).toEqual(first);
    // A second run leaves an ordered league alone.
    expect(await db().transaction((tx) => orderH2hLeagues(tx, 3))).toBe(0);
    expect(await orderOf(b)).not.toEqual(first);
    expect(leagueSeed(a, 3, 'schedule')).toBe(leagueSeed(a, 3, 'schedule'));
    expect(leagueSeed(a, 3, 'schedule')).not.toBe(leagueSeed(a, 3, 'toss'));
    // The matches page lists the engine's schedule, page after page, and one team's share of it.
    const schedule = h2hSchedule(five as EntryId[], {
      startEvent: 3,
      stopEvent: 38,
      rng: seededRng(leagueSeed(a, 3, 'schedule')),
    }).map((p) => ({ event: p.event, entry_1: p.entry1, entry_2: p.entry2 }));
    expect(schedule).toHaveLength(36 * 3);
    expect(await listedMatches(a)).toEqual(schedule);
    expect(await listedMatches(a, five[2]!)).toEqual(
      schedule.filter((m) => m.entry_1 === five[2] || m.entry_2 === five[2]),
    );
    // GW3 scored: its matches are stored, and the pages list them, then the derived ones, the same.
    await db().transaction(async (tx) => {
      await writeH2hResults(tx, 3);
      await tx.execute(sql`insert into runner_steps (event, step) values (3, 'h2h')`);
    });
    const [stored] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from league_matches where league_id = ${a}`,
    );
    expect(stored!.n).toBe(3);
    expect(await listedMatches(a)).toEqual(schedule);
    expect(await listedMatches(a, five[4]!)).toEqual(
      schedule.filter((m) => m.entry_1 === five[4] || m.entry_2 === five[4]),
    );
  });
});

describe('the tie-breaks of a knock-out match', () => {
  /**
   * The `nth` starter of `a`, benched in `b`'s team (the sides' Auto Pick squads are the same,
   * so each tie-break takes a player of its own).
   */
  async function ownStarter(a: number, b: number, nth: number) {
    const [row] = await queryRows<{ element: number }>(
      db(),
      sql`select u.element from entry_picks p
          cross join lateral unnest(p.elements, p.multipliers) as u(element, m)
          where p.entry_id = ${a} and p.event = 38 and u.m = 1
          order by u.element limit 1 offset ${nth}`,
    );
    await db().execute(sql`
      update entry_picks set multipliers = array(
          select case when u.element = ${row!.element} then 0 else u.m end
          from unnest(elements, multipliers) with ordinality as u(element, m, pos) order by u.pos)
      where entry_id = ${b} and event = 38`);
    return row!.element;
  }

  async function setStats(element: number, stats: Record<string, number>) {
    await db().execute(sql`
      insert into fixture_player_stats (fixture_id, element_id, stats)
      select (select min(id) from fixtures where event = 38), ${element}, ${JSON.stringify(stats)}::jsonb
      on conflict (fixture_id, element_id) do update set stats = excluded.stats`);
  }

  async function finalMatch(one: number, two: number, points: [number, number]) {
    const league = await makeLeague([one, two], 1);
    await db().execute(sql`
      insert into league_matches (league_id, kind, event, entry_1, entry_2, is_knockout,
                                  knockout_name)
      values (${league}, 'h2h', 38, ${one}, ${two}, true, 'Final')`);
    for (const [entry, p] of [
      [one, points[0]],
      [two, points[1]],
    ] as const) {
      await db().execute(sql`
        insert into entry_history (entry_id, event, points, total_points, rank, overall_rank,
                                   bank, value, event_transfers, event_transfers_cost,
                                   points_on_bench)
        values (${entry}, 38, ${p}, ${p}, 1, 1, 0, 1000, 0, 0, 0)
        on conflict (entry_id, event) do update set points = excluded.points`);
    }
    return league;
  }

  const decided = (league: number) =>
    queryRows<{ winner: number; tiebreak: { decided_by: string } | null; p1: number; p2: number }>(
      db(),
      sql`select winner, tiebreak, entry_1_points as p1, entry_2_points as p2
          from league_matches where league_id = ${league}`,
    );

  it('goes to the higher score, then most goals scored, then fewest conceded, then a coin toss', async () => {
    const [a, b, c, d, e, f] = entries;
    const byScore = await finalMatch(a!, b!, [50, 51]);
    const byGoals = await finalMatch(c!, d!, [40, 40]);
    await setStats(await ownStarter(d!, c!, 0), { goals_scored: 1, goals_conceded: 0 });
    const byConceded = await finalMatch(e!, f!, [30, 30]);
    await setStats(await ownStarter(e!, f!, 1), { goals_scored: 0, goals_conceded: 3 });
    const goals = await knockoutTiebreaks(db(), 38, [d!, e!, f!]);
    expect(goals.get(d!)!.goalsScored).toBeGreaterThanOrEqual(1);
    expect(goals.get(e!)!.goalsConceded).toBeGreaterThan(goals.get(f!)!.goalsConceded);

    await db().transaction((tx) => writeH2hResults(tx, 38));
    expect(await decided(byScore)).toEqual([{ winner: b, tiebreak: null, p1: 50, p2: 51 }]);
    expect(await decided(byGoals)).toEqual([
      { winner: d, tiebreak: { decided_by: 'goals_scored' }, p1: 40, p2: 40 },
    ]);
    expect(await decided(byConceded)).toEqual([
      { winner: f, tiebreak: { decided_by: 'goals_conceded' }, p1: 30, p2: 30 },
    ]);
    const body = (
      await new Browser(t.app).get(`/api/leagues-h2h-matches/league/${byConceded}/`)
    ).json();
    expect(body.results[0]).toMatchObject({ is_knockout: true, tiebreak: 'goals_conceded' });
  });

  it('tosses the same coin for the same league and round', async () => {
    const [, , , , , , g] = entries;
    const [a] = entries;
    // Two sides with the same team: the same score and goals, so only the coin decides.
    await db().execute(sql`
      update entry_picks p set elements = q.elements, multipliers = q.multipliers
      from entry_picks q where p.entry_id = ${g} and p.event = 38 and q.entry_id = ${a}
        and q.event = 38`);
    const league = await finalMatch(a!, g!, [45, 45]);
    await db().transaction((tx) => writeH2hResults(tx, 38));
    const [first] = await decided(league);
    expect(first!.tiebreak).toEqual({ decided_by: 'default' });
    const side = { points: 45, transfersCost: 0, goalsScored: 0, goalsConceded: 0 };
    const goals = await knockoutTiebreaks(db(), 38, [a!, g!]);
    const expected = decideKnockoutMatch(
      { entry: a as EntryId, ...side, ...goals.get(a!) },
      { entry: g as EntryId, ...side, ...goals.get(g!) },
      seededRng(leagueSeed(league, 38, 'toss')),
    );
    expect(first!.winner).toBe(expected.winner);
    // Decided again: the same toss.
    await db().execute(sql`update league_matches set winner = null where league_id = ${league}`);
    await db().transaction((tx) => writeH2hResults(tx, 38));
    expect((await decided(league))[0]!.winner).toBe(first!.winner);
  });
});

describe('a league of more than 512 teams', () => {
  it('shows its matches one team at a time', async () => {
    await createDemoPopulation(db(), 513, 7);
    const ids = await queryRows<{ id: number }>(
      db(),
      sql`select id from entries order by id desc limit 513`,
    );
    const league = await makeLeague(
      ids.map((r) => r.id),
      null,
      5,
    );
    await db().transaction((tx) => orderH2hLeagues(tx, 5));
    const browser = new Browser(t.app);
    const all = await browser.get(`/api/leagues-h2h-matches/league/${league}/?event=5`);
    expect(all.statusCode).toBe(400);
    expect(all.json().non_field_errors[0].code).toBe('large_leagues_forbidden');
    const one = await browser.get(`/api/leagues-h2h-matches/league/${league}/?entry=${ids[0]!.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().results).toHaveLength(34);
    expect(
      one
        .json()
        .results.every(
          (m: { entry_1_entry: number; entry_2_entry: number | null }) =>
            m.entry_1_entry === ids[0]!.id || m.entry_2_entry === ids[0]!.id,
        ),
    ).toBe(true);
    // A bad filter is no filter (SPEC §5), so again one team must be named; no league is 404.
    expect(
      (await browser.get(`/api/leagues-h2h-matches/league/${league}/?entry=x`)).statusCode,
    ).toBe(400);
    expect((await browser.get(`/api/leagues-h2h-matches/league/999999/`)).statusCode).toBe(404);
  });
});
