// `element-summary/{id}/` (api-shapes §3): a player's remaining fixtures, his rows of this season
// and his previous seasons (archived by each new season, by his code).
import type { ElementSummaryRows } from '@ofl/db';
import { COUNT_STATS, EXPECTED_STATS, ICT_STATS } from './stat-fields';
import { fplTime } from './fpl-time';

// A history row puts bonus and bps (from the line, not its stats) and then the ICT stats between
// the count stats before bonus and those after bps.
const EARLY_COUNT_STATS = COUNT_STATS.slice(0, COUNT_STATS.indexOf('bonus'));
const LATE_COUNT_STATS = COUNT_STATS.slice(COUNT_STATS.indexOf('bps') + 1);

/** A stat FPL sends as a decimal string; one the simulator does not produce reads 0. */
const decimal = (value: number | undefined, places: number) => (value ?? 0).toFixed(places);

/** The payload for one player, from his summary rows. */
export function presentElementSummary({
  element,
  eventNames,
  clubFixtures,
  lines,
  past,
}: ElementSummaryRows) {
  return {
    fixtures: clubFixtures.map((f) => {
      const isHome = f.teamH === element.team;
      return {
        id: f.id,
        code: f.code,
        team_h: f.teamH,
        team_h_score: f.teamHScore,
        team_a: f.teamA,
        team_a_score: f.teamAScore,
        event: f.event,
        finished: f.finished,
        minutes: f.minutes,
        provisional_start_time: f.provisionalStartTime,
        kickoff_time: fplTime(f.kickoffTime),
        event_name: f.event === null ? 'None' : (eventNames.get(f.event) ?? `Gameweek ${f.event}`),
        is_home: isHome,
        difficulty: isHome ? f.teamHDifficulty : f.teamADifficulty,
      };
    }),
    history: lines.map(({ line: played, fixture, market }) => {
      // A fixture of his club he did not appear in: a row of zeros, as the official one.
      const line = played ?? { stats: {} as Record<string, number>, points: 0, bonus: 0, bps: 0 };
      const wasHome = fixture.teamH === element.team;
      const stats = line.stats;
      const counts = (keys: readonly string[]) =>
        Object.fromEntries(keys.map((k) => [k, stats[k] ?? 0]));
      const transfersIn = market?.transfersIn ?? 0;
      const transfersOut = market?.transfersOut ?? 0;
      return {
        element: element.id,
        fixture: fixture.id,
        opponent_team: wasHome ? fixture.teamA : fixture.teamH,
        total_points: line.points + line.bonus,
        was_home: wasHome,
        kickoff_time: fplTime(fixture.kickoffTime),
        team_h_score: fixture.teamHScore,
        team_a_score: fixture.teamAScore,
        round: fixture.event,
        modified: false,
        ...counts(EARLY_COUNT_STATS),
        bonus: line.bonus,
        bps: line.bps,
        ...Object.fromEntries(ICT_STATS.map((k) => [k, decimal(stats[k], 1)])),
        ...counts(LATE_COUNT_STATS),
        ...Object.fromEntries(EXPECTED_STATS.map((k) => [k, decimal(stats[k], 2)])),
        value: market?.value ?? element.nowCost,
        transfers_balance: transfersIn - transfersOut,
        selected: market?.selected ?? 0,
        transfers_in: transfersIn,
        transfers_out: transfersOut,
      };
    }),
    history_past: past.map((season) => {
      const totals = season.totals;
      return {
        season_name: season.seasonName,
        element_code: season.elementCode,
        start_cost: season.startCost,
        end_cost: season.endCost,
        total_points: season.totalPoints,
        ...Object.fromEntries(EARLY_COUNT_STATS.map((k) => [k, totals[k] ?? 0])),
        bonus: totals.bonus ?? 0,
        bps: totals.bps ?? 0,
        ...Object.fromEntries(ICT_STATS.map((k) => [k, decimal(totals[k], 1)])),
        ...Object.fromEntries(LATE_COUNT_STATS.map((k) => [k, totals[k] ?? 0])),
        ...Object.fromEntries(EXPECTED_STATS.map((k) => [k, decimal(totals[k], 2)])),
      };
    }),
  };
}
