// The operator's commands over an open database, writing their report a line at a time. The
// command line runs them itself, or asks the running server to (see game.ts), so both are one.
import { readFileSync } from 'node:fs';
import { feedFollowRow, gameSettingsRow, latestMails, type Database, type Db } from '@ofl/db';
import { importSeasonFolder } from '@ofl/feed';
import { demoLeagueCodes } from '../demo/demo-leagues';
import { isDone } from '../runner/steps';
import { databaseClock, setGameClock } from '../cache/clock';
import { playSeasonTo } from '../demo/demo-season';
import { runPass } from '../runner/game-runner';
import { gameweeksAt } from '../services/season/gameweeks';
import { loadImportedSeason } from '../services/season/import-season';
import { playGameweek } from '../services/season/play-gameweek';
import { startNewSeason, type NextSeasonSource } from '../services/season/new-season';
import { replaceSeason } from '../services/season/replace-season';
import { DEFAULT_DEMO, seedDemoSeason } from '../demo/seed-demo-season';
import { parseDuration } from '@ofl/api';
import { parseArticleFile, readNewsPage, removeArticle, writeArticle } from '../services/news';
import { followStatusLines } from '../follow/follow-status';
import { loadFollowedSeason } from '../follow/follow-upstream';
import { UsageError } from './usage-error';

export const HELP = `Usage: npm run game -- <command>

  status                     the season, the game time and the gameweeks around it
  clock                      show the game time
  clock set <ISO time>       set the game time, e.g. 2025-08-16T10:00:00Z
  clock advance <90m|3h|2d>  move the game time forward, then run the due steps
  clock real                 follow real time again
  run                        run every lifecycle step due at the game time
  play [--speed <N>]         play the current (or next) gameweek live, the clock N times
                             faster than real time while matches are on (default 60)
  finalise                   play the current gameweek to its end at once and finalise it
  season --to <N>            play the season until gameweek N is finalised
  outbox [n]                 show the last n mails the game sent (default 5)
  reset --preseason --yes    wipe everything and load a fresh season before the first deadline
  import <folder> --yes [--managers <N>]
                             wipe everything and load a real past season to replay gameweek
                             by gameweek: a season folder of the CSV layout (e.g. 2024-25) or
                             of saved FPL payloads (bootstrap-static, fixtures, event-N-live),
                             with N simulated managers (default none)
  follow <base-url> --yes [--managers <N>] [--every <seconds>] [--mirror-prices]
                             wipe everything and load the current season from an FPL-shaped
                             API (the official one, a mirror or a recording), then keep in step
                             with it: its players, fixtures and deadlines, and its live stats
                             each minute (or every N seconds), scored by our own rules
  news add <file.md>         publish an article (or a video) from a Markdown file with front
                             matter (slug, title, summary, tags, type, hotlinkUrl, date ...)
  news edit <file.md>        rewrite the article of the file's slug
  news remove <slug>         remove an article
  news list [n]              the newest n articles and videos (default 10)
  new-season --generate --yes | new-season --from <folder> --yes
                             once the last gameweek is finalised, archive the season and start
                             the next, keeping the accounts and their teams (each picks a new
                             squad): generated from this one, or a real season's folder`;

export { UsageError };

type Say = (line: string) => void;

/** Where the folder stands in a command line: for `import`, the first word after the command
 * that is neither an option nor an option's value; for `new-season`, the word after `--from`;
 * -1 when there is none. */
export function folderIndex(argv: readonly string[]): number {
  if (argv[0] === 'new-season') {
    const at = argv.indexOf('--from');
    return at > 0 && at + 1 < argv.length ? at + 1 : -1;
  }
  return argv.findIndex(
    (a, i) =>
      i > 0 &&
      !a.startsWith('--') &&
      !(i > 1 && (argv[i - 1] === '--managers' || argv[i - 1] === '--every')),
  );
}

function positional(args: readonly string[]): string | undefined {
  return args[folderIndex(['import', ...args]) - 1];
}

/** The value after `--name`, if the option is there. */
function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? (args[at + 1] ?? '') : undefined;
}

async function status(db: Db, say: Say) {
  const settings = await gameSettingsRow(db);
  const { now, deadlines, current, next } = await gameweeksAt(db);
  say(`Season ${settings?.seasonName ?? '(none)'} with the ${settings?.ruleSet ?? '?'} rules`);
  say(`Game time ${now.toISOString()}`);
  const finalised = current !== null && (await isDone(db, current, 'finalised'));
  const deadline = deadlines.find((e) => e.id === next)?.deadline_time;
  say(
    `Current gameweek ${current ?? 'none'}${finalised ? ' (finalised)' : ''}; next ` +
      (deadline ? `${next}, deadline ${deadline.toISOString()}` : 'none'),
  );
  const follow = await feedFollowRow(db);
  if (follow) for (const line of followStatusLines(follow, now)) say(line);
  const codes = await demoLeagueCodes(db);
  if (codes.length > 0) {
    say('Leagues to join by code (Leagues & Cups, Join an Invitational League):');
    for (const l of codes) say(`  ${l.code}  ${l.name} (${l.members} teams)`);
  }
}

async function runOnce(database: Database, say: Say) {
  const report = await runPass(database, say);
  if (!report.ran) say('Another runner is working; nothing done.');
  else if (report.steps.length === 0) say(`Nothing due at ${report.at.toISOString()}.`);
}

/**
 * A number given on the command line (`fallback` when left out), refused with `usage` unless it
 * is at least `min` (and whole, unless `whole` is false).
 */
function numberArg(
  given: string | undefined,
  { fallback = NaN, min, whole = true }: { fallback?: number; min: number; whole?: boolean },
  usage: string,
): number {
  const n = given === undefined ? fallback : Number(given);
  if (!(whole ? Number.isInteger(n) : Number.isFinite(n)) || n < min) throw new UsageError(usage);
  return n;
}

const seasonTo = (args: readonly string[]) =>
  numberArg(option(args, 'to'), { min: 1 }, 'Usage: season --to <gameweek>');

async function season(database: Database, args: string[], say: Say) {
  const to = seasonTo(args);
  const started = performance.now();
  await playSeasonTo(database, to, say);
  say(`Played to gameweek ${to} in ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
}

const playSpeed = (args: readonly string[]) =>
  numberArg(
    option(args, 'speed'),
    { fallback: 60, min: 1, whole: false },
    'Usage: play [--speed <N>], N at least 1 (times real time)',
  );

async function play(database: Database, args: string[], say: Say) {
  const speed = playSpeed(args);
  const played = await playGameweek(database, { speed }, say);
  if (played === null) say('No gameweek is left to play.');
}

async function finalise(database: Database, say: Say) {
  const { current } = await gameweeksAt(database.db);
  if (current === null) return say('No gameweek has started yet: nothing to finalise.');
  if (await isDone(database.db, current, 'finalised')) {
    return say(`Gameweek ${current} is already finalised.`);
  }
  await playSeasonTo(database, current, say);
}

/** What `clock` was asked to do, its words checked. */
function clockMove(args: readonly string[]) {
  const [action, value] = args;
  if (action === 'set') {
    const at = new Date(value ?? '');
    if (Number.isNaN(at.getTime())) throw new UsageError(`Not a time: ${value}`);
    return { action, at };
  }
  if (action === 'advance') {
    const ms = parseDuration(value ?? '');
    if (ms === null) throw new UsageError(`Not a duration: ${value} (use 90m, 3h, 2d or 1w)`);
    return { action, ms };
  }
  if (action === 'real' || action === undefined) return { action };
  throw new UsageError(HELP);
}

async function clock(database: Database, args: string[], say: Say) {
  const { db } = database;
  const move = clockMove(args);
  const clock = databaseClock(db);
  if (move.at) await setGameClock(db, move.at);
  else if (move.ms !== undefined) {
    await setGameClock(db, new Date((await clock.now()).getTime() + move.ms));
  } else if (move.action === 'real') await setGameClock(db, null);
  const { action } = move;
  say(`Game time ${(await clock.now()).toISOString()}`);
  if (action === 'advance' || action === 'set') await runOnce(database, say);
}

const outboxCount = (args: readonly string[]) =>
  numberArg(args[0], { fallback: 5, min: 1 }, 'Usage: outbox [n]');

async function outbox(db: Db, args: string[], say: Say) {
  const count = outboxCount(args);
  const mails = await latestMails(db, count);
  if (mails.length === 0) say('The outbox is empty.');
  for (const mail of mails.reverse()) {
    say(`--- ${mail.createdAt.toISOString()} to ${mail.to}: ${mail.subject}\n${mail.body}\n`);
  }
}

async function reset(database: Database, say: Say) {
  if (!(await replaceSeason(database, (db) => seedDemoSeason(db, DEFAULT_DEMO)))) {
    return say('Another runner is working; try again in a moment.');
  }
  say('A fresh season is loaded, before the first deadline.');
  await status(database.db, say);
}

const importManagers = (args: readonly string[]) =>
  numberArg(
    option(args, 'managers'),
    { fallback: 0, min: 0 },
    'Usage: import <season folder> --yes [--managers <N>]',
  );

async function importFolder(database: Database, args: string[], say: Say) {
  const folder = positional(args)!;
  const imported = importSeasonFolder(folder);
  const { season } = imported;
  say(
    `Read ${season.season_name}: ${season.teams.length} clubs, ${season.elements.length} players, ` +
      `${season.fixtures.length} fixtures in ${season.events.length} gameweeks, ` +
      `${imported.lines.length} player lines; scored under the ${imported.ruleSet} rules.`,
  );
  const managers = importManagers(args);
  if (!(await loadImportedSeason(database, imported, { managers, say }))) {
    return say('Another runner is working; try again in a moment.');
  }
  say('Loaded in place of the old season: `season --to N` or `play` replays it.');
  await status(database.db, say);
}

const FOLLOW_USAGE =
  'Usage: follow <base-url> --yes [--managers <N>] [--every <seconds>] [--mirror-prices]';

/** What `follow` was asked to do, its words checked. */
function followArgs(args: readonly string[]) {
  const url = positional(args);
  let baseUrl: URL;
  try {
    baseUrl = new URL(url ?? '');
  } catch {
    throw new UsageError(FOLLOW_USAGE);
  }
  if (baseUrl.protocol !== 'http:' && baseUrl.protocol !== 'https:') {
    throw new UsageError(FOLLOW_USAGE);
  }
  return {
    baseUrl: baseUrl.href,
    managers: numberArg(option(args, 'managers'), { fallback: 0, min: 0 }, FOLLOW_USAGE),
    intervalMs:
      numberArg(
        option(args, 'every'),
        { fallback: 60, min: 10 },
        `${FOLLOW_USAGE}: at least 10 seconds between polls`,
      ) * 1000,
    mirrorPrices: args.includes('--mirror-prices'),
  };
}

async function follow(database: Database, args: string[], say: Say) {
  const start = followArgs(args);
  if (!(await loadFollowedSeason(database, start, { say }))) {
    return say('Another runner is working; try again in a moment.');
  }
  say(
    `Loaded in place of the old season; the server (or this command, while it runs) now polls ` +
      `${start.baseUrl} every ${start.intervalMs / 1000} s.`,
  );
  await status(database.db, say);
}

const NEWS_USAGE =
  'Usage: news add <file.md> | news edit <file.md> | news remove <slug> | news list [n]';

/** The words of a news command: its action and its one argument. */
function newsArgs(args: readonly string[]): { action: string; arg: string | undefined } {
  const [action, arg] = args;
  const needsArg = action === 'add' || action === 'edit' || action === 'remove';
  if (!action || !['add', 'edit', 'remove', 'list'].includes(action) || (needsArg && !arg)) {
    throw new UsageError(NEWS_USAGE);
  }
  if (action === 'list' && arg !== undefined && !/^\d{1,2}$/.test(arg)) {
    throw new UsageError('Usage: news list [n], n up to 50');
  }
  return { action, arg };
}

async function news(database: Database, args: string[], say: Say) {
  const { db } = database;
  const { action, arg } = newsArgs(args);
  if (action === 'list') {
    const page = await readNewsPage(db, {
      page: 0,
      pageSize: Math.min(Number(arg ?? 10), 50) || 10,
    });
    if (page.content.length === 0) return say('No articles yet.');
    for (const item of page.content) {
      say(
        `${item.date.slice(0, 10)}  ${item.type === 'VIDEO' ? 'video' : 'text '}  ${item.slug ?? item.id}  ${item.title}`,
      );
    }
    return;
  }
  if (action === 'remove') {
    return say(
      (await removeArticle(db, arg!)) ? `Removed ${arg}.` : `No article has the slug ${arg}.`,
    );
  }
  const item = await writeArticle(db, parseArticleFile(readFileSync(arg!, 'utf8')));
  say(
    `${action === 'add' ? 'Published' : 'Rewrote'} '${item.title}' (${item.slug}, id ${item.id}), dated ${item.date}.`,
  );
}

/** new-season's source: `--generate` or `--from <folder>`, exactly one. */
const newSeasonSource = (args: readonly string[]) => {
  const folder = option(args, 'from');
  const generate = args.includes('--generate');
  if (generate === (folder !== undefined) || folder === '' || folder?.startsWith('--')) {
    throw new UsageError('Usage: new-season --generate --yes | new-season --from <folder> --yes');
  }
  return folder === undefined ? null : folder;
};

async function newSeason(database: Database, args: string[], say: Say) {
  const folder = newSeasonSource(args);
  let source: NextSeasonSource = { generate: true };
  if (folder !== null) {
    const imported = importSeasonFolder(folder);
    say(`Read ${imported.season.season_name} (${imported.season.elements.length} players).`);
    source = { imported };
  }
  const outcome = await startNewSeason(database, source, say);
  if (!outcome.done) return say(outcome.reason);
  say(
    `${outcome.from} is archived and ${outcome.to} loaded, before its first deadline: every ` +
      'manager keeps his account and team and picks a new squad.',
  );
  await status(database.db, say);
}

/** Every command by name, each with the words after it. */
const COMMANDS: Record<string, (database: Database, args: string[], say: Say) => Promise<void>> = {
  status: (database, _args, say) => status(database.db, say),
  clock,
  run: (database, _args, say) => runOnce(database, say),
  play,
  finalise: (database, _args, say) => finalise(database, say),
  season,
  outbox: (database, args, say) => outbox(database.db, args, say),
  reset: (database, _args, say) => reset(database, say),
  import: importFolder,
  follow,
  news,
  'new-season': newSeason,
};

/** The check of each command's words, by command; each throws a UsageError. */
const ARGUMENTS: Partial<Record<string, (args: readonly string[]) => unknown>> = {
  clock: clockMove,
  season: seasonTo,
  play: playSpeed,
  outbox: outboxCount,
  import: importManagers,
  follow: followArgs,
  news: newsArgs,
  'new-season': newSeasonSource,
};

/** Refuses, with a UsageError, a command line that cannot run, before anything is opened. */
export function checkCommand(argv: readonly string[]): void {
  const [command, ...args] = argv;
  if (!command || !Object.hasOwn(COMMANDS, command)) throw new UsageError(HELP);
  if (command === 'reset' && !(args.includes('--preseason') && args.includes('--yes'))) {
    throw new UsageError(
      'reset wipes every team and account: run it as `reset --preseason --yes`.',
    );
  }
  // Every command's words are checked here, so a server answers a wrong one with 400 before
  // it starts streaming a report.
  ARGUMENTS[command]?.(args);
  if (command === 'new-season' && !args.includes('--yes')) {
    throw new UsageError(
      'new-season archives this season and replaces it with the next: add --yes to go on.',
    );
  }
  if (command === 'follow' && !args.includes('--yes')) {
    throw new UsageError(
      'follow replaces the season and wipes every team and account: add --yes to go on.',
    );
  }
  if (command === 'import') {
    if (positional(args) === undefined) {
      throw new UsageError('Usage: import <season folder> --yes');
    }
    if (!args.includes('--yes')) {
      throw new UsageError(
        'import replaces the season and wipes every team and account: add --yes to go on.',
      );
    }
  }
}

/** Runs one operator command; a bad command line throws a UsageError. */
export async function runCommand(
  database: Database,
  argv: readonly string[],
  say: Say,
): Promise<void> {
  checkCommand(argv);
  const [command, ...args] = argv;
  await COMMANDS[command!]!(database, args, say);
}
