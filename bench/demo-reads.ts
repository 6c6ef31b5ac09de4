// Read latency while the runner works: READERS loops ask the pages a visitor opens (public
// payloads, an entry's pages, league standings) one after another, in the process that runs the
// pass, as `npm start` serves them; each read is counted in the step that was running when it
// was asked. Goal (issue 33): p99 within 100 ms, none longer than 250 ms.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ofl/db';
import { buildApp } from '../apps/server/src/app';
import { setGameClock } from '../apps/server/src/cache/clock';
import { endOfGameweek } from '../apps/server/src/demo/demo-season';
import { runPass } from '../apps/server/src/runner/game-runner';

const READERS = 4;

/** Latency of the reads asked during one kind of step. */
export interface ReadFigure {
  step: string;
  reads: number;
  p50: number;
  p99: number;
  max: number;
}

// The kind of step a progress line of the runner ends.
const KINDS: [string, string][] = [
  ['planned', 'plan'],
  ['deadline', 'deadline'],
  ['live stats', 'live'],
  ['bonus', 'bonus'],
  ['finalised', 'finalise'],
  ['vacuumed', 'vacuum'],
];

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;

function figure(step: string, times: number[]): ReadFigure {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    step,
    reads: sorted.length,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(sorted[sorted.length - 1] ?? 0),
  };
}

/** The pages read: a few entries' pages, their leagues' standings and the public payloads. */
async function pagesOf(database: Database, gameweek: number): Promise<string[]> {
  const entries = await queryRows<{ id: number; league: number }>(
    database.db,
    sql`select e.id, min(le.league_id)::int as league from entries e
        join league_entries le on le.entry_id = e.id
        group by e.id order by e.id limit 4`,
  );
  return [
    '/api/bootstrap-static/',
    `/api/event/${gameweek}/live/`,
    '/api/fixtures/',
    ...entries.flatMap((e) => [
      `/api/entry/${e.id}/`,
      `/api/entry/${e.id}/history/`,
      `/api/entry/${e.id}/event/${gameweek}/picks/`,
      `/api/leagues-classic/${e.league}/standings/`,
    ]),
  ];
}

/** Plays gameweek `gameweek` while the readers read; the latency overall and per step. */
export async function readsDuringPass(database: Database, gameweek: number): Promise<ReadFigure[]> {
  const app = await buildApp({ database, publicKeyTtlMs: 10_000, sessionTtlMs: 10_000 });
  try {
    const pages = await pagesOf(database, gameweek);
    for (const url of pages) await app.inject(url);
    const reads: { at: number; ms: number }[] = [];
    const steps: { kind: string; end: number }[] = [];
    let running = true;
    let next = 0;
    const reader = async () => {
      while (running) {
        const url = pages[next++ % pages.length]!;
        const at = performance.now();
        const response = await app.inject(url);
        if (response.statusCode >= 500) throw new Error(`${url}: ${response.statusCode}`);
        reads.push({ at, ms: performance.now() - at });
      }
    };
    await setGameClock(database.db, await endOfGameweek(database.db, gameweek));
    const readers = Array.from({ length: READERS }, reader);
    try {
      await runPass(database, (line) => {
        const kind = KINDS.find(([word]) => line.includes(word))?.[1] ?? 'other';
        steps.push({ kind, end: performance.now() });
      });
    } finally {
      running = false;
      await Promise.all(readers);
    }
    const stepOf = (at: number) => steps.find((s) => at <= s.end)?.kind ?? 'other';
    const byStep = new Map<string, number[]>();
    for (const read of reads) {
      const kind = stepOf(read.at);
      byStep.set(kind, [...(byStep.get(kind) ?? []), read.ms]);
    }
    return [
      figure(
        'whole pass',
        reads.map((r) => r.ms),
      ),
      ...[...byStep].map(([kind, times]) => figure(kind, times)),
    ];
  } finally {
    await app.close();
  }
}
