// Payloads of the league calls (SPEC §3, api-shapes §9), for the league screens' tests.
import type {
  ClassicStandings,
  ClassicStandingsRow,
  EntryLeague,
  H2hLeagueDetail,
  H2hMatch,
  H2hStandings,
  H2hStandingsRow,
  LeagueDetail,
  NewEntry,
  StandingsLeague,
} from '@ofl/api';

/** A league of the manager's own list. */
export function aMyLeague(id: number, fields: Partial<EntryLeague> = {}): EntryLeague {
  return {
    id,
    name: `League ${id}`,
    short_name: null,
    league_type: 'x',
    scoring: 'c',
    has_cup: false,
    cup_league: null,
    cup_qualified: null,
    created: '2025-07-20T10:00:00Z',
    closed: false,
    max_entries: null,
    admin_entry: null,
    start_event: 1,
    entry_rank: 2,
    entry_last_rank: 4,
    entry_can_leave: true,
    entry_can_admin: false,
    entry_can_invite: false,
    ...fields,
  };
}

/** A classic league as its admin screen and the standings read it. */
export function aLeague(id: number, fields: Partial<LeagueDetail> = {}): LeagueDetail {
  return {
    id,
    name: `League ${id}`,
    created: '2025-07-20T10:00:00Z',
    closed: false,
    max_entries: null,
    league_type: 'x',
    scoring: 'c',
    admin_entry: 12,
    start_event: 1,
    code_privacy: 'p',
    has_cup: false,
    cup_league: null,
    rank: null,
    short_name: null,
    name_change_blocked: false,
    code: null,
    bans: [],
    entry_can_admin: false,
    entry_can_leave: false,
    entry_can_invite: false,
    ...fields,
  };
}

/** A member's team, manager and unmoved place, named alike in a classic and an H2H table. */
function placed(entry: number, rank: number) {
  return {
    entry,
    entry_name: `Team ${entry}`,
    player_name: `Manager ${entry}`,
    rank,
    last_rank: rank,
    rank_sort: rank,
  };
}

/** A table row. */
export function aRow(
  entry: number,
  rank: number,
  fields: Partial<ClassicStandingsRow> = {},
): ClassicStandingsRow {
  return {
    ...placed(entry, rank),
    event_total: 50 - rank,
    total: 200 - rank,
    club_badge_src: null,
    ...fields,
  };
}

/** A new entry row. */
export function aNewEntry(entry: number): NewEntry {
  return {
    entry,
    entry_name: `Newcomers ${entry}`,
    joined_time: '2025-08-30T10:00:00Z',
    player_first_name: 'Nia',
    player_last_name: `Late${entry}`,
  };
}

/** A standings page. */
export function aStandings(
  league: StandingsLeague,
  rows: ClassicStandingsRow[],
  more: { page?: number; hasNext?: boolean; newEntries?: NewEntry[] } = {},
): ClassicStandings {
  return {
    league,
    standings: { has_next: more.hasNext ?? false, page: more.page ?? 1, results: rows },
    new_entries: { has_next: false, page: 1, results: more.newEntries ?? [] },
    last_updated_data: '2025-08-30T10:00:00Z',
    live: false,
  };
}

/** A head-to-head league as its admin screen reads it. */
export function anH2hLeague(id: number, fields: Partial<H2hLeagueDetail> = {}): H2hLeagueDetail {
  return {
    ...aLeague(id, { scoring: 'h' }),
    ko_rounds: null,
    is_cup: false,
    started: false,
    ...fields,
  };
}

/** A head-to-head standings page. */
export function anH2hStandings(
  league: H2hLeagueDetail,
  rows: H2hStandingsRow[],
  newEntries: NewEntry[] = [],
): H2hStandings {
  return {
    league: { ...league, ko_rounds: league.ko_rounds, is_cup: false, rank: null },
    standings: { has_next: false, page: 1, results: rows },
    new_entries: { has_next: false, page: 1, results: newEntries },
    last_updated_data: '2025-08-30T10:00:00Z',
  };
}

/** A row of an H2H table. */
export function anH2hRow(
  entry: number,
  rank: number,
  fields: Partial<H2hStandingsRow> = {},
): H2hStandingsRow {
  return {
    ...placed(entry, rank),
    id: entry,
    division: 1,
    total: 30 - 3 * rank,
    matches_played: 10,
    matches_won: 10 - rank,
    matches_drawn: 0,
    matches_lost: rank,
    points_for: 600 - rank,
    ...fields,
  };
}

/** A match of an H2H league; entry 2 null is the AVERAGE team. */
export function anH2hMatch(id: number, fields: Partial<H2hMatch> = {}): H2hMatch {
  return {
    id,
    league: 7,
    event: 3,
    entry_1_entry: 12,
    entry_1_name: 'Team 12',
    entry_1_player_name: 'Manager 12',
    entry_1_points: 60,
    entry_1_win: 1,
    entry_1_draw: 0,
    entry_1_loss: 0,
    entry_1_total: 9,
    entry_2_entry: null,
    entry_2_name: 'AVERAGE',
    entry_2_player_name: '',
    entry_2_points: 52,
    entry_2_win: 0,
    entry_2_draw: 0,
    entry_2_loss: 1,
    entry_2_total: 0,
    is_knockout: false,
    winner: 12,
    seed_value: null,
    tiebreak: null,
    is_bye: false,
    knockout_name: '',
    live: false,
    ...fields,
  };
}
