// A recording of a real season's first two gameweeks as the official API would have served it
// minute by minute, built from a season folder of the CSV layout (`../shared/data/fpl/2024-25`,
// never copied in, or the small test season): bootstrap-static, fixtures and event/{id}/live at
// any moment. GW1's last match is postponed the day before the deadline and played in GW2 a day
// after GW2's last match (a double gameweek for its clubs); a player who changed clubs between
// the gameweeks moves the day after GW1; players who first play in GW2 appear then. Stats grow
// evenly over the match; the bonus is confirmed (and the official points given) 170 minutes
// after kick-off.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ruleSetFor,
  scoreFixture,
  type ElementTypeId,
  type FixtureStats,
  type SeasonId,
} from '@ofl/engine';
import { importCsvSeason, readCsvSeason, SCORED_STATS, type SeasonImport } from '@ofl/feed';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Minutes after kick-off: the final whistle (with the break), and the bonus confirmed. */
export const FULL_TIME = 105;
export const CONFIRMED = 170;

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The real 2024-25 season beside the repository, or the small test season. */
export function recordedSeasonFolder(): { folder: string; real: boolean } {
  const real = join(root, '..', 'shared', 'data', 'fpl', '2024-25');
  return existsSync(real)
    ? { folder: real, real: true }
    : { folder: join(root, 'packages/feed/src/importer/test-data/2024-25'), real: false };
}

/** The match clock's minute `elapsed` minutes after kick-off (a 15-minute break). */
const matchMinute = (elapsed: number) =>
  elapsed <= 45 ? elapsed : elapsed <= 60 ? 45 : Math.min(90, elapsed - 15);

type Line = SeasonImport['lines'][number];

export interface Recording {
  readonly season: SeasonImport['season'];
  /** The fixture postponed from GW1 to GW2, and when each move is announced. */
  readonly postponed: { id: number; at: number; rescheduledAt: number; kickoff: number };
  /** Each player's official points per gameweek, the postponed match counted in GW2. */
  readonly official: ReadonlyMap<number, ReadonlyMap<number, number>>;
  /** The moments worth a poll in gameweek `event`: in and after each match, and the bonus. */
  moments(event: 1 | 2): number[];
  bootstrap(at: number): unknown;
  fixtures(at: number): unknown;
  live(event: number, at: number): unknown;
  /** Each started fixture's points per player at `at` (bonus shown only once confirmed). */
  points(event: number, at: number): Map<string, { points: number; bonus: number }>;
}

export function buildRecording(folder: string): Recording {
  const imported = importCsvSeason(folder);
  const data = readCsvSeason(folder, { gameweeks: [1, 2] });
  const rules = ruleSetFor(imported.ruleSet as SeasonId);
  const { season } = imported;
  const played = season.fixtures.filter((f) => f.event === 1 || f.event === 2);
  const gw1 = played.filter((f) => f.event === 1);
  const gw2 = played.filter((f) => f.event === 2);
  const last = (fs: typeof played) =>
    fs.reduce((a, b) => (Date.parse(b.kickoff_time) > Date.parse(a.kickoff_time) ? b : a));
  const moved = last(gw1);
  const deadline1 = Date.parse(season.events[0]!.deadline_time);
  const postponed = {
    id: moved.id,
    at: deadline1 - DAY,
    rescheduledAt: Date.parse(last(gw1).kickoff_time) + DAY,
    kickoff: Date.parse(last(gw2).kickoff_time) + DAY,
  };

  const type = new Map(season.elements.map((e) => [e.id, e.element_type as ElementTypeId]));
  const officialOf = new Map(data.rows.map((r) => [`${r.fixture}:${r.element}`, r.totalPoints]));
  const linesOf = new Map<number, Line[]>();
  for (const l of imported.lines) linesOf.set(l.fixture, [...(linesOf.get(l.fixture) ?? []), l]);
  const firstEvent = new Map<number, number>();
  const teamIn = new Map<number, Map<number, number>>();
  const teamId = new Map(season.teams.map((t) => [t.name, t.id]));
  for (const r of data.rows) {
    firstEvent.set(r.element, Math.min(firstEvent.get(r.element) ?? 99, r.gameweek));
    const byEvent = teamIn.get(r.element) ?? new Map<number, number>();
    byEvent.set(r.gameweek, teamId.get(r.team)!);
    teamIn.set(r.element, byEvent);
  }

  /** A fixture's gameweek and kick-off at `at`. */
  const placed = (f: (typeof played)[number], at: number) => {
    if (f.id !== postponed.id || at < postponed.at) {
      return {
        event: f.event as number | null,
        kickoff: Date.parse(f.kickoff_time) as number | null,
      };
    }
    return at < postponed.rescheduledAt
      ? { event: null, kickoff: null }
      : { event: 2, kickoff: postponed.kickoff };
  };

  /** A player's line `elapsed` minutes after kick-off: his final one, grown evenly to it. */
  const lineAt = (line: Line, elapsed: number): Record<string, number> => {
    const minute = matchMinute(elapsed);
    const { stats } = line;
    const confirmed = elapsed >= CONFIRMED;
    if (minute >= 90) return { ...stats, bonus: confirmed ? (stats.bonus ?? 0) : 0 };
    const share = minute / 90;
    const full = stats.minutes ?? 0;
    const startedAt = (stats.starts ?? 0) > 0 || full >= 90 ? 0 : 90 - full;
    const minutes = Math.max(0, Math.min(full, minute - startedAt));
    const out: Record<string, number> = { starts: stats.starts ?? 0, minutes };
    for (const key of SCORED_STATS) {
      if (key === 'minutes' || key === 'bonus' || key.startsWith('mng_')) continue;
      if (key === 'clean_sheets') continue;
      out[key] = Math.trunc((stats[key] ?? 0) * share);
    }
    out.clean_sheets = minutes >= 60 && out.goals_conceded === 0 ? 1 : 0;
    out.bonus = 0;
    return out;
  };

  /** Each line of a fixture at `at` with its points; none before kick-off. */
  const fixtureAt = (f: (typeof played)[number], at: number) => {
    const { kickoff } = placed(f, at);
    if (kickoff === null || at < kickoff) return null;
    const elapsed = Math.floor((at - kickoff) / MINUTE);
    const confirmed = elapsed >= CONFIRMED;
    const lines = (linesOf.get(f.id) ?? []).map((l) => {
      const stats = lineAt(l, elapsed);
      const bps =
        matchMinute(elapsed) >= 90 ? l.bps : Math.trunc(l.bps * (matchMinute(elapsed) / 90));
      const points = confirmed
        ? officialOf.get(`${f.id}:${l.element}`)!
        : scoreFixture(rules, type.get(l.element)!, stats as FixtureStats).total;
      return { element: l.element, stats, bps, points };
    });
    return { elapsed, lines };
  };

  const teamAt = (element: number, fallback: number, at: number) =>
    at >= postponed.rescheduledAt ? (teamIn.get(element)?.get(2) ?? fallback) : fallback;

  const fixtureRow = (f: (typeof season.fixtures)[number], at: number) => {
    const where = placed(f, at);
    const now = played.includes(f) ? fixtureAt(f, at) : null;
    const elapsed = now?.elapsed ?? -1;
    const goals = (side: number, other: number) =>
      (now?.lines ?? []).reduce((n, l) => {
        const team = teamAt(l.element, season.elements.find((e) => e.id === l.element)!.team, at);
        return (
          n +
          (team === side ? (l.stats.goals_scored ?? 0) : 0) +
          (team === other ? (l.stats.own_goals ?? 0) : 0)
        );
      }, 0);
    const side = (team: number) =>
      (now?.lines ?? [])
        .filter(
          (l) =>
            teamAt(l.element, season.elements.find((e) => e.id === l.element)!.team, at) === team,
        )
        .map((l) => ({ element: l.element, value: l.bps }));
    return {
      ...f,
      event: where.event,
      kickoff_time: where.kickoff === null ? null : new Date(where.kickoff).toISOString(),
      started: elapsed >= 0,
      minutes: elapsed >= 0 ? matchMinute(elapsed) : 0,
      finished_provisional: elapsed >= FULL_TIME,
      finished: elapsed >= CONFIRMED,
      team_h_score: elapsed >= 0 ? goals(f.team_h, f.team_a) : null,
      team_a_score: elapsed >= 0 ? goals(f.team_a, f.team_h) : null,
      stats: elapsed >= 0 ? [{ identifier: 'bps', h: side(f.team_h), a: side(f.team_a) }] : [],
    };
  };

  const official = new Map<number, Map<number, number>>();
  for (const f of played) {
    const event = f.id === postponed.id ? 2 : f.event;
    for (const l of linesOf.get(f.id) ?? []) {
      const byEvent = official.get(l.element) ?? new Map<number, number>();
      byEvent.set(event, (byEvent.get(event) ?? 0) + officialOf.get(`${f.id}:${l.element}`)!);
      official.set(l.element, byEvent);
    }
  }

  const ofEvent = (event: number, at: number) =>
    played.filter((f) => placed(f, at).event === event);

  return {
    season,
    postponed,
    official,
    moments(event) {
      const fixtures = ofEvent(event, event === 1 ? postponed.at : postponed.rescheduledAt);
      const kickoffs = [...new Set(fixtures.map((f) => placed(f, Infinity).kickoff!))];
      const days = new Map<string, number>();
      for (const k of kickoffs) {
        const day = new Date(k).toISOString().slice(0, 10);
        days.set(day, Math.max(days.get(day) ?? 0, k));
      }
      const at = [
        ...kickoffs.flatMap((k) => [30, 75, FULL_TIME + 5].map((m) => k + m * MINUTE)),
        ...[...days.values()].map((k) => k + (CONFIRMED + 5) * MINUTE),
      ];
      return [...new Set(at)].sort((a, b) => a - b);
    },
    bootstrap(at) {
      return {
        events: season.events,
        game_settings: season.game_settings,
        game_config: season.game_config,
        phases: season.phases,
        teams: season.teams,
        element_types: season.element_types,
        chips: season.chips,
        elements: season.elements
          .filter((e) => (firstEvent.get(e.id) ?? 1) === 1 || at >= postponed.rescheduledAt)
          .map((e) => ({ ...e, team: teamAt(e.id, e.team, at) })),
      };
    },
    fixtures(at) {
      return season.fixtures.map((f) => fixtureRow(f, at));
    },
    live(event, at) {
      const perElement = new Map<
        number,
        { fixture: number; stats: Record<string, number>; bps: number; points: number }[]
      >();
      for (const f of ofEvent(event, at)) {
        for (const l of fixtureAt(f, at)?.lines ?? []) {
          perElement.set(l.element, [
            ...(perElement.get(l.element) ?? []),
            { fixture: f.id, ...l },
          ]);
        }
      }
      return {
        elements: [...perElement].map(([id, rows]) => {
          const stats: Record<string, number> = { bps: 0, total_points: 0 };
          for (const r of rows) {
            for (const [k, v] of Object.entries(r.stats)) stats[k] = (stats[k] ?? 0) + v;
            stats.bps! += r.bps;
            stats.total_points! += r.points;
          }
          return {
            id,
            stats,
            explain: rows.map((r) => ({
              fixture: r.fixture,
              // Every scored stat is listed, its points all on the minutes row (the sum is what counts).
              stats: SCORED_STATS.filter((k) => k === 'minutes' || (r.stats[k] ?? 0) !== 0).map(
                (k) => ({
                  identifier: k,
                  value: r.stats[k] ?? 0,
                  points: k === 'minutes' ? r.points : 0,
                  points_modification: 0,
                }),
              ),
            })),
            modified: false,
          };
        }),
      };
    },
    points(event, at) {
      const out = new Map<string, { points: number; bonus: number }>();
      for (const f of ofEvent(event, at)) {
        for (const l of fixtureAt(f, at)?.lines ?? []) {
          out.set(`${f.id}:${l.element}`, { points: l.points, bonus: l.stats.bonus ?? 0 });
        }
      }
      return out;
    },
  };
}
