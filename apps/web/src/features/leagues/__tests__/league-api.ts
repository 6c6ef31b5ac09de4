// Payloads of the league calls (SPEC §3, api-shapes §9), for the league screens' tests.
import type {
  ClassicLeague,
  ClassicStandings,
  MyLeague,
  NewEntryRow,
  StandingRow,
} from '../api/types';

/** A league of the manager's own list. */
export function aMyLeague(id: number, fields: Partial<MyLeague> = {}): MyLeague {
  return {
    id,
    name: `League ${id}`,
    short_name: null,
    league_type: 'x',
    scoring: 'c',
    entry_rank: 2,
    entry_last_rank: 4,
    entry_can_leave: true,
    entry_can_admin: false,
    entry_can_invite: false,
    ...fields,
  };
}

/** A classic league as its admin screen and the standings read it. */
export function aLeague(id: number, fields: Partial<ClassicLeague> = {}): ClassicLeague {
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
    name_change_blocked: false,
    bans: [],
    ...fields,
  };
}

/** A table row. */
export function aRow(entry: number, rank: number, fields: Partial<StandingRow> = {}): StandingRow {
  return {
    entry,
    entry_name: `Team ${entry}`,
    player_name: `Manager ${entry}`,
    event_total: 50 - rank,
    total: 200 - rank,
    rank,
    last_rank: rank,
    rank_sort: rank,
    ...fields,
  };
}

/** A new entry row. */
export function aNewEntry(entry: number): NewEntryRow {
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
  league: ClassicLeague,
  rows: StandingRow[],
  more: { page?: number; hasNext?: boolean; newEntries?: NewEntryRow[] } = {},
): ClassicStandings {
  return {
    league,
    standings: { has_next: more.hasNext ?? false, page: more.page ?? 1, results: rows },
    new_entries: { has_next: false, page: 1, results: more.newEntries ?? [] },
    last_updated_data: '2025-08-30T10:00:00Z',
  };
}
