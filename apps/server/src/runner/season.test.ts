// A small season played by the runner with simulated managers who transfer, take hits and play
// chips: the invariants of a whole season, step idempotence and the public payloads the runner
// fills (event live, event-status, dream team, fixtures).
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS, squadIssues, validatePicks, money } from '@ofl/engine';
import { queryRows } from '@ofl/db';
import { useTestApp } from '../../test/build-app';
import { setGameClock } from '../cache/clock';
import { endOfGameweek, playSeasonTo } from '../demo/demo-season';
import { runPass } from './game-runner';
import { createDemoPopulation } from '../demo/demo-population';

const MANAGERS = 200;
/** Gameweeks played: enough for transfers, hits, Free Hits and their restored squads. */
const PLAYED = 6;

/** The rows a statement reads from the season's database. */
const rowsOf = <T>(query: SQL) => queryRows<T>(t.database.db, query);

/** Everything the season wrote, timestamps left out, to compare two states. */
async function snapshot() {
  return {
    history: await rowsOf(sql`select * from entry_history order by entry_id, event`),
    entries:
      await rowsOf(sql`select id, bank, free_transfers, summary_overall_points, summary_overall_rank,
                 summary_event_points, summary_event_rank, last_deadline_value
          from entries order by id`),
    picks: await rowsOf(sql`select entry_id, event, elements, multipliers, automatic_subs, bank
          from entry_picks order by entry_id, event`),
    elements:
      await rowsOf(sql`select id, now_cost, total_points, event_points, selected_by, dreamteam_count, totals
          from elements order by id`),
    events: await rowsOf(sql`select * from events order by id`),
    fixtures: await rowsOf(sql`select * from fixtures order by id`),
    lines: await rowsOf(sql`select * from fixture_player_stats order by fixture_id, element_id`),
  };
}

const t = useTestApp();
beforeAll(async () => {
  await createDemoPopulation(t.database.db, MANAGERS, 7);
  await playSeasonTo(t.database, PLAYED, () => {});
}, 300_000);

describe('a season played by the runner', () => {
  it('gives every entry a history row per gameweek whose totals add up', async () => {
    const rows = await rowsOf<{
      entry_id: number;
      event: number;
      points: number;
      total_points: number;
      event_transfers_cost: number;
    }>(sql`select entry_id, event, points, total_points, event_transfers_cost
          from entry_history order by entry_id, event`);
    expect(rows).toHaveLength(MANAGERS * PLAYED);
    const running = new Map<number, number>();
    for (const row of rows) {
      const total = (running.get(row.entry_id) ?? 0) + row.points - row.event_transfers_cost;
      expect(row.total_points).toBe(total);
      running.set(row.entry_id, total);
    }
    const [entries] = await rowsOf<{
      wrong: number;
    }>(sql`select count(*)::int as wrong from entries e join entry_history h
          on h.entry_id = e.id and h.event = ${PLAYED} where e.summary_overall_points <> h.total_points`);
    expect(entries?.wrong).toBe(0);
  });

  it('froze only valid squads and picks at every deadline', async () => {
    const settings = DEFAULT_GAME_SETTINGS;
    const players = new Map(
      (
        await rowsOf<{ id: number; element_type: number; team: number; web_name: string }>(
          sql`select id, element_type, team, web_name from elements`,
        )
      ).map((p) => [p.id, p]),
    );
    const frozen = await rowsOf<{
      elements: number[];
      purchase_prices: number[];
      captain: number;
      vice_captain: number;
      bank: number;
    }>(sql`select elements, purchase_prices, captain, vice_captain, bank from entry_picks
          where event <= ${PLAYED}`);
    for (const row of frozen) {
      const squad = row.elements.map((id) => ({
        element: id,
        element_type: players.get(id)!.element_type,
      }));
      const picks = row.elements.map((id, i) => ({
        element: id,
        position: i + 1,
        is_captain: id === row.captain,
        is_vice_captain: id === row.vice_captain,
      }));
      expect(validatePicks(picks as never, squad as never, settings)).toEqual([]);
      const slots = [...row.elements]
        .map((id, i) => ({ ...players.get(id)!, price: row.purchase_prices[i]! }))
        .sort((a, b) => a.element_type - b.element_type)
        .map((p) => ({
          element: p.id,
          element_type: p.element_type,
          team: p.team,
          price: money(p.price),
          web_name: p.web_name,
        }));
      // The squad's own money as the budget: what is checked is size, positions, club limit.
      const spent = row.purchase_prices.reduce((s, p) => s + p, 0);
      const issues = squadIssues(slots as never, { settings, budget: money(spent) } as never);
      expect(issues.violations).toEqual([]);
      expect(row.bank).toBeGreaterThanOrEqual(0);
    }
  });

  it('ranks consistently with points', async () => {
    const rows = await rowsOf<{
      points: number;
      total_points: number;
      rank: number;
      overall_rank: number;
    }>(
      sql`select points, total_points, rank, overall_rank from entry_history where event = ${PLAYED}`,
    );
    for (const a of rows) {
      expect(a.rank).toBe(1 + rows.filter((b) => b.points > a.points).length);
      expect(a.overall_rank).toBe(1 + rows.filter((b) => b.total_points > a.total_points).length);
    }
  });

  it('has managers who transfer, take hits and play chips within the rules', async () => {
    const [made] = await rowsOf<{
      transfers: number;
      hits: number;
      wildcards: number;
      freehits: number;
    }>(sql`select (select count(*)::int from transfers) as transfers,
                 (select count(*)::int from entry_picks where event_transfers_cost > 0) as hits,
                 (select count(*)::int from entry_picks where active_chip = 'wildcard') as wildcards,
                 (select count(*)::int from entry_picks
                  where event < ${PLAYED} and active_chip = 'freehit') as freehits`);
    expect(made?.transfers).toBeGreaterThan(MANAGERS);
    expect(made?.hits).toBeGreaterThan(0);
    expect(made?.wildcards).toBeGreaterThan(0);
    expect(made?.freehits).toBeGreaterThan(0);
    // Each chip play is in its window, once per chip, and is the frozen row's chip.
    const [wrong] = await rowsOf<{ window: number; twice: number; row: number }>(sql`select
            (select count(*)::int from chip_plays cp join chips c on c.id = cp.chip_id
             where cp.event not between c.start_event and c.stop_event) as window,
            (select count(*)::int from (select entry_id, event from chip_plays
             group by entry_id, event having count(*) > 1) x) as twice,
            (select count(*)::int from entry_picks p
             full join (select cp.entry_id, cp.event, c.name from chip_plays cp
                        join chips c on c.id = cp.chip_id) cp
               on cp.entry_id = p.entry_id and cp.event = p.event
             where coalesce(p.event, cp.event) <= ${PLAYED}
               and p.active_chip is distinct from cp.name) as row`);
    expect(wrong).toEqual({ window: 0, twice: 0, row: 0 });
  });

  it('keeps bank plus squad equal to the budget plus the profits of every sale', async () => {
    const rows = await rowsOf<{
      entry_id: number;
      event: number;
      started_event: number;
      elements: number[];
      purchase_prices: number[];
      bank: number;
      active_chip: string | null;
    }>(sql`select p.entry_id, p.event, e.started_event, p.elements, p.purchase_prices, p.bank,
                 p.active_chip
          from entry_picks p join entries e on e.id = p.entry_id
          where p.event <= ${PLAYED} order by p.entry_id, p.event`);
    const sales = await rowsOf<{
      entry_id: number;
      event: number;
      element_in: number;
      element_out: number;
      element_out_cost: number;
    }>(sql`select entry_id, event, element_in, element_out, element_out_cost from transfers`);
    const key = (entry: number, event: number) => `${entry}:${event}`;
    const byKey = new Map(rows.map((r) => [key(r.entry_id, r.event), r]));
    const salesOf = new Map<string, typeof sales>();
    for (const s of sales) {
      salesOf.set(key(s.entry_id, s.event), [...(salesOf.get(key(s.entry_id, s.event)) ?? []), s]);
    }
    const worth = (r: (typeof rows)[number]) =>
      r.bank + r.purchase_prices.reduce((sum, p) => sum + p, 0);
    for (const row of rows) {
      if (row.event === row.started_event) {
        expect(worth(row)).toBe(1000);
        continue;
      }
      // The squad the gameweek started from: the previous one, or the one before a Free Hit.
      let before = byKey.get(key(row.entry_id, row.event - 1))!;
      if (before.active_chip === 'freehit') before = byKey.get(key(row.entry_id, row.event - 2))!;
      const owned = new Map(before.elements.map((e, i) => [e, before.purchase_prices[i]!]));
      const moves = salesOf.get(key(row.entry_id, row.event)) ?? [];
      let profit = 0;
      for (const move of moves) {
        expect(owned.has(move.element_out)).toBe(true);
        expect(row.elements).toContain(move.element_in);
        expect(row.elements).not.toContain(move.element_out);
        profit += move.element_out_cost - owned.get(move.element_out)!;
      }
      expect(worth(row)).toBe(worth(before) + profit);
    }
  });

  it('scores no entry with a player it did not hold', async () => {
    const [row] = await rowsOf<{
      wrong: number;
    }>(sql`select count(*)::int as wrong from entry_picks p,
            jsonb_to_recordset(p.automatic_subs) as s(element_in int, element_out int)
          where not (s.element_in = any(p.elements) and s.element_out = any(p.elements))`);
    expect(row?.wrong).toBe(0);
    const [over] = await rowsOf<{
      wrong: number;
    }>(sql`select count(*)::int as wrong from entry_history h join entry_picks p
            on p.entry_id = h.entry_id and p.event = h.event
          where h.points > (select 3 * sum(greatest(el_points, 0)) from (
            select coalesce(sum(s.points + s.bonus), 0) as el_points
            from unnest(p.elements) u(element)
            left join fixture_player_stats s on s.element_id = u.element
              and s.fixture_id in (select id from fixtures where event = h.event)
            group by u.element) x)`);
    expect(over?.wrong).toBe(0);
  });

  it('changes nothing when every step runs again', async () => {
    const before = await snapshot();
    await runPass(t.database);
    await t.database.db.execute(
      sql`delete from runner_steps where event = ${PLAYED} and step = 'finalised'`,
    );
    await t.database.db.execute(
      sql`update elements set dreamteam_count = dreamteam_count - 1 where in_dreamteam`,
    );
    await runPass(t.database);
    const after = await snapshot();
    expect(after.history).toEqual(before.history);
    expect(after.entries).toEqual(before.entries);
    expect(after.picks).toEqual(before.picks);
    expect(after.elements).toEqual(before.elements);
    expect(after.lines).toEqual(before.lines);
  });

  it('serves the live gameweek, the event status and the dream teams', async () => {
    const live = await t.app.inject(`/api/event/${PLAYED}/live/`);
    expect(live.statusCode).toBe(200);
    const body = live.json() as {
      elements: { id: number; stats: Record<string, unknown>; explain: unknown[] }[];
    };
    expect(body.elements.length).toBeGreaterThan(500);
    const scorer = body.elements.find((e) => (e.stats.minutes as number) > 0)!;
    expect(scorer.explain.length).toBeGreaterThan(0);
    expect((await t.app.inject('/api/event/99/live/')).statusCode).toBe(404);

    // ICT figures come from the actions, as strings with one decimal; the season's add up.
    const played = body.elements.filter((e) => (e.stats.minutes as number) > 0);
    expect(played.every((e) => /^\d+\.\d$/.test(e.stats.ict_index as string))).toBe(true);
    // A substitute on for a minute or two may well stay at 0.0, as in the official game.
    expect(played.filter((e) => Number(e.stats.ict_index) > 0).length).toBeGreaterThan(
      played.length * 0.9,
    );
    const seasonIct = new Map<number, number>();
    for (let gw = 1; gw <= PLAYED; gw++) {
      const week = (await t.app.inject(`/api/event/${gw}/live/`)).json() as typeof body;
      for (const e of week.elements) {
        seasonIct.set(e.id, (seasonIct.get(e.id) ?? 0) + Number(e.stats.influence));
      }
    }
    const boot = (await t.app.inject('/api/bootstrap-static/')).json() as {
      elements: { id: number; influence: string }[];
    };
    for (const e of boot.elements) {
      expect(Number(e.influence)).toBeCloseTo(seasonIct.get(e.id) ?? 0, 5);
    }

    const dream = (await t.app.inject(`/api/dream-team/${PLAYED}/`)).json() as {
      team: unknown[];
      top_player: { id: number };
    };
    expect(dream.team).toHaveLength(11);
    const [event] = await rowsOf<{ top_element: number }>(
      sql`select top_element from events where id = ${PLAYED}`,
    );
    expect(dream.top_player.id).toBe(event?.top_element);
    expect(
      ((await t.app.inject('/api/dream-team/')).json() as { team: unknown[] }).team,
    ).toHaveLength(11);
    expect((await t.app.inject('/api/dream-team/30/')).statusCode).toBe(404);

    const status = (await t.app.inject('/api/event-status/')).json() as {
      status: { points: string; bonus_added: boolean }[];
      leagues: string;
    };
    expect(status.leagues).toBe('Updated');
    expect(status.status.every((d) => d.points === 'r' && d.bonus_added)).toBe(true);
  });

  it('posts a live gameweek minute by minute and keeps live points in step', async () => {
    const db = t.database.db;
    const [first] = await rowsOf<{ kickoff: Date | string }>(
      sql`select min(kickoff_time) as kickoff from fixtures where event = ${PLAYED + 1}`,
    );
    await setGameClock(db, new Date(new Date(first!.kickoff).getTime() + 30 * 60_000));
    await runPass(t.database);
    const [fixture] = await rowsOf<{
      started: boolean;
      minutes: number;
      finished_provisional: boolean;
    }>(sql`select started, minutes, finished_provisional from fixtures where event = ${PLAYED + 1}
          order by kickoff_time, id limit 1`);
    expect(fixture).toEqual({ started: true, minutes: 30, finished_provisional: false });
    const status = (await t.app.inject('/api/event-status/')).json() as {
      status: { points: string }[];
    };
    expect(status.status[0]?.points).toBe('l');
    const [wrong] = await rowsOf<{
      n: number;
    }>(sql`select count(*)::int as n from entries e where e.summary_event_points <> (
            select coalesce(sum(el.event_points * u.m), 0) from entry_picks p,
              unnest(p.elements, p.multipliers) u(element, m) join elements el on el.id = u.element
            where p.entry_id = e.id and p.event = ${PLAYED + 1})`);
    expect(wrong?.n).toBe(0);

    // After the first match day's bonus, the average and highest so far follow the live points.
    const [day] = await rowsOf<{
      day: Date | string;
    }>(sql`select max(kickoff_time) + interval '5 hours' as day from fixtures
          where event = ${PLAYED + 1}
            and kickoff_time::date = (select min(kickoff_time)::date from fixtures
                                      where event = ${PLAYED + 1})`);
    await setGameClock(db, new Date(day!.day));
    await runPass(t.database);
    const [sofar] = await rowsOf<{
      average: number;
      highest: number;
      entry: number;
    }>(sql`select average_entry_score as average, highest_score as highest,
                 highest_scoring_entry as entry from events where id = ${PLAYED + 1}`);
    const [live] = await rowsOf<{
      average: number;
      highest: number;
    }>(sql`select round(avg(summary_event_points))::int as average,
                 max(summary_event_points) as highest from entries`);
    expect(sofar).toMatchObject(live!);
    expect(sofar!.highest).toBeGreaterThan(0);
    const [top] = await rowsOf<{ points: number }>(
      sql`select summary_event_points as points from entries where id = ${sofar!.entry}`,
    );
    expect(top?.points).toBe(sofar!.highest);

    await setGameClock(db, await endOfGameweek(db, PLAYED + 1));
    await runPass(t.database);
    const [done] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from entry_history where event = ${PLAYED + 1}`,
    );
    expect(done?.n).toBe(MANAGERS);
  });
});
