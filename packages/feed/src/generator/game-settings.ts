import { DEFAULT_LEAGUE_LIMITS } from '@ofl/engine';
import type { GameConfig, GameSettings } from './types';

/** The official 2025/26 `game_settings`, key for key (reference/api-shapes.md §1.3). */
export function officialGameSettings(): GameSettings {
  return {
    ...DEFAULT_LEAGUE_LIMITS,
    league_prefix_public: 'League',
    league_points_h2h_win: 3,
    league_points_h2h_lose: 0,
    league_points_h2h_draw: 1,
    league_ko_first_instead_of_random: false,
    cup_start_event_id: null,
    cup_stop_event_id: null,
    cup_qualifying_method: null,
    cup_type: null,
    featured_entries: [],
    element_sell_at_purchase_price: false,
    percentile_ranks: [
      1, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95,
    ],
    underdog_differential: 5,
    squad_squadplay: 11,
    squad_squadsize: 15,
    squad_special_min: null,
    squad_special_max: null,
    squad_team_limit: 3,
    squad_total_spend: 1000,
    ui_currency_multiplier: 10,
    ui_use_special_shirts: false,
    ui_special_shirt_exclusions: [],
    stats_form_days: 30,
    sys_vice_captain_enabled: true,
    transfers_cap: 20,
    transfers_sell_on_fee: 0.5,
    max_extra_free_transfers: 4,
    league_h2h_tiebreak_stats: ['+goals_scored', '-goals_conceded'],
    timezone: 'UTC',
  };
}

const byPosition = (gkp: number, def: number, mid: number, fwd: number) => ({
  GKP: gkp,
  DEF: def,
  MID: mid,
  FWD: fwd,
});

/** The 2025/26 `game_config`: the settings again as `rules`, and the scoring table. */
export function officialGameConfig(): GameConfig {
  const { timezone, ...rules } = officialGameSettings();
  const zero = byPosition(0, 0, 0, 0);
  return {
    settings: { entry_per_event: false, timezone, static_content_url: '' },
    rules,
    scoring: {
      long_play: 2,
      short_play: 1,
      goals_conceded: byPosition(-1, -1, 0, 0),
      saves: 1,
      goals_scored: byPosition(10, 6, 5, 4),
      assists: 3,
      clean_sheets: byPosition(4, 4, 1, 0),
      penalties_saved: 5,
      penalties_missed: -2,
      yellow_cards: -1,
      red_cards: -3,
      own_goals: -2,
      bonus: 1,
      bps: 0,
      influence: 0,
      creativity: 0,
      threat: 0,
      ict_index: 0,
      special_multiplier: 1,
      tackles: 0,
      clearances_blocks_interceptions: 0,
      recoveries: 0,
      defensive_contribution: byPosition(0, 2, 2, 2),
      starts: 0,
      // The Assistant Manager keys stay in the table at zero, as in 2025/26.
      mng_goals_scored: zero,
      mng_clean_sheets: zero,
      mng_win: zero,
      mng_draw: zero,
      mng_loss: 0,
      mng_underdog_win: zero,
      mng_underdog_draw: zero,
      expected_assists: 0,
      expected_goal_involvements: 0,
      expected_goals_conceded: 0,
      expected_goals: 0,
    },
  };
}
