// Rows to the FPL `fixtures/` objects (api-shapes §2), with the per-side stats lists.
import type { FixtureRow } from '@ofl/db';
import { COUNT_STATS } from './stat-fields';
import { fplTime } from './fpl-time';

/** One player's line of a fixture: his club and his stats, points, BPS and bonus. */
export interface FixtureStatLine {
  fixtureId: number;
  elementId: number;
  team: number;
  stats: Record<string, number>;
  bps: number;
  bonus: number;
}

/** Count stats a fixture does not list per side: time played and the defence as a whole. */
const NOT_PER_FIXTURE: ReadonlySet<string> = new Set([
  'minutes',
  'clean_sheets',
  'goals_conceded',
  'clearances_blocks_interceptions',
  'recoveries',
  'tackles',
  'starts',
]);

export const FIXTURE_STAT_IDENTIFIERS = COUNT_STATS.filter((s) => !NOT_PER_FIXTURE.has(s));

function statValue(line: FixtureStatLine, identifier: string): number {
  if (identifier === 'bps') return line.bps;
  if (identifier === 'bonus') return line.bonus;
  return line.stats[identifier] ?? 0;
}

/** Presents fixtures; `lines` holds the stat lines of any of them, grouped here by fixture. */
export function presentFixtures(rows: readonly FixtureRow[], lines: readonly FixtureStatLine[]) {
  const byFixture = new Map<number, FixtureStatLine[]>();
  for (const line of lines) {
    const list = byFixture.get(line.fixtureId) ?? [];
    list.push(line);
    byFixture.set(line.fixtureId, list);
  }
  return rows.map((f) => {
    const fixtureLines = byFixture.get(f.id) ?? [];
    const side = (team: number, identifier: string) =>
      fixtureLines
        .filter((l) => l.team === team && statValue(l, identifier) !== 0)
        .map((l) => ({ value: statValue(l, identifier), element: l.elementId }))
        .sort((a, b) => b.value - a.value || a.element - b.element);
    return {
      code: f.code,
      event: f.event,
      finished: f.finished,
      finished_provisional: f.finishedProvisional,
      id: f.id,
      kickoff_time: fplTime(f.kickoffTime),
      minutes: f.minutes,
      provisional_start_time: f.provisionalStartTime,
      started: f.started,
      team_a: f.teamA,
      team_a_score: f.teamAScore,
      team_h: f.teamH,
      team_h_score: f.teamHScore,
      stats: f.started
        ? FIXTURE_STAT_IDENTIFIERS.map((identifier) => ({
            identifier,
            a: side(f.teamA, identifier),
            h: side(f.teamH, identifier),
          }))
        : [],
      team_h_difficulty: f.teamHDifficulty,
      team_a_difficulty: f.teamADifficulty,
      pulse_id: f.pulseId,
    };
  });
}
