// Every figure a manager reads is the same on every call that shows it: a demo gameweek played
// with simulated managers and, while it is live and once it is finalised, a sample of entries
// checked across picks, history, entry, classic standings and H2H matches; the players' transfers,
// price changes and ownership against what is stored; the gameweek's average and highest score
// against the entries.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '@ofl/db';
import { useTestApp } from '../../test/build-app';
import { createDemoPopulation } from '../demo/demo-population';
import { isDone } from '../runner/steps';
import { setGameClock } from '../cache/clock';
import { endOfGameweek, playSeasonTo } from '../demo/demo-season';
import { runPass } from '../runner/game-runner';

const EVENT = 2;
const t = useTestApp();
let db: Db;

const get = async <T = Record<string, unknown>>(url: string): Promise<T> => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json() as T;
};

interface Sub {
  entry: number;
  element_in: number;
  element_out: number;
  event: number;
}
interface Picks {
  automatic_subs: Sub[];
  provisional_automatic_subs?: Sub[];
  entry_history: Record<string, number>;
  picks: {
    element: number;
    multiplier: number;
    position: number;
    is_captain: boolean;
    is_vice_captain: boolean;
  }[];
}
interface HistoryRow {
  event: number;
  points: number;
  total_points: number;
  overall_rank: number;
  value: number;
  bank: number;
}
interface Element {
  id: number;
  event_points: number;
  total_points: number;
  transfers_in: number;
  transfers_out: number;
  transfers_in_event: number;
  transfers_out_event: number;
  cost_change_event: number;
  cost_change_event_fall: number;
  now_cost: number;
  selected_by_percent: string;
}
interface Bootstrap {
  elements: Element[];
  events: {
    id: number;
    average_entry_score: number;
    highest_score: number | null;
    highest_scoring_entry: number | null;
  }[];
}
interface StandingRow {
  entry: number;
  event_total: number;
  total: number;
  rank: number;
  last_rank: number;
  rank_sort: number;
}

/** The sample: every third entry, with the best entry of the gameweek added by the callers. */
async function sampleEntries(): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select entry_id as id from entry_picks where event = ${EVENT} order by entry_id`,
  );
  return rows.map((r) => r.id).filter((_, i) => i % 3 === 0);
}

/**
 * The points a pitch shows: each pick's points times its multiplier, with the substitutions
 * made (the one coming on counts once) and the armband passed to the vice-captain when the
 * captain is taken off.
 */
function pitchPoints(picks: Picks, live: Map<number, number>, subs: Sub[]): number {
  const multipliers = new Map(picks.picks.map((p) => [p.element, p.multiplier]));
  const captain = picks.picks.find((p) => p.is_captain);
  const vice = picks.picks.find((p) => p.is_vice_captain);
  for (const s of subs) {
    multipliers.set(s.element_in, 1);
    multipliers.set(s.element_out, 0);
  }
  if (captain && vice && subs.some((s) => s.element_out === captain.element)) {
    multipliers.set(vice.element, captain.multiplier);
  }
  let sum = 0;
  for (const [element, m] of multipliers) sum += (live.get(element) ?? 0) * m;
  return sum;
}

async function livePointsByElement(): Promise<Map<number, number>> {
  const live = await get<{ elements: { id: number; stats: { total_points: number } }[] }>(
    `/api/event/${EVENT}/live/`,
  );
  return new Map(live.elements.map((e) => [e.id, e.stats.total_points]));
}

async function overallLeagueId(): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from leagues where short_name = 'overall'`,
  );
  return row!.id;
}

/** Every row of a classic league's table, page by page. */
async function standings(league: number): Promise<StandingRow[]> {
  const rows: StandingRow[] = [];
  for (let page = 1; ; page++) {
    const body = await get<{ standings: { has_next: boolean; results: StandingRow[] } }>(
      `/api/leagues-classic/${league}/standings/?page_standings=${page}`,
    );
    rows.push(...body.standings.results);
    if (!body.standings.has_next) return rows;
  }
}

/** Checks every figure for the sample; `live` while the gameweek is played. */
/** The gameweek's average and highest score against every entry's points. */
async function checkGameweek() {
  const bootstrap = await get<Bootstrap>('/api/bootstrap-static/');
  const gameweek = bootstrap.events.find((e) => e.id === EVENT)!;
  // Gameweek figures against every entry's.
  const allPicks = await queryRows<{ id: number }>(
    db,
    sql`select entry_id as id from entry_picks where event = ${EVENT}`,
  );
  const eventPoints = new Map<number, number>();
  for (const { id } of allPicks) {
    const body = await get<{ summary_event_points: number }>(`/api/entry/${id}/`);
    eventPoints.set(id, body.summary_event_points);
  }
  const best = Math.max(...eventPoints.values());
  expect.soft(gameweek.highest_score, 'highest score').toBe(best);
  expect.soft(eventPoints.get(gameweek.highest_scoring_entry!)).toBe(best);
  const sum = [...eventPoints.values()].reduce((a, b) => a + b, 0);
  expect.soft(gameweek.average_entry_score, 'average').toBe(Math.round(sum / eventPoints.size));
  const stored = await queryRows<{ id: number; points: number }>(
    db,
    sql`select e.id, e.summary_event_points as points from entries e
        join entry_picks p on p.entry_id = e.id and p.event = ${EVENT}`,
  );
  for (const s of stored) {
    expect.soft(s.points, `stored points of ${s.id}`).toBe(eventPoints.get(s.id));
  }
}

/** Every figure of the sample's entries, the same on every call; `live` while it is played. */
async function checkEntries(live: boolean) {
  const entries = await sampleEntries();
  const points = await livePointsByElement();
  const overall = await standings(await overallLeagueId());
  const overallByEntry = new Map(overall.map((r) => [r.entry, r]));
  const nets = new Map<number, number>();
  for (const id of entries) {
    const summary = await get<Record<string, number>>(`/api/entry/${id}/`);
    const history = await get<{ current: HistoryRow[] }>(`/api/entry/${id}/history/`);
    const row = history.current.find((r) => r.event === EVENT)!;
    const picks = await get<Picks>(`/api/entry/${id}/event/${EVENT}/picks/`);
    const where = `entry ${id}${live ? ' live' : ''}`;
    // Points: picks, history, profile; the pitch adds up to them.
    expect.soft(picks.entry_history.points, where).toBe(row.points);
    expect.soft(summary.summary_event_points, where).toBe(row.points);
    expect.soft(Array.isArray(picks.provisional_automatic_subs), where).toBe(true);
    if (live) {
      expect.soft(picks.automatic_subs, where).toEqual([]);
      expect
        .soft(pitchPoints(picks, points, picks.provisional_automatic_subs!), where)
        .toBe(row.points);
    } else {
      expect.soft(picks.provisional_automatic_subs, where).toEqual([]);
      expect.soft(pitchPoints(picks, points, picks.automatic_subs), where).toBe(row.points);
    }
    // Totals and the one overall rank.
    expect.soft(picks.entry_history.total_points, where).toBe(row.total_points);
    expect.soft(summary.summary_overall_points, where).toBe(row.total_points);
    expect.soft(summary.summary_overall_rank, where).toBe(row.overall_rank);
    expect.soft(picks.entry_history.overall_rank, where).toBe(row.overall_rank);
    expect.soft(overallByEntry.get(id)!.total, where).toBe(row.total_points);
    // Value and bank of the deadline.
    expect.soft(picks.entry_history.value, where).toBe(row.value);
    expect.soft(picks.entry_history.bank, where).toBe(row.bank);
    // Every classic league row of the entry shows the gameweek's net points.
    const net = row.points - (picks.entry_history.event_transfers_cost ?? 0);
    const leagues = (
      summary as unknown as {
        leagues: { classic: { id: number; entry_rank: number; entry_last_rank: number }[] };
      }
    ).leagues;
    for (const league of leagues.classic) {
      const rows = await standings(league.id);
      const mine = rows.find((r) => r.entry === id);
      if (!mine) continue;
      const inLeague = `${where} league ${league.id}`;
      expect.soft(mine.event_total, inLeague).toBe(net);
      expect
        .soft([league.entry_rank, league.entry_last_rank], inLeague)
        .toEqual([mine.rank, mine.last_rank]);
    }
    nets.set(id, net);
  }
  // Every head-to-head match of the gameweek scores each side its net points.
  const h2h = await queryRows<{ id: number }>(
    db,
    sql`select id from leagues where scoring = 'h' order by id`,
  );
  let matches = 0;
  for (const { id: league } of h2h) {
    const body = await get<{
      results: {
        entry_1_entry: number | null;
        entry_1_points: number;
        entry_2_entry: number | null;
        entry_2_points: number;
      }[];
    }>(`/api/leagues-h2h-matches/league/${league}/?event=${EVENT}&page=1`);
    for (const m of body.results) {
      for (const [entry, points] of [
        [m.entry_1_entry, m.entry_1_points],
        [m.entry_2_entry, m.entry_2_points],
      ] as const) {
        if (entry === null || !nets.has(entry)) continue;
        matches++;
        expect.soft(points, `H2H league ${league}, entry ${entry}`).toBe(nets.get(entry));
      }
    }
  }
  expect(matches).toBeGreaterThan(0);
}

/**
 * One overall rank: the Overall league's rows, the profile and the history agree, tied teams
 * sharing the rank and rank_sort distinct (the official sample's rule).
 */
async function checkOverallRanks() {
  const overall = await standings(await overallLeagueId());
  for (const r of overall) {
    const history = await get<{ current: HistoryRow[] }>(`/api/entry/${r.entry}/history/`);
    const row = history.current.find((h) => h.event === EVENT)!;
    const summary = await get<Record<string, number>>(`/api/entry/${r.entry}/`);
    expect.soft(r.rank, `entry ${r.entry}`).toBe(row.overall_rank);
    expect.soft(summary.summary_overall_rank, `entry ${r.entry}`).toBe(row.overall_rank);
  }
  // Shared ranks on equal totals: shared ranks on equal totals, rank_sort distinct and in order.
  overall.forEach((r, i) => {
    expect.soft(r.rank_sort).toBe(i + 1);
    const above = overall.filter((o) => o.total > r.total).length;
    expect.soft(r.rank).toBe(above + 1);
  });
}

/** Each player's figures against what is stored. */
async function checkPlayers() {
  const points = await livePointsByElement();
  const bootstrap = await get<Bootstrap>('/api/bootstrap-static/');
  // Players: transfers, price changes, ownership, points.
  const [current] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(max(event), 0)::int as n from runner_steps
        where step = 'deadline' and event > 0`,
  );
  const moves = await queryRows<{
    id: number;
    ins: number;
    outs: number;
    ein: number;
    eout: number;
  }>(
    db,
    sql`select el.id,
          (select count(*)::int from transfers where element_in = el.id) as ins,
          (select count(*)::int from transfers where element_out = el.id) as outs,
          (select count(*)::int from transfers where element_in = el.id
             and event > ${current!.n}) as ein,
          (select count(*)::int from transfers where element_out = el.id
             and event > ${current!.n}) as eout
        from elements el`,
  );
  const prices = await queryRows<{ id: number; change: number }>(
    db,
    sql`select el.id, el.now_cost - ee.value as change from elements el
        join element_events ee on ee.element_id = el.id and ee.event = ${current!.n}`,
  );
  const byId = new Map(bootstrap.elements.map((e) => [e.id, e]));
  expect.soft(moves.some((m) => m.ins > 0)).toBe(true);
  for (const m of moves) {
    const e = byId.get(m.id)!;
    expect
      .soft(
        [e.transfers_in, e.transfers_out, e.transfers_in_event, e.transfers_out_event],
        `transfers of ${m.id}`,
      )
      .toEqual([m.ins, m.outs, m.ein, m.eout]);
  }
  for (const p of prices) {
    const e = byId.get(p.id)!;
    expect
      .soft([e.cost_change_event, e.cost_change_event_fall], `price of ${p.id}`)
      .toEqual([p.change, 0 - p.change || 0]);
  }
  for (const e of bootstrap.elements) expect.soft(e.event_points).toBe(points.get(e.id) ?? 0);
  const owners = await queryRows<{ id: number; n: number }>(
    db,
    sql`select u.element as id, count(*)::int as n from entry_picks p
        cross join lateral unnest(p.elements) as u(element)
        where p.event = ${EVENT} group by u.element`,
  );
  // A row for every started fixture of the player's club, with 0 minutes where he did not play.
  const clubGames = await queryRows<{ id: number; fixtures: number[] }>(
    db,
    sql`select el.id, array_agg(f.id order by f.kickoff_time, f.id) as fixtures
        from elements el join fixtures f on f.started and el.team in (f.team_h, f.team_a)
        where el.id <= 40 group by el.id`,
  );
  for (const c of clubGames) {
    const body = await get<{
      history: { fixture: number; round: number; total_points: number }[];
    }>(`/api/element-summary/${c.id}/`);
    const fixtures = body.history.map((h) => h.fixture);
    expect.soft(fixtures, `history of ${c.id}`).toEqual(c.fixtures);
    // His total and gameweek points are his rows' sums.
    const sum = (rows: { total_points: number }[]) =>
      rows.reduce((total, h) => total + h.total_points, 0);
    const e = byId.get(c.id)!;
    expect.soft(e.total_points, `total points of ${c.id}`).toBe(sum(body.history));
    expect
      .soft(e.event_points, `event points of ${c.id}`)
      .toBe(sum(body.history.filter((h) => h.round === EVENT)));
  }
  // Ownership: the gameweek's frozen picks over every team.
  const [teams] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from entries`);
  const owned = new Map(owners.map((o) => [o.id, o.n]));
  for (const e of bootstrap.elements) {
    expect
      .soft(e.selected_by_percent, `ownership of ${e.id}`)
      .toBe(((100 * (owned.get(e.id) ?? 0)) / teams!.n).toFixed(1));
  }
  const summaryOf = await get<{ history: { round: number; selected: number }[] }>(
    `/api/element-summary/${owners[0]!.id}/`,
  );
  expect
    .soft(summaryOf.history.filter((h) => h.round === EVENT).map((h) => h.selected))
    .toEqual(summaryOf.history.filter((h) => h.round === EVENT).map(() => owners[0]!.n));
}

/** The checks made both while the gameweek is live and once it is finalised. */
function itAgrees(live: boolean) {
  it("counts the players' transfers and price changes from what is stored", checkPlayers);
  it('gives the gameweek the average and highest of its entries', checkGameweek);
  it('shows each entry the same points, total, rank, value and bank everywhere', () =>
    checkEntries(live));
  it('gives each entry one overall rank', checkOverallRanks);
}

describe('the figures of a demo gameweek', () => {
  beforeAll(async () => {
    db = t.database.db;
    await createDemoPopulation(db, 40, 7);
    await playSeasonTo(t.database, EVENT - 1, () => {});
    // Half way through the gameweek: some matches over, some to come.
    const kickoffs = await queryRows<{ at: Date | string }>(
      db,
      sql`select kickoff_time as at from fixtures where event = ${EVENT} order by kickoff_time`,
    );
    const middle = new Date(kickoffs[Math.floor(kickoffs.length / 2)]!.at);
    await setGameClock(db, new Date(middle.getTime() + 60_000));
    await runPass(t.database);
    expect(await isDone(db, EVENT, 'finalised')).toBe(false);
  }, 300_000);

  describe('while it is live', () => {
    itAgrees(true);
    it("values a live gameweek's team at its deadline whatever the prices since", async () => {
      const [entry] = await sampleEntries();
      const owned = sql`(select unnest(elements) from entry_picks
                         where entry_id = ${entry} and event = ${EVENT})`;
      await db.execute(sql`update elements set now_cost = now_cost + 3 where id in ${owned}`);
      try {
        const picks = await get<Picks>(`/api/entry/${entry}/event/${EVENT}/picks/`);
        const history = await get<{ current: HistoryRow[] }>(`/api/entry/${entry}/history/`);
        const row = history.current.find((r) => r.event === EVENT)!;
        expect(picks.entry_history.value).toBe(row.value);
      } finally {
        await db.execute(sql`update elements set now_cost = now_cost - 3 where id in ${owned}`);
      }
    });
  });

  describe('once it is finalised', () => {
    beforeAll(async () => {
      await setGameClock(db, await endOfGameweek(db, EVENT));
      await runPass(t.database);
      expect(await isDone(db, EVENT, 'finalised')).toBe(true);
    }, 120_000);
    itAgrees(false);
  });
});
