// The shapes of the league calls (SPEC §3, §7; api-shapes §9): the standings page in the
// official game's exact shape, and the league object the admin screen reads and writes.

/** Who may see a league's code: a all game players, l league members, p the administrator. */
export type CodePrivacy = 'a' | 'l' | 'p';

/** A suspended entry of a league. */
export type LeagueBan = { entry: number; player_name: string; entry_name?: string };

/** A classic league as `leagues-classic/{id}/` and the standings page describe it. */
export type ClassicLeague = {
  id: number;
  name: string;
  created: string;
  closed: boolean;
  max_entries: number | null;
  league_type: string;
  scoring: string;
  admin_entry: number | null;
  start_event: number;
  code_privacy: CodePrivacy;
  has_cup: boolean;
  cup_league: number | null;
  rank: number | null;
  /** Only on `leagues-classic/{id}/`: */
  short_name?: string | null;
  name_change_blocked?: boolean;
  /** The code, when the viewer may see it (else null). */
  code?: string | null;
  /** The suspended entries, for the administrator (empty for others). */
  bans?: LeagueBan[];
  entry_can_admin?: boolean;
  entry_can_leave?: boolean;
  entry_can_invite?: boolean;
};

/** A head-to-head league as `leagues-h2h/{id}/` describes it; `started` once it is locked. */
export type H2hLeague = ClassicLeague & {
  ko_rounds: number | null;
  is_cup: boolean;
  started: boolean;
};

/** One page of a paged list. */
export type Paged<T> = { has_next: boolean; page: number; results: T[] };

/** A row of a classic table. */
export type StandingRow = {
  entry: number;
  entry_name: string;
  player_name: string;
  event_total: number;
  total: number;
  rank: number;
  last_rank: number;
  rank_sort: number;
};

/** A manager who joined since the table was last updated. */
export type NewEntryRow = {
  entry: number;
  entry_name: string;
  joined_time?: string;
  player_first_name: string;
  player_last_name: string;
};

/** `GET leagues-classic/{id}/standings/`. */
export type ClassicStandings = {
  league: ClassicLeague;
  standings: Paged<StandingRow>;
  new_entries: Paged<NewEntryRow>;
  last_updated_data: string | null;
  /** Ours: true while a gameweek is live and the totals are its provisional points. */
  live?: boolean;
};

/** An entry the league search found (for suspending or handing over the administration). */
export type LeagueEntryMatch = { entry: number; entry_name: string; player_name: string };

/** A league its administrator may renew from last season. */
export type RenewableLeague = {
  id: number;
  name: string;
  scoring: string;
  code_privacy?: CodePrivacy;
  has_cup?: boolean;
};

/** A league of the manager's own list (the `leagues` block of `entry/{id}/`). */
export type MyLeague = {
  id: number;
  name: string;
  short_name: string | null;
  league_type: string;
  scoring: string;
  entry_rank: number;
  entry_last_rank: number;
  entry_can_leave?: boolean;
  entry_can_admin?: boolean;
  entry_can_invite?: boolean;
};
