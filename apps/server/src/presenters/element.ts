// Rows to the FPL `elements[]` objects of bootstrap-static (api-shapes §1.9).
import type { ElementRow } from '@ofl/db';
import type { PriceProgress } from '@ofl/engine';
import { COUNT_STATS, EXPECTED_STATS, ICT_STATS } from './stat-fields';

/** Ranks by a value, highest first; equal values share the rank (1, 1, 3). */
function rankBy<T>(items: readonly T[], value: (item: T) => number): Map<T, number> {
  const sorted = [...items].sort((a, b) => value(b) - value(a));
  const ranks = new Map<T, number>();
  sorted.forEach((item, i) => {
    const prev = sorted[i - 1];
    ranks.set(item, prev !== undefined && value(prev) === value(item) ? ranks.get(prev)! : i + 1);
  });
  return ranks;
}

const per90 = (value: number, minutes: number) =>
  minutes > 0 ? Math.round((value * 90 * 100) / minutes) / 100 : 0;

/** Presents every element with its ranks overall and within its position. */
export function presentElements(
  rows: readonly ElementRow[],
  teamCodes: ReadonlyMap<number, number>,
  totalPlayers: number,
  playedEvents: number,
  prices: ReadonlyMap<number, PriceProgress> = new Map(),
) {
  const stat = (e: ElementRow, key: string) => e.totals[key] ?? 0;
  const selected = (e: ElementRow) => e.selectedBy;
  const ppg = (e: ElementRow) => (playedEvents > 0 ? e.totalPoints / playedEvents : 0);
  const rankings = {
    influence: (e: ElementRow) => stat(e, 'influence'),
    creativity: (e: ElementRow) => stat(e, 'creativity'),
    threat: (e: ElementRow) => stat(e, 'threat'),
    ict_index: (e: ElementRow) => stat(e, 'ict_index'),
    now_cost: (e: ElementRow) => e.nowCost,
    form: (e: ElementRow) => Number(e.form),
    points_per_game: ppg,
    selected,
  };
  const overall = new Map<string, Map<ElementRow, number>>();
  const byType = new Map<string, Map<ElementRow, number>>();
  for (const [name, fn] of Object.entries(rankings)) {
    overall.set(name, rankBy(rows, fn));
    const merged = new Map<ElementRow, number>();
    for (const type of new Set(rows.map((r) => r.elementType))) {
      for (const [e, r] of rankBy(
        rows.filter((x) => x.elementType === type),
        fn,
      )) {
        merged.set(e, r);
      }
    }
    byType.set(name, merged);
  }
  const rankFields = (e: ElementRow) =>
    Object.fromEntries(
      Object.keys(rankings).flatMap((name) => [
        [`${name}_rank`, overall.get(name)!.get(e)!],
        [`${name}_rank_type`, byType.get(name)!.get(e)!],
      ]),
    );

  return rows.map((e) => {
    const minutes = stat(e, 'minutes');
    const pointsPerGame = ppg(e);
    const price = prices.get(e.id);
    return {
      can_transact: e.status !== 'u',
      can_select: e.status !== 'u',
      chance_of_playing_next_round: e.chanceOfPlayingNextRound,
      chance_of_playing_this_round: e.chanceOfPlayingThisRound,
      code: e.code,
      cost_change_event: e.costChangeEvent,
      cost_change_event_fall: -e.costChangeEvent,
      cost_change_start: e.costChangeStart,
      cost_change_start_fall: -e.costChangeStart,
      price_change_percent: '0',
      dreamteam_count: e.dreamteamCount,
      element_type: e.elementType,
      ep_next: e.form,
      ep_this: e.form,
      event_points: e.eventPoints,
      first_name: e.firstName,
      form: e.form,
      id: e.id,
      in_dreamteam: e.inDreamteam,
      news: e.news,
      news_added: e.newsAdded?.toISOString() ?? null,
      now_cost: e.nowCost,
      photo: `${e.code}.png`,
      points_per_game: pointsPerGame.toFixed(1),
      removed: false,
      second_name: e.secondName,
      selected_by_percent:
        totalPlayers > 0 ? ((100 * e.selectedBy) / totalPlayers).toFixed(1) : '0.0',
      special: false,
      squad_number: e.squadNumber,
      status: e.status,
      team: e.team,
      team_code: teamCodes.get(e.team) ?? 0,
      total_points: e.totalPoints,
      transfers_in: e.transfersIn,
      transfers_in_event: e.transfersInEvent,
      transfers_out: e.transfersOut,
      transfers_out_event: e.transfersOutEvent,
      value_form: e.nowCost > 0 ? ((Number(e.form) * 10) / e.nowCost).toFixed(1) : '0.0',
      value_season: e.nowCost > 0 ? ((e.totalPoints * 10) / e.nowCost).toFixed(1) : '0.0',
      web_name: e.webName,
      known_name: '',
      region: null,
      team_join_date: null,
      birth_date: null,
      has_temporary_code: false,
      opta_code: `p${e.code}`,
      ...Object.fromEntries(COUNT_STATS.map((k) => [k, stat(e, k)])),
      ...Object.fromEntries(ICT_STATS.map((k) => [k, stat(e, k).toFixed(1)])),
      ...Object.fromEntries(EXPECTED_STATS.map((k) => [k, stat(e, k).toFixed(2)])),
      corners_and_indirect_freekicks_order: e.cornersAndIndirectFreekicksOrder,
      corners_and_indirect_freekicks_text: '',
      direct_freekicks_order: e.directFreekicksOrder,
      direct_freekicks_text: '',
      penalties_order: e.penaltiesOrder,
      penalties_text: '',
      scout_risks: [],
      scout_news_link: '',
      ...rankFields(e),
      expected_goals_per_90: per90(stat(e, 'expected_goals'), minutes),
      saves_per_90: per90(stat(e, 'saves'), minutes),
      expected_assists_per_90: per90(stat(e, 'expected_assists'), minutes),
      expected_goal_involvements_per_90: per90(stat(e, 'expected_goal_involvements'), minutes),
      expected_goals_conceded_per_90: per90(stat(e, 'expected_goals_conceded'), minutes),
      goals_conceded_per_90: per90(stat(e, 'goals_conceded'), minutes),
      starts_per_90: per90(stat(e, 'starts'), minutes),
      clean_sheets_per_90: per90(stat(e, 'clean_sheets'), minutes),
      defensive_contribution_per_90: per90(stat(e, 'defensive_contribution'), minutes),
      // Ours: the price model's state (engine priceProgress), null when prices follow a source.
      price_progress: price?.percent ?? null,
      price_transfers_needed: price ? price.transfersNeeded : null,
    };
  });
}
