// The operator's commands: `npm run game -- <command>`. With the embedded database, stop the
// server first (an embedded database folder has one owner at a time).
import { asc, desc } from 'drizzle-orm';
import { eventStates } from '@ofl/engine';
import { events, gameSettings, mailOutbox, type Database, type Db } from '@ofl/db';
import { databaseClock, setGameClock } from '../services/clock';
import { openDatabaseFromEnv } from './open-from-env';
import { parseDuration } from './parse-duration';
import { resetToPreseason } from './reset-season';
import { playSeasonTo } from '../services/demo-season';
import { runPass } from '../services/game-runner';

const HELP = `Usage: npm run game -- <command>

  status                     the season, the game time and the gameweeks around it
  clock                      show the game time
  clock set <ISO time>       set the game time, e.g. 2025-08-16T10:00:00Z
  clock advance <90m|3h|2d>  move the game time forward, then run the due steps
  run                        run every lifecycle step due at the game time
  season --to <N>            play the season until gameweek N is finalised
  clock real                 follow real time again
  outbox [n]                 show the last n mails the game sent (default 5)
  reset --preseason --yes    wipe everything and load a fresh season before the first deadline`;

const print = (text: string) => process.stdout.write(`${text}\n`);

async function status(db: Db) {
  const now = await databaseClock(db).now();
  const [settings] = await db.select().from(gameSettings);
  const rows = await db
    .select({ id: events.id, deadline_time: events.deadlineTime })
    .from(events)
    .orderBy(asc(events.id));
  const states = eventStates(rows, now);
  const current = states.find((s) => s.is_current)?.id ?? 'none';
  const next = rows.find((r) => states.find((s) => s.id === r.id)?.is_next);
  print(`Season ${settings?.seasonName ?? '(none)'} with the ${settings?.ruleSet ?? '?'} rules`);
  print(`Game time ${now.toISOString()}`);
  print(
    `Current gameweek ${current}; next ${next ? `${next.id}, deadline ${next.deadline_time.toISOString()}` : 'none'}`,
  );
}

async function runOnce(database: Database) {
  const report = await runPass(database, print);
  if (!report.ran) print('Another runner is working; nothing done.');
  else if (report.steps.length === 0) print(`Nothing due at ${report.at.toISOString()}.`);
}

async function season(database: Database, args: string[]) {
  const to = Number(args[args.indexOf('--to') + 1]);
  if (!args.includes('--to') || !Number.isInteger(to) || to < 1) {
    throw new Error('Usage: season --to <gameweek>');
  }
  const started = performance.now();
  await playSeasonTo(database, to, print);
  print(`Played to gameweek ${to} in ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
}

async function clock(db: Db, args: string[]) {
  const [action, value] = args;
  const clock = databaseClock(db);
  if (action === 'set') {
    const at = new Date(value ?? '');
    if (Number.isNaN(at.getTime())) throw new Error(`Not a time: ${value}`);
    await setGameClock(db, at);
  } else if (action === 'advance') {
    const ms = parseDuration(value ?? '');
    if (ms === null) throw new Error(`Not a duration: ${value} (use 90m, 3h, 2d or 1w)`);
    await setGameClock(db, new Date((await clock.now()).getTime() + ms));
  } else if (action === 'real') {
    await setGameClock(db, null);
  } else if (action !== undefined) {
    throw new Error(HELP);
  }
  print(`Game time ${(await clock.now()).toISOString()}`);
}

async function outbox(db: Db, args: string[]) {
  const count = Number(args[0] ?? 5);
  const mails = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(count);
  if (mails.length === 0) print('The outbox is empty.');
  for (const mail of mails.reverse()) {
    print(`--- ${mail.createdAt.toISOString()} to ${mail.to}: ${mail.subject}\n${mail.body}\n`);
  }
}

async function main(argv: string[]) {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') return print(HELP);
  if (command === 'reset' && !(args.includes('--preseason') && args.includes('--yes'))) {
    throw new Error('reset wipes every team and account: run it as `reset --preseason --yes`.');
  }
  const database = await openDatabaseFromEnv();
  try {
    if (command === 'status') await status(database.db);
    else if (command === 'clock') {
      await clock(database.db, args);
      if (args[0] === 'advance' || args[0] === 'set') await runOnce(database);
    } else if (command === 'run') await runOnce(database);
    else if (command === 'season') await season(database, args);
    else if (command === 'outbox') await outbox(database.db, args);
    else if (command === 'reset') {
      await resetToPreseason(database.db);
      print('A fresh season is loaded, before the first deadline.');
      await status(database.db);
    } else throw new Error(HELP);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
