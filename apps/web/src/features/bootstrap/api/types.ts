// Bootstrap types: the fields of `GET /api/bootstrap-static/` the shell reads. Screens that need
// more add them here.

/** A gameweek. */
export type GameEvent = {
  id: number;
  name: string;
  deadline_time: string;
  is_previous: boolean;
  is_current: boolean;
  is_next: boolean;
  finished: boolean;
};

/** Kit colours of a club, our addition to the FPL team shape. */
export type TeamKit = {
  shirt: string;
  sleeves: string;
  shorts: string;
  socks: string;
  secondary: string;
  style: string;
};

/** A club. */
export type Team = { id: number; code: number; name: string; short_name: string; kit?: TeamKit };

/** A position, including squad quotas. */
export type ElementType = {
  id: number;
  singular_name: string;
  singular_name_short: string;
  plural_name: string;
  squad_select: number;
  squad_min_play: number;
  squad_max_play: number;
};

/** Settings of the game the shell shows (budget in tenths, squad size). */
export type GameSettings = {
  squad_squadsize: number;
  squad_squadplay: number;
  squad_team_limit: number;
  squad_total_spend: number;
  /** League limits the join and create errors name (SPEC §3 Game settings). */
  league_join_private_max?: number;
  league_join_public_max?: number;
  league_max_size_public_classic?: number;
  [key: string]: unknown;
};

/** The whole bootstrap payload. */
export type Bootstrap = {
  events: GameEvent[];
  teams: Team[];
  elements: Array<{ id: number; [key: string]: unknown }>;
  element_types: ElementType[];
  chips: Array<{ id: number; name: string; [key: string]: unknown }>;
  game_settings: GameSettings;
  phases: Array<{ id: number; name: string; start_event: number; stop_event: number }>;
  total_players: number;
};
