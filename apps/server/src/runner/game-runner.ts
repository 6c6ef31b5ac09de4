// The gameweek runner: given the game clock, runs every due lifecycle step in order (deadline,
// live stats, bonus, finalisation; nightly prices), each idempotent, under one PostgreSQL
// advisory lock so only one runner works at a time, whatever the number of server instances.
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { vacuumAnalyze, type Database } from '@ofl/db';
import { events } from '@ofl/db/tables';
import { addBonus } from './add-bonus';
import { sendDeadlineReminders } from './deadline-reminders';
import { refreshOpenTransferCounts } from './deadline-figures';
import { FINALISE_SHARDS, finaliseEvent, type FinaliseTimings } from './finalise/finalise-event';
import { writePreview, writeReview } from './news/game-news';
import { lockDeadline } from './lock-deadline';
import { refreshLiveEntries } from './live-points';
import { bumpVersion, isDone, settledGameweeks } from './steps';
import { planManagers, planTimes } from '../demo/plan-managers';
import { writePlayerNews } from './news/player-news';
import { isImported } from './match-feed';
import { postLiveStats } from './post-live-stats';
import { loadRunnerSettings, type RunnerSettings } from './runner-settings';
import { updatePrices } from './update-prices';
import { writeFdr } from './finalise/write-fdr';
import { writeWinners } from './finalise/write-winners';
import { databaseClock } from '../cache/clock';

/** The advisory lock key of the runner (any constant shared by every instance). */
export const RUNNER_LOCK_KEY = 4_150_001;

/** What one pass did, for logs and the CLI. */
export interface PassReport {
  ran: boolean;
  at: Date;
  steps: string[];
  timings: FinaliseTimings;
  /** Seconds per kind of step (plan, deadline, live, bonus, finalise, ...), summed over the pass. */
  seconds: Record<string, number>;
}

/** The pass running in this process per database, so a second pass waits for the first. */
const passInProcess = new WeakMap<Database, Promise<unknown>>();

/**
 * Holds the runner lock while `work` runs; returns null without running it when another
 * process's runner holds it. Within one process passes queue one after another (the loop and
 * an operator's pass may ask at once); on the embedded database, which one process owns, that
 * queue is the whole lock.
 */
export function withRunnerLock<T>(database: Database, work: () => Promise<T>): Promise<T | null> {
  const previous = passInProcess.get(database) ?? Promise.resolve();
  const pass = previous.catch(() => undefined).then(() => withServerLock(database, work));
  passInProcess.set(database, pass);
  return pass;
}

async function withServerLock<T>(database: Database, work: () => Promise<T>): Promise<T | null> {
  if (database.kind !== 'postgres' || !database.url) return work();
  const client = new pg.Client({ connectionString: database.url });
  // Losing this connection loses the lock, and the pass's own queries fail on their pool; an
  // unheard 'error' event would end the process instead.
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ held: boolean }>(
      'select pg_try_advisory_lock($1) as held',
      [RUNNER_LOCK_KEY],
    );
    if (!rows[0]?.held) return null;
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [RUNNER_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

/** The timings under a prefix, as 'part 0.3 s, part 1.2 s'. */
function breakdown(timings: FinaliseTimings, prefix: string): string {
  return Object.entries(timings)
    .filter(([name]) => name.startsWith(prefix))
    .map(([name, seconds]) => `${name.slice(prefix.length)} ${seconds.toFixed(1)} s`)
    .join(', ');
}

// The embedded database has no autovacuum: the rows every gameweek rewrites (entries, picks,
// players) would pile up as dead versions and slow every scan, and the planner would keep its
// first-start statistics. Once a gameweek is finalised, reclaim them and re-analyse the columns
// the runner's and the pages' queries filter and join on (the small tables whole).
const HOT_TABLES: Record<string, readonly string[]> = {
  entries: ['id', 'user_id', 'started_event'],
  entry_picks: ['entry_id', 'event', 'active_chip'],
  entry_history: ['entry_id', 'event', 'rank', 'overall_rank'],
  elements: [],
  element_price_states: [],
  fixture_player_stats: ['fixture_id', 'element_id'],
  fixtures: [],
  transfers: ['entry_id', 'event', 'time'],
};

/** VACUUM and ANALYZE of the tables a gameweek rewrites, on the embedded database only. */
export async function tidyEmbedded(database: Database): Promise<void> {
  if (database.kind !== 'pglite') return;
  await vacuumAnalyze(database.db, HOT_TABLES);
}

/** Entry ranges finalised at once: a core's worth each on a server; the embedded one has one. */
const shardsOf = (database: Database) => (database.kind === 'postgres' ? FINALISE_SHARDS : 1);

/** How a pass runs. */
export interface PassOptions {
  /**
   * The clock stands past whole gameweeks (the demo and `season --to` catching up): a gameweek's
   * live stats, bonus and finalisation come in one pass, so the entries' live points, which the
   * finalisation replaces, are scored only if it did not follow.
   */
  wholeGameweeks?: boolean;
}

/**
 * How a server process runs a deadline step: with its live ranker loading beside it, so the step
 * ends with the ranker ready (LiveRanks.loadAlongside). False when the step had already run.
 */
export type DeadlineWith = (event: number, step: () => Promise<boolean>) => Promise<boolean>;

/**
 * Runs every step due at the game clock's time, in lifecycle order. A server process passes
 * `deadlineWith`, which loads its live ranker beside the deadline step.
 */
export async function runPass(
  database: Database,
  say: (line: string) => void = () => {},
  deadlineWith?: DeadlineWith,
  options: PassOptions = {},
): Promise<PassReport> {
  const { db } = database;
  const at = await databaseClock(db).now();
  const report: PassReport = { ran: false, at, steps: [], timings: {}, seconds: {} };
  const done = await withRunnerLock(database, async () => {
    const run = await loadRunnerSettings(db);
    // Steps run in the order of their moments (prices of the nights before each wave of managers
    // plans, the wave, the nights before the deadline, the deadline ...), so a pass cut short
    // anywhere and the next one do the same work in the same order as one uninterrupted pass.
    // A gameweek is due once its first wave plans, a few hours after the previous deadline.
    const schedule = await db
      .select({ id: events.id, deadline: events.deadlineTime })
      .from(events)
      .orderBy(asc(events.deadlineTime));
    // Asking every step of every earlier gameweek again would make a pass late in the season
    // cost far more than one early on; a settled gameweek's nights are priced by the next call.
    const settled = await settledGameweeks(db, await isImported(db));
    let nights = 0;
    let previous: Date | null = null;
    for (const { id, deadline } of schedule) {
      const waves = planTimes(deadline, previous);
      previous = deadline;
      if (waves[0]! > at) break;
      if (settled.has(id)) continue;
      let started = performance.now();
      const lap = (kind: string) => {
        const seconds = (performance.now() - started) / 1000;
        report.seconds[kind] = (report.seconds[kind] ?? 0) + seconds;
        started = performance.now();
        return seconds;
      };
      const note = (kind: string, step: string) => {
        const seconds = lap(kind).toFixed(1);
        report.steps.push(step);
        say(`  GW${id}: ${step} (${seconds} s)`);
      };
      for (const [wave, planAt] of waves.entries()) {
        if (planAt > at) break;
        nights += await updatePrices(db, planAt);
        lap('prices');
        const plan = await planManagers(db, run, id, wave, planAt);
        if (plan) {
          note(
            'plan',
            `${plan.planned} managers planned (wave ${wave + 1}): ${plan.transfers} transfers, ${plan.chips} chips` +
              (plan.refused > 0 ? `, ${plan.refused} plans refused by the rules` : ''),
          );
        }
      }
      // The preview follows the last wave, with the price moves the week's transfers made.
      const lastWave = waves[waves.length - 1]!;
      if (lastWave <= at && (await writePreview(db, id, lastWave))) note('news', 'preview written');
      const reminded = await sendDeadlineReminders(db, id, deadline, at);
      if (reminded !== null) note('mail', `${reminded} deadline reminders mailed`);
      if (deadline > at) continue;
      nights += await updatePrices(db, deadline);
      lap('prices');
      if (
        !(await isDone(db, id, 'deadline')) &&
        (await passDeadline(db, run, id, report, deadlineWith))
      ) {
        note(
          'deadline',
          `deadline passed, picks frozen [${breakdown(report.timings, 'deadline: ')}]`,
        );
      }
      const live = !options.wholeGameweeks;
      const posted = await postLiveStats(db, run, id, at, live);
      if (posted) note('live', 'live stats posted');
      const days = await addBonus(db, run, id, at, live);
      if (days > 0) note('bonus', `bonus added for ${days} match day${days === 1 ? '' : 's'}`);
      if (
        await finaliseEvent(db, run, id, { timings: report.timings, shards: shardsOf(database) })
      ) {
        note('finalise', 'finalised');
        await tidyEmbedded(database);
        note('vacuum', 'tables vacuumed');
      } else if (!live && (posted || days > 0)) {
        await db.transaction(async (tx) => {
          await refreshLiveEntries(tx, run.settings, id);
          await bumpVersion(tx);
        });
        note('live', 'live points scored');
      }
      if (await writePlayerNews(db, id)) note('news', 'player news written');
      if (await writeReview(db, id)) note('news', 'review written');
      if (await writeFdr(db, id)) note('finalise', 'fixture difficulty rated');
      if (await writeWinners(db, id)) note('finalise', 'prize winners named');
      lap('other');
    }
    const started = performance.now();
    nights += await updatePrices(db, at);
    if (nights > 0) report.steps.push(`prices updated for ${nights} nights`);
    // The managers' transfers since the last pass, counted per player.
    if (await db.transaction((tx) => refreshOpenTransferCounts(tx))) {
      report.steps.push('transfers counted');
    }
    report.seconds.other = (report.seconds.other ?? 0) + (performance.now() - started) / 1000;
    return true;
  });
  report.ran = done === true;
  return report;
}

/**
 * The deadline step of `event`, with `deadlineWith` when given; the time the live ranker took
 * after the step (its load overlaps the step) goes to the timings as 'deadline: live ranker'.
 */
async function passDeadline(
  db: Database['db'],
  run: RunnerSettings,
  event: number,
  report: PassReport,
  deadlineWith?: DeadlineWith,
): Promise<boolean> {
  const step = () => lockDeadline(db, run, event, report.timings);
  if (!deadlineWith) return step();
  let stepEnd = 0;
  const locked = await deadlineWith(event, async () => {
    const ran = await step();
    stepEnd = performance.now();
    return ran;
  });
  if (locked) report.timings['deadline: live ranker'] = (performance.now() - stepEnd) / 1000;
  return locked;
}

/** Runs a pass every `intervalMs` (never two at once) until the returned stop is called. */
export function startRunnerLoop(
  database: Database,
  intervalMs: number,
  onError: (error: unknown) => void,
  deadlineWith?: DeadlineWith,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runPass(database, undefined, deadlineWith)
      .catch(onError)
      .finally(() => (running = null));
  }, intervalMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
