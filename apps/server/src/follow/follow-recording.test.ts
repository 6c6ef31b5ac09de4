// Following a recorded real gameweek (test/fpl-recording.ts: 2024-25's first two gameweeks, a
// match postponed from GW1 into GW2's double, or the small test season when the real one is
// not beside the repository) from a local server, minute by minute: the live points match the
// recording's at every poll and the final points the official ones; and the same with the
// upstream misbehaving at seeded random moments, each problem reported and nothing applied twice
// or half.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedFollowRow, queryRows, type Database } from '@ofl/db';
import { setGameClock } from '../cache/clock';
import { runCommand } from '../cli/commands';
import { buildRecording, recordedSeasonFolder } from '../../test/fpl-recording';
import { serveRecording, type Fault, type RecordingServer } from '../../test/recording-server';
import { openSeededTestDatabase } from '../../test/build-app';
import { createFollower, loadFollowedSeason, type Follower } from './follow-upstream';
import { createUpstreamClient } from './upstream-client';

const MINUTE = 60_000;
const { folder, real } = recordedSeasonFolder();
const recording = buildRecording(folder);

/** What a followed run saw: mismatches with the recording at each poll, and the end state. */
interface Run {
  mismatches: string[];
  polls: number;
  refused: number;
  said: string[];
  final: Map<number, Map<number, number>>;
  totals: Map<number, number>;
  status: string[];
  differences: number;
  faults: Fault[];
  /** GW2's fixtures of the postponed match's home club. */
  doubled: number;
  /** Requests the upstream answered. */
  requests: number;
}

/** Our lines of the gameweek's started fixtures against the recording's at `at`. */
async function compareLive(database: Database, event: number, at: number): Promise<string[]> {
  const ours = await queryRows<{
    fixture: number;
    element: number;
    points: number;
    bonus: number;
    finished: boolean;
  }>(
    database.db,
    sql`select s.fixture_id as fixture, s.element_id as element, s.points, s.bonus, f.finished
        from fixture_player_stats s join fixtures f on f.id = s.fixture_id
        where f.event = ${event}`,
  );
  const byKey = new Map(ours.map((o) => [`${o.fixture}:${o.element}`, o]));
  const out: string[] = [];
  for (const [key, rec] of recording.points(event, at)) {
    const mine = byKey.get(key);
    const when = new Date(at).toISOString();
    if (!mine) out.push(`${when} ${key}: no line here`);
    else if (mine.points !== rec.points - rec.bonus) {
      out.push(`${when} ${key}: ${mine.points} here, ${rec.points - rec.bonus} recorded`);
    } else if (mine.finished && mine.bonus !== rec.bonus) {
      out.push(`${when} ${key}: bonus ${mine.bonus} here, ${rec.bonus} recorded`);
    }
  }
  return out;
}

/** Polls until a poll is applied whole, as the loop would at its next intervals. */
async function pollUntilApplied(follower: Follower, run: Run) {
  for (let tries = 0; tries < 10; tries++) {
    run.polls++;
    if (await follower.poll()) return;
    run.refused++;
  }
  throw new Error('no poll applied in 10 tries');
}

async function follow(faults?: { rate: number; seed: number }): Promise<Run> {
  const server: RecordingServer = await serveRecording(recording, {
    ...(faults && { faults: { ...faults, slowMs: 400 } }),
  });
  const database = await openSeededTestDatabase();
  const run: Run = {
    mismatches: [],
    polls: 0,
    refused: 0,
    said: [],
    final: new Map(),
    totals: new Map(),
    status: [],
    differences: 0,
    faults: [],
    doubled: 0,
    requests: 0,
  };
  const say = (line: string) => run.said.push(line);
  const client = { timeoutMs: 200, backoffMs: 1, sleep: async () => {}, random: () => 0.5 };
  try {
    const deadline = (event: number) =>
      Date.parse(recording.season.events[event - 1]!.deadline_time);
    const moveTo = async (at: number) => {
      server.at = at;
      await setGameClock(database.db, new Date(at));
    };
    await moveTo(deadline(1) - 2 * 86_400_000);
    // The load retries as the loop does: a failed first read is tried again.
    let loaded = false;
    for (let tries = 0; tries < 5 && !loaded; tries++) {
      loaded = await loadFollowedSeason(
        database,
        { baseUrl: server.url, managers: 0 },
        { client: createUpstreamClient({ baseUrl: server.url, ...client, onProblem: say }), say },
      ).catch(() => false);
    }
    expect(loaded).toBe(true);
    await moveTo(deadline(1) - 2 * 86_400_000);
    const row = (await feedFollowRow(database.db))!;
    const follower = createFollower(database, row, { say, client });
    const steps: { at: number; event: number }[] = [
      { at: recording.postponed.at + MINUTE, event: 1 },
      { at: deadline(1) + MINUTE, event: 1 },
      ...recording.moments(1).map((at) => ({ at, event: 1 })),
      { at: recording.postponed.rescheduledAt + MINUTE, event: 1 },
      { at: deadline(2) + MINUTE, event: 2 },
      ...recording.moments(2).map((at) => ({ at, event: 2 })),
    ];
    for (const step of steps) {
      await moveTo(step.at);
      await pollUntilApplied(follower, run);
      run.mismatches.push(...(await compareLive(database, step.event, step.at)));
    }
    const lines = await queryRows<{ element: number; event: number; points: number }>(
      database.db,
      sql`select s.element_id as element, f.event, sum(s.points + s.bonus)::int as points
          from fixture_player_stats s join fixtures f on f.id = s.fixture_id
          group by s.element_id, f.event`,
    );
    for (const l of lines) {
      const byEvent = run.final.get(l.element) ?? new Map<number, number>();
      byEvent.set(l.event, l.points);
      run.final.set(l.element, byEvent);
    }
    const totals = await queryRows<{ id: number; total_points: number }>(
      database.db,
      sql`select id, total_points from elements`,
    );
    run.totals = new Map(totals.map((t) => [t.id, t.total_points]));
    await runCommand(database, ['status'], (line) => run.status.push(line));
    run.differences = (await feedFollowRow(database.db))!.differences.length;
    const home = recording.season.fixtures.find((f) => f.id === recording.postponed.id)!.team_h;
    const [gw2] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from fixtures
          where event = 2 and (team_h = ${home} or team_a = ${home})`,
    );
    run.doubled = gw2!.n;
    return run;
  } finally {
    run.faults = [...server.faults];
    run.requests = server.requests.length;
    await server.close();
    await database.close();
  }
}

/** Every player's official points per gameweek that ours do not equal. */
function offOfficial(run: Run): string[] {
  const out: string[] = [];
  for (const [element, byEvent] of recording.official) {
    for (const [event, points] of byEvent) {
      const ours = run.final.get(element)?.get(event) ?? 0;
      if (ours !== points) {
        out.push(`GW${event} player ${element}: ${ours} here, ${points} official`);
      }
    }
    const total = [...byEvent.values()].reduce((a, b) => a + b, 0);
    if (run.totals.get(element) !== total) {
      out.push(`player ${element}: total ${run.totals.get(element)} here, ${total} official`);
    }
  }
  return out;
}

describe(`following ${real ? "2024-25's first two gameweeks" : 'the test season'} from a recording`, () => {
  let clean: Run;
  let faulty: Run;
  beforeAll(async () => {
    clean = await follow();
    faulty = await follow({ rate: 0.3, seed: 37 });
  }, 600_000);
  afterAll(() => {});

  it('moves the live points as the recording does, poll after poll', () => {
    expect(clean.mismatches).toEqual([]);
    expect(clean.refused).toBe(0);
    // Politely: the load's two requests, then at most one per endpoint per poll.
    expect(clean.requests).toBeLessThanOrEqual(2 + 3 * clean.polls);
  });

  it("ends with every player's official points, each gameweek and in total", () => {
    expect(offOfficial(clean)).toEqual([]);
    expect(recording.official.size).toBeGreaterThan(real ? 500 : 3);
    expect(clean.differences).toBe(0);
  });

  it('keeps the season in step: the postponed match, moved into the next gameweek', () => {
    expect(clean.said.some((l) => /is postponed/.test(l))).toBe(true);
    expect(clean.said.some((l) => /moves to GW2/.test(l))).toBe(true);
    // In the real season GW2 already had a match of every club: the postponed one doubles it.
    expect(clean.doubled).toBe(real ? 2 : 1);
  });

  it('reaches the same state through 500s, 429s, timeouts, truncated and wrong payloads', () => {
    expect(faulty.mismatches).toEqual([]);
    expect(faulty.final).toEqual(clean.final);
    expect(faulty.totals).toEqual(clean.totals);
    expect(new Set(faulty.faults)).toEqual(
      new Set(['500', '429', 'slow', 'truncated', 'wrong-gameweek']),
    );
  });

  it('reports each problem to the operator', () => {
    const said = faulty.said.join('\n');
    expect(said).toMatch(/upstream error 500/);
    expect(said).toMatch(/rate limited \(429\)/);
    expect(said).toMatch(/no answer within 0.2 s/);
    expect(said).toMatch(/not whole JSON/);
    expect(said).toMatch(/is not of gameweek \d; payload refused/);
    expect(faulty.refused).toBeGreaterThan(0);
    expect(faulty.status.join('\n')).toMatch(/Problems with the upstream/);
    expect(faulty.status.join('\n')).toMatch(/Feed \d+ s old/);
  });
});
