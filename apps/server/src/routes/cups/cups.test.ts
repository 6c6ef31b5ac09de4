// The cups from qualification to the final (game rules §7.4): who is entered, byes, the seeded
// draw, each tie-break and the coin toss, as the runner writes them and the API shows them.
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decideKnockoutMatch, drawKnockoutRound, seededRng, type EntryId } from '@ofl/engine';
import { queryRows, type Db } from '@ofl/db';
import { Browser, useTestApp } from '../../../test/build-app';
import {
  decideCupRounds,
  drawNextCupRounds,
  knockoutSeed,
  qualifyCups,
  writeCups,
} from '../../runner/leagues/cups';
import { knockoutTiebreaks } from '../../runner/leagues/knockout-tiebreaks';

let db: Db;
let elements: number[];
const get = async (path: string) => new Browser(t.app).get(path);

interface Match {
  id: number;
  event: number;
  entry_1: number;
  entry_2: number | null;
  is_bye: boolean;
  winner: number | null;
  tiebreak: string | null;
  knockout_name: string;
}

const matches = (league: number, event?: number) =>
  queryRows<Match>(
    db,
    sql`select id, event, entry_1, entry_2, is_bye, winner, tiebreak #>> '{}' as tiebreak,
               knockout_name
        from league_matches where league_id = ${league} and kind = 'cup'
          and (${event ?? null}::int is null or event = ${event ?? null}::int)
        order by event, id`,
  );

const deadline = async (event: number) =>
  (
    await queryRows<{ d: string }>(
      db,
      sql`select deadline_time::text as d from events where id = ${event}`,
    )
  )[0]!.d;

/** `count` teams in a new invitational league with a cup; each joined at `joined(i)`. */
async function buildCupLeague(count: number, joined: (i: number) => string = () => '2000-01-01') {
  await db.execute(sql`truncate users, entries, leagues restart identity cascade`);
  const [league] = await queryRows<{ id: number }>(
    db,
    sql`insert into leagues (name, league_type, scoring, start_event, has_cup)
        values ('Friends', 'x', 'c', 1, true) returning id`,
  );
  for (let id = 1; id <= count; id++) {
    await db.execute(sql`insert into users (id, email, password_hash, first_name, last_name, region)
                         values (${id}, ${`t${id}@example.com`}, '-', 'Ann', ${`Team${id}`}, 241)`);
    await db.execute(sql`insert into entries (id, user_id, name, started_event, bank)
                         values (${id}, ${id}, ${`Team ${id}`}, 1, 0)`);
    await db.execute(sql`insert into league_entries (entry_id, league_id, joined_at)
                         values (${id}, ${league!.id}, ${joined(id)}::timestamptz)`);
  }
  return league!.id;
}

/** Gives teams a gameweek: score, hits and the players whose goals count. */
async function play(event: number, teams: Record<number, { points: number; cost?: number }>) {
  for (const [id, g] of Object.entries(teams)) {
    await db.execute(sql`
      insert into entry_history (entry_id, event, points, total_points, bank, value,
        event_transfers, event_transfers_cost, points_on_bench)
      values (${Number(id)}, ${event}, ${g.points}, ${g.points}, 0, 1000, 0, ${g.cost ?? 0}, 0)
      on conflict (entry_id, event) do update set points = excluded.points,
        event_transfers_cost = excluded.event_transfers_cost`);
  }
}

/** Team `entry` fields `players` (the rest of its squad on the bench) in `event`. */
async function pick(entry: number, event: number, players: number[]) {
  const squad = [...players, ...elements.filter((e) => !players.includes(e))].slice(0, 15);
  const multipliers = squad.map((e) => (players.includes(e) ? 1 : 0));
  await db.execute(sql`
    insert into entry_picks (entry_id, event, elements, purchase_prices, multipliers, captain,
                             vice_captain)
    values (${entry}, ${event}, ${`{${squad.join(',')}}`}::int[],
            ${`{${squad.map(() => 50).join(',')}}`}::int[],
            ${`{${multipliers.join(',')}}`}::smallint[], ${squad[0]}, ${squad[1]})
    on conflict (entry_id, event) do update set elements = excluded.elements,
      multipliers = excluded.multipliers`);
}

/** Sets a player's goals scored and conceded in `event`'s first fixture. */
async function goals(event: number, element: number, scored: number, conceded: number) {
  await db.execute(sql`
    insert into fixture_player_stats (fixture_id, element_id, stats)
    select min(id), ${element},
           ${JSON.stringify({ goals_scored: scored, goals_conceded: conceded })}::jsonb
    from fixtures where event = ${event}
    on conflict (fixture_id, element_id) do update set stats = excluded.stats`);
}

const t = useTestApp();
beforeAll(async () => {
  db = t.database.db;
  elements = (
    await queryRows<{ id: number }>(db, sql`select id from elements order by id limit 40`)
  ).map((r) => r.id);
});

describe('qualification', () => {
  it('starts a cup of 5 in gameweek 36 with three byes, qualifying on gameweek 35', async () => {
    const league = await buildCupLeague(5);
    await play(34, { 1: { points: 50 } });
    expect(await qualifyCups(db, 34)).toBe(0);
    const status = await (await get(`/api/league/${league}/cup-status/`)).json();
    expect(status).toMatchObject({
      qualifying_league: league,
      name: 'Friends',
      qualification_event: 35,
      qualification_numbers: null,
      cup_league: null,
      is_large: false,
    });
    expect(await qualifyCups(db, 35)).toBe(1);
    const [parent] = await queryRows<{ cup_league: number }>(
      db,
      sql`select cup_league from leagues where id = ${league}`,
    );
    const cup = parent!.cup_league;
    const round = await matches(cup);
    expect(round.every((m) => m.event === 36 && m.knockout_name === 'Quarter-Finals')).toBe(true);
    expect(round.filter((m) => m.is_bye)).toHaveLength(3);
    expect(round.filter((m) => m.is_bye).every((m) => m.winner === m.entry_1)).toBe(true);
    expect(round.filter((m) => !m.is_bye)).toHaveLength(1);
    expect(new Set(round.flatMap((m) => [m.entry_1, m.entry_2]).filter(Boolean)).size).toBe(5);
    for (const id of [league, cup]) {
      expect(await (await get(`/api/league/${id}/cup-status/`)).json()).toEqual({
        qualifying_league: league,
        name: 'Friends',
        qualification_event: 35,
        qualification_numbers: 5,
        has_byes: true,
        cup_league: cup,
        is_large: false,
      });
    }
    // Qualifying again changes nothing.
    expect(await qualifyCups(db, 35)).toBe(0);
    expect(await matches(cup)).toHaveLength(4);
  });

  it('does not enter a team that joined after the qualification gameweek', async () => {
    const late = new Date(new Date(await deadline(36)).getTime() + 60_000).toISOString();
    const league = await buildCupLeague(6, (i) => (i === 6 ? late : '2000-01-01'));
    expect(await qualifyCups(db, 35)).toBe(1);
    const cup = (await (await get(`/api/league/${league}/cup-status/`)).json()).cup_league;
    const entered = (await matches(cup)).flatMap((m) => [m.entry_1, m.entry_2]);
    expect(entered).not.toContain(6);
    expect((await (await get(`/api/league/${cup}/cup-status/`)).json()).qualification_numbers).toBe(
      5,
    );
    const profile = await (await get('/api/entry/6/')).json();
    expect(profile.leagues.classic.find((l: { id: number }) => l.id === league).cup_qualified).toBe(
      false,
    );
    const member = await (await get('/api/entry/1/')).json();
    expect(member.leagues.classic.find((l: { id: number }) => l.id === league)).toMatchObject({
      has_cup: true,
      cup_league: cup,
      cup_qualified: true,
    });
  });

  it('qualifies the best scores when the rounds left cannot hold every team', async () => {
    // 10 teams would have started in gameweek 35; qualifying on 36 leaves room for 4.
    const league = await buildCupLeague(10);
    await play(36, Object.fromEntries([...Array(10)].map((_, i) => [i + 1, { points: 10 * i }])));
    expect(await qualifyCups(db, 36)).toBe(1);
    const status = await (await get(`/api/league/${league}/cup-status/`)).json();
    expect(status).toMatchObject({ qualification_event: 36, qualification_numbers: 4 });
    const entered = (await matches(status.cup_league)).flatMap((m) => [m.entry_1, m.entry_2]);
    expect(entered.sort((a, b) => a! - b!)).toEqual([7, 8, 9, 10]);
  });

  it('counts qualified teams with no byes for a power of two', async () => {
    const league = await buildCupLeague(8);
    expect(await qualifyCups(db, 35)).toBe(1);
    const status = await (await get(`/api/league/${league}/cup-status/`)).json();
    expect(status).toMatchObject({ qualification_numbers: 8, has_byes: false });
    const round = await matches(status.cup_league);
    expect(round).toHaveLength(4);
    expect(round.some((m) => m.is_bye)).toBe(false);
  });
});

describe('the draw', () => {
  it('is the engine draw seeded by the cup and the gameweek, the same every time', async () => {
    const league = await buildCupLeague(7);
    await qualifyCups(db, 35);
    const cup = (await (await get(`/api/league/${league}/cup-status/`)).json()).cup_league;
    const drawn = (await matches(cup)).map((m) => [m.entry_1, m.entry_2]);
    const expected = drawKnockoutRound(
      [1, 2, 3, 4, 5, 6, 7] as EntryId[],
      36,
      seededRng(knockoutSeed(cup, 36)),
    ).map((p) => [p.entry1, p.entry2]);
    expect(drawn).toEqual(expected);
    // Drawn again from scratch, the same cup and round give the same pairs.
    await db.execute(sql`delete from league_matches where league_id = ${cup}`);
    await db.execute(sql`update leagues set cup_league = null where id = ${league}`);
    await db.execute(sql`delete from leagues where id = ${cup}`);
    await qualifyCups(db, 35);
    const again = (await (await get(`/api/league/${league}/cup-status/`)).json()).cup_league;
    const redrawn = drawKnockoutRound(
      [1, 2, 3, 4, 5, 6, 7] as EntryId[],
      36,
      seededRng(knockoutSeed(again, 36)),
    ).map((p) => [p.entry1, p.entry2]);
    expect((await matches(again)).map((m) => [m.entry_1, m.entry_2])).toEqual(redrawn);
  });
});

describe('results and tie-breaks', () => {
  let cup: number;
  /** A cup of 8 with its first round drawn for gameweek 36; its four matches. */
  beforeEach(async () => {
    const league = await buildCupLeague(8);
    await qualifyCups(db, 35);
    cup = (await (await get(`/api/league/${league}/cup-status/`)).json()).cup_league;
  });

  /** Plays match `m` with the given net scores and each side's goals for and against. */
  async function side(
    entry: number,
    points: number,
    cost: number,
    scored: number,
    conceded: number,
    player: number,
  ) {
    await play(36, { [entry]: { points, cost } });
    await pick(entry, 36, [player]);
    await goals(36, player, scored, conceded);
  }

  it('gives the match to the higher score net of hits', async () => {
    const [m] = await matches(cup, 36);
    await side(m!.entry_1, 60, 8, 0, 0, elements[0]!);
    await side(m!.entry_2!, 55, 0, 0, 0, elements[1]!);
    await decideCupRounds(db, 36);
    const [decided] = await matches(cup, 36);
    expect(decided).toMatchObject({ winner: m!.entry_2, tiebreak: null });
  });

  it('breaks a tie by goals scored, then fewest conceded, then a seeded coin toss', async () => {
    const [a, b, c] = await matches(cup, 36);
    await side(a!.entry_1, 50, 0, 1, 3, elements[0]!);
    await side(a!.entry_2!, 50, 0, 2, 5, elements[1]!);
    await side(b!.entry_1, 54, 4, 1, 1, elements[2]!);
    await side(b!.entry_2!, 50, 0, 1, 0, elements[3]!);
    await side(c!.entry_1, 40, 0, 0, 2, elements[4]!);
    await side(c!.entry_2!, 40, 0, 0, 2, elements[5]!);
    expect(await decideCupRounds(db, 36)).toBe(4);
    const [x, y, z, w] = await matches(cup, 36);
    expect(x).toMatchObject({ winner: a!.entry_2, tiebreak: 'goals_scored' });
    expect(y).toMatchObject({ winner: b!.entry_2, tiebreak: 'goals_conceded' });
    expect(z!.tiebreak).toBe('default');
    // The fourth match: both teams without a gameweek, 0-0 with no goals: another coin toss.
    expect(w!.tiebreak).toBe('default');
    // The tosses are the engine's, from the cup and the gameweek's seed, in the drawn order.
    const rng = seededRng(knockoutSeed(cup, 36));
    const tied = (entry: number) => ({
      entry: entry as EntryId,
      points: 40,
      transfersCost: 0,
      goalsScored: 0,
      goalsConceded: 2,
    });
    expect(decideKnockoutMatch(tied(c!.entry_1), tied(c!.entry_2!), rng).winner).toBe(z!.winner);
    const none = (entry: number) => ({ ...tied(entry), points: 0, goalsConceded: 0 });
    expect(decideKnockoutMatch(none(w!.entry_1), none(w!.entry_2!), rng).winner).toBe(w!.winner);
    // Deciding again gives the same winners.
    await decideCupRounds(db, 36);
    expect(await matches(cup, 36)).toEqual([x, y, z, w]);
  });

  it('counts the goals of the players who played, substitutes in and not those out', async () => {
    const [m] = await matches(cup, 36);
    const [p1, p2, p3] = elements;
    await pick(m!.entry_1, 36, [p1!]);
    await goals(36, p1!, 1, 0);
    await goals(36, p2!, 3, 0);
    await goals(36, p3!, 5, 0);
    // p2 came on for p1; p3 stayed on the bench.
    await db.execute(sql`
      update entry_picks set automatic_subs =
        ${JSON.stringify([{ element_in: p2, element_out: p1 }])}::jsonb
      where entry_id = ${m!.entry_1} and event = 36`);
    const found = await knockoutTiebreaks(db, 36, [m!.entry_1]);
    expect(found.get(m!.entry_1)).toEqual({ goalsScored: 3, goalsConceded: 0 });
  });
});

describe('a cup from its first round to its final', () => {
  it('plays 5 teams through the quarter-finals, semi-finals and final in gameweek 38', async () => {
    const league = await buildCupLeague(5);
    await writeCups(db, 35);
    for (const event of [36, 37, 38]) {
      await play(event, {
        1: { points: 90 },
        2: { points: 80 },
        3: { points: 70 },
        4: { points: 60 },
        5: { points: 50 },
      });
      await writeCups(db, event);
    }
    const status = await (await get(`/api/league/${league}/cup-status/`)).json();
    const all = await matches(status.cup_league);
    expect(all.map((m) => [m.event, m.knockout_name])).toEqual([
      [36, 'Quarter-Finals'],
      [36, 'Quarter-Finals'],
      [36, 'Quarter-Finals'],
      [36, 'Quarter-Finals'],
      [37, 'Semi-Finals'],
      [37, 'Semi-Finals'],
      [38, 'Final'],
    ]);
    expect(all.every((m) => m.winner !== null)).toBe(true);
    // The best score wins every match it plays, so team 1 wins the cup.
    expect(all.at(-1)!.winner).toBe(1);
    // The next round holds exactly the winners of the one before.
    for (const event of [36, 37]) {
      const winners = all.filter((m) => m.event === event).map((m) => m.winner);
      const next = all.filter((m) => m.event === event + 1).flatMap((m) => [m.entry_1, m.entry_2]);
      expect(next.sort()).toEqual(winners.sort());
    }
    expect(await drawNextCupRounds(db, 38)).toBe(0);

    const page = await (await get(`/api/league/${league}/cup-matches/?event=38`)).json();
    expect(page).toMatchObject({ has_next: false, page: 1 });
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({
      event: 38,
      knockout_name: 'Final',
      is_knockout: true,
      winner: 1,
      entry_1_points: expect.any(Number),
    });
    const mine = await (await get(`/api/league/${status.cup_league}/cup-matches/?entry=1`)).json();
    expect(mine.results.map((m: { event: number }) => m.event)).toEqual([38, 37, 36]);
    const teams = await (await get(`/api/league/${league}/cup-entries/`)).json();
    expect(teams.map((t: { entry: number }) => t.entry).sort()).toEqual([1, 2, 3, 4, 5]);

    const cups = await (await get('/api/entry/1/cup/')).json();
    expect(cups.cup_matches.map((m: { event: number }) => m.event)).toEqual([36, 37, 38]);
    const profile = await (await get('/api/entry/1/')).json();
    expect(profile.leagues.cup_matches).toEqual(cups.cup_matches);
  });
});

describe('the API', () => {
  it('answers 404 for a league without a cup and 400 for a large cup with no filter', async () => {
    const league = await buildCupLeague(2);
    await db.execute(sql`update leagues set has_cup = false where id = ${league}`);
    expect((await get(`/api/league/${league}/cup-status/`)).statusCode).toBe(404);
    expect((await get('/api/league/99999/cup-matches/')).statusCode).toBe(404);
    await db.execute(sql`update leagues set has_cup = true where id = ${league}`);
    await qualifyCups(db, 37);
    const cup = (await (await get(`/api/league/${league}/cup-status/`)).json()).cup_league;
    await db.execute(sql`update leagues set qualification_numbers = 600 where id = ${cup}`);
    const refused = await get(`/api/league/${cup}/cup-matches/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().non_field_errors[0].code).toBe('large_leagues_forbidden');
    expect((await get(`/api/league/${cup}/cup-matches/?event=38`)).statusCode).toBe(200);
    expect((await get(`/api/league/${cup}/cup-entries/`)).statusCode).toBe(400);
    expect((await get(`/api/league/${cup}/cup-matches/?page=x&event=oops`)).statusCode).toBe(400);
  });

  it("shows the Overall cup's qualification in the entry's cup block", async () => {
    const late = new Date(new Date(await deadline(38)).getTime() + 60_000).toISOString();
    await buildCupLeague(3, (i) => (i === 3 ? late : '2000-01-01'));
    await db.execute(sql`update leagues set short_name = 'overall', league_type = 's'`);
    await play(37, { 1: { points: 30 }, 2: { points: 20 } });
    await db.execute(sql`update entry_history set rank = entry_id`);
    await db.execute(sql`update entries set started_event = 38 where id = 3`);
    await qualifyCups(db, 37);
    const [cup] = await queryRows<{ id: number }>(
      db,
      sql`select id from leagues where qualifying_league is not null`,
    );
    const one = (await (await get('/api/entry/1/')).json()).leagues.cup;
    expect(one).toMatchObject({
      cup_league: cup!.id,
      status: {
        qualification_event: 37,
        qualification_numbers: 2,
        qualification_rank: 1,
        qualification_state: 'qualified',
      },
    });
    expect(one.matches).toHaveLength(1);
    const three = await (await get('/api/entry/3/cup/')).json();
    expect(three.cup_status.qualification_state).toBe('not_entered');
    expect(three.cup_matches).toEqual([]);
  });
});
