// Killing the runner with SIGKILL at moments during a gameweek, and starting it again, must give
// exactly the tables an uninterrupted run gives. The runner runs as the operator's CLI in a child
// process (`game season --to N`) on the database of this test run: an embedded database folder,
// or the PostgreSQL server of TEST_DATABASE_URL.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createTestTemplate,
  openDatabase,
  openTestDatabase,
  queryRows,
  type Database,
} from '@ofl/db';
import { DEFAULT_DEMO, seedDemoSeason } from '../demo/seed-demo-season';
import { createDemoPopulation } from '../demo/demo-population';

const CLI = fileURLToPath(new URL('../cli/game.ts', import.meta.url));
const MANAGERS = 200;
const TO = 2;
/**
 * When each killed run is cut short: this long (ms) after it reports its first step, so the kill
 * lands inside one of the next steps whatever the machine's speed. Each restart carries on where
 * the last one stopped, a step or two on, so the kills spread over the two gameweeks (eleven
 * steps on the PostgreSQL server).
 */
const KILL_DELAYS = [0, 40, 100, 10, 60, 20];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * Runs `season --to TO` in a child process; when `kill` is given, SIGKILLs it that long after
 * it reported that many steps (the CLI prints a `GWn: step` line as each step ends).
 */
function runSeason(
  env: Record<string, string>,
  kill?: { steps: number; delay: number },
): Promise<'done' | 'killed'> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'season', '--to', String(TO)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  let steps = 0;
  let timer: NodeJS.Timeout | null = null;
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    steps += (chunk.toString().match(/GW\d+: /g) ?? []).length;
    if (kill && !timer && steps >= kill.steps) {
      timer = setTimeout(() => child.kill('SIGKILL'), kill.delay);
    }
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code, signal) => {
      if (timer) clearTimeout(timer);
      if (signal === 'SIGKILL') resolve('killed');
      else if (code === 0) resolve('done');
      else reject(new Error(`the runner failed (${code}): ${errors}`));
    });
  });
}

/** Every table the season writes, in a stable order, without serial ids and write times. */
async function tables(database: Database) {
  const rows = (query: ReturnType<typeof sql>) => queryRows(database.db, query);
  return {
    history: await rows(sql`select * from entry_history order by entry_id, event`),
    entries: await rows(
      sql`select id, bank, free_transfers, total_transfers, summary_overall_points,
                 summary_overall_rank, summary_event_points, summary_event_rank,
                 last_deadline_bank, last_deadline_value from entries order by id`,
    ),
    picks: await rows(
      sql`select entry_id, event, elements, purchase_prices, multipliers, captain, vice_captain,
                 active_chip, automatic_subs, bank, event_transfers, event_transfers_cost
          from entry_picks order by entry_id, event`,
    ),
    transfers: await rows(
      sql`select entry_id, event, element_in, element_in_cost, element_out, element_out_cost, time
          from transfers order by entry_id, event, element_in, element_out`,
    ),
    chips: await rows(sql`select * from chip_plays order by entry_id, chip_id`),
    elements: await rows(
      sql`select id, now_cost, cost_change_event, total_points, event_points, selected_by, form,
                 dreamteam_count, in_dreamteam, totals from elements order by id`,
    ),
    elementEvents: await rows(sql`select * from element_events order by element_id, event`),
    events: await rows(sql`select * from events order by id`),
    lines: await rows(sql`select * from fixture_player_stats order by fixture_id, element_id`),
    leagues: await rows(
      sql`select entry_id, league_id, rank, last_rank, rank_sort, event, total, event_total,
                 transfers, matches_played, matches_won, matches_drawn, matches_lost, points_for
          from league_entries order by league_id, entry_id`,
    ),
    matches: await rows(
      sql`select league_id, kind, event, entry_1, entry_2, entry_1_points, entry_2_points,
                 is_bye, winner, tiebreak, knockout_name, is_knockout
          from league_matches order by league_id, event, entry_1`,
    ),
    orders: await rows(sql`select * from h2h_orders order by league_id`),
    tables: await rows(sql`select * from league_standings order by league_id, phase, entry_id`),
    general: await rows(sql`select * from general_totals order by phase, entry_id, league_id`),
    buckets: await rows(
      sql`select * from general_buckets order by phase, league_id, total desc, transfers`,
    ),
    steps: await rows(sql`select event, step from runner_steps order by event, step`),
  };
}

async function fill(database: Database) {
  await seedDemoSeason(database.db, DEFAULT_DEMO);
  await createDemoPopulation(database.db, MANAGERS, 11);
}

/** Two identical databases with the season and its managers, and how a child process opens each. */
async function twoDatabases(): Promise<
  { env: Record<string, string>; open: () => Promise<Database> }[]
> {
  if (process.env.TEST_DATABASE_URL) {
    const { template, remove } = await createTestTemplate(fill);
    cleanups.push(remove);
    const copies = [await openTestDatabase(template), await openTestDatabase(template)];
    return copies.map((database) => {
      cleanups.push(() => database.close());
      return { env: { DATABASE_URL: database.url! }, open: async () => database };
    });
  }
  const base = mkdtempSync(join(tmpdir(), 'ofl-crash-'));
  cleanups.push(async () => rmSync(base, { recursive: true, force: true }));
  const seeded = await openDatabase({ dataDir: join(base, 'seeded') });
  await fill(seeded);
  await seeded.close();
  return ['calm', 'killed'].map((name) => {
    const dir = join(base, name);
    cpSync(join(base, 'seeded'), dir, { recursive: true });
    return {
      env: { DATA_DIR: dir, DATABASE_URL: '' },
      open: async () => {
        const database = await openDatabase({ dataDir: dir });
        cleanups.push(() => database.close());
        return database;
      },
    };
  });
}

describe('the runner killed with SIGKILL during a gameweek', () => {
  it('ends with exactly the tables of an uninterrupted run', async () => {
    const [calm, killed] = await twoDatabases();
    expect(await runSeason(calm!.env)).toBe('done');
    let kills = 0;
    for (const delay of KILL_DELAYS) {
      if ((await runSeason(killed!.env, { steps: 1, delay })) !== 'killed') break;
      kills++;
    }
    expect(await runSeason(killed!.env)).toBe('done');
    expect(kills).toBeGreaterThanOrEqual(5);
    const expected = await tables(await calm!.open());
    const got = await tables(await killed!.open());
    expect(expected.history).toHaveLength(MANAGERS * TO);
    expect(expected.transfers.length).toBeGreaterThan(0);
    // The head-to-head leagues were ordered at the first deadline and played both gameweeks.
    expect(expected.orders.length).toBeGreaterThan(0);
    expect(
      new Set(
        (expected.matches as { kind: string; event: number }[])
          .filter((m) => m.kind === 'h2h')
          .map((m) => m.event),
      ),
    ).toEqual(new Set([1, 2]));
    for (const name of Object.keys(expected) as (keyof typeof expected)[]) {
      expect(got[name], name).toEqual(expected[name]);
    }
  }, 300_000);
});
