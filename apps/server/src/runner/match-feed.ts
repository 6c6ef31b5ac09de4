// Where the runner's matches come from: the simulator for an invented season, minute by minute;
// for an imported real season, the data source's final lines, posted at full time (the source
// gives no minute-by-minute account); for a followed season, the upstream's latest lines, as
// the follower last stored them. All answer the same two questions: how long the match runs,
// and how it stood at a minute.
import { inArray, sql } from 'drizzle-orm';
import { statsAtMinute } from '@ofl/feed';
import { queryRows, type Tx } from '@ofl/db';
import { simulatedMatches } from './simulated-fixtures';

/**
 * One player's line at a minute. `bps` and `bonus` are there when a data source gave them: its
 * BPS instead of the actions behind it, and its bonus, which is final as given.
 */
export interface MatchLine {
  readonly element: number;
  readonly element_type: number;
  readonly stats: Readonly<Record<string, number>>;
  readonly started: boolean;
  readonly bps?: number;
  readonly bonus?: number;
}

export interface MatchFeed {
  /** Minutes the match clock runs, added time included. */
  readonly length: number;
  /** True when the lines bring their bonus, final as given; else the engine awards it. */
  readonly bonusGiven: boolean;
  /** The score and the lines of everyone who has played, at a minute of the match clock. */
  at(minute: number): { score: { h: number; a: number }; lines: readonly MatchLine[] };
}

type FixtureRow = { id: number; code: number; teamH: number; teamA: number };

/** An imported match: nothing until full time, then the source's lines and the score they make. */
const IMPORTED_LENGTH = 90;

/**
 * A followed match runs until the upstream confirms its bonus, or at most a day: one the
 * upstream never confirms (abandoned, or followed from a stale mirror) then ends with its last lines.
 */
const UNCONFIRMED_LENGTH = 24 * 60;

/** True when the season's lines come from a data source: imported, or followed. */
export async function isImported(db: Tx): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from fixture_feed_lines) or exists (select 1 from feed_follow)
        as any`,
  );
  return row?.any === true;
}

/** True when the season follows an upstream API. */
async function isFollowed(db: Tx): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from feed_follow) as any`,
  );
  return row?.any === true;
}

/**
 * A stored line as the live step posts it, the source's bonus (and, from an upstream, its
 * points) kept apart.
 */
function storedLine(l: {
  element_id: number;
  element_type: number;
  stats: Record<string, number>;
  bps: number;
}) {
  const { bonus, total_points, ...stats } = l.stats;
  void total_points;
  const line = {
    element: l.element_id,
    element_type: l.element_type,
    stats,
    started: (stats.starts ?? 0) > 0,
    bps: l.bps,
  };
  return { line, bonus: bonus ?? 0 };
}

/** The stored lines of some fixtures, with each player's position and club. */
function feedLines(db: Tx, rows: readonly FixtureRow[]) {
  return queryRows<{
    fixture_id: number;
    element_id: number;
    stats: Record<string, number>;
    bps: number;
    element_type: number;
    team: number;
  }>(
    db,
    sql`select l.fixture_id, l.element_id, l.stats, l.bps, e.element_type, e.team
        from fixture_feed_lines l join elements e on e.id = l.element_id
        where ${inArray(
          sql`l.fixture_id`,
          rows.map((r) => r.id),
        )}
        order by l.fixture_id, l.element_id`,
  );
}

async function importedFeeds(db: Tx, rows: readonly FixtureRow[]) {
  const lines = await feedLines(db, rows);
  const out = new Map<number, MatchFeed>();
  for (const fixture of rows) {
    const own = lines.filter((l) => l.fixture_id === fixture.id);
    const goals = (team: number, other: number) =>
      own.reduce(
        (n, l) =>
          n +
          (l.team === team ? (l.stats.goals_scored ?? 0) : 0) +
          (l.team === other ? (l.stats.own_goals ?? 0) : 0),
        0,
      );
    const final = {
      score: { h: goals(fixture.teamH, fixture.teamA), a: goals(fixture.teamA, fixture.teamH) },
      lines: own.map((l) => {
        const { line, bonus } = storedLine(l);
        return { ...line, bonus };
      }),
    };
    out.set(fixture.id, {
      length: IMPORTED_LENGTH,
      bonusGiven: true,
      at: (minute) => (minute >= IMPORTED_LENGTH ? final : { score: { h: 0, a: 0 }, lines: [] }),
    });
  }
  return out;
}

/**
 * A followed match: the upstream's latest lines at any minute, and its score. The engine awards
 * the bonus (provisional, then final) from the upstream's BPS; the upstream's own points and
 * bonus stay in the stored lines for the follower to compare. The match ends once the upstream
 * has confirmed its bonus, so the upstream's corrections until then are posted too.
 */
async function followedFeeds(db: Tx, rows: readonly FixtureRow[]) {
  const lines = await feedLines(db, rows);
  const states = await queryRows<{
    fixture_id: number;
    finished: boolean;
    team_h_score: number | null;
    team_a_score: number | null;
  }>(
    db,
    sql`select fixture_id, finished, team_h_score, team_a_score from followed_fixtures
        where ${inArray(
          sql`fixture_id`,
          rows.map((r) => r.id),
        )}`,
  );
  const out = new Map<number, MatchFeed>();
  for (const fixture of rows) {
    const state = states.find((s) => s.fixture_id === fixture.id);
    const now = {
      score: { h: state?.team_h_score ?? 0, a: state?.team_a_score ?? 0 },
      lines: lines.filter((l) => l.fixture_id === fixture.id).map((l) => storedLine(l).line),
    };
    out.set(fixture.id, {
      length: state?.finished ? IMPORTED_LENGTH : UNCONFIRMED_LENGTH,
      bonusGiven: false,
      at: () => now,
    });
  }
  return out;
}

/** The feeds of some fixtures, keyed by fixture id. */
export async function matchFeeds(
  db: Tx,
  rows: readonly FixtureRow[],
): Promise<Map<number, MatchFeed>> {
  if (rows.length === 0) return new Map();
  if (await isFollowed(db)) return followedFeeds(db, rows);
  if (await isImported(db)) return importedFeeds(db, rows);
  const matches = await simulatedMatches(db, rows);
  const out = new Map<number, MatchFeed>();
  for (const [id, match] of matches) {
    const starters = new Set([...match.home.starters, ...match.away.starters]);
    out.set(id, {
      length: match.length,
      bonusGiven: false,
      at: (minute) => {
        const snapshot = statsAtMinute(match, minute);
        return {
          score: snapshot.score,
          lines: snapshot.lines.map((line) => ({
            element: line.element,
            element_type: line.element_type,
            stats: line.stats as Record<string, number>,
            started: starters.has(line.element),
          })),
        };
      },
    });
  }
  return out;
}
