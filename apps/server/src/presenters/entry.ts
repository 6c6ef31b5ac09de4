// Rows to `entry/{id}/` (api-shapes §5).
import type { entries, leagueEntries, leagues, regions, users } from '@ofl/db';

type EntryRow = typeof entries.$inferSelect;
type LeagueRow = typeof leagues.$inferSelect;
type MembershipRow = typeof leagueEntries.$inferSelect;

const iso = (d: Date) => d.toISOString();

/** Presents one league of an entry's `leagues.classic` or `leagues.h2h` list. */
function presentEntryLeague(league: LeagueRow, membership: MembershipRow, entryId: number) {
  const isAdmin = league.adminEntry === entryId;
  const isPrivate = league.leagueType !== 's';
  return {
    id: league.id,
    name: league.name,
    short_name: league.shortName,
    created: iso(league.created),
    closed: league.closed,
    rank: null,
    max_entries: league.maxEntries,
    league_type: league.leagueType,
    scoring: league.scoring,
    admin_entry: league.adminEntry,
    start_event: league.startEvent,
    entry_can_leave: isPrivate && !isAdmin,
    entry_can_admin: isAdmin,
    entry_can_invite: isAdmin || (isPrivate && league.codePrivacy !== 'p' && !league.closed),
    has_cup: league.hasCup,
    cup_league: league.cupLeague,
    cup_qualified: null,
    rank_count: null,
    entry_percentile_rank: null,
    active_phases: [],
    featured_entry_ids: [],
    entry_rank: membership.rank ?? 0,
    entry_last_rank: membership.lastRank ?? 0,
  };
}

/**
 * Presents an entry with its manager, summary and leagues, for its owner and everyone else
 * alike: money is shown as it stood at the last deadline (SPEC §6), never the live bank, which
 * only the owner reads from my-team. Before the entry's first deadline that is the starting
 * budget, all in the bank.
 */
export function presentEntry(
  entry: EntryRow,
  user: Pick<typeof users.$inferSelect, 'firstName' | 'lastName'>,
  region: typeof regions.$inferSelect | undefined,
  memberships: { league: LeagueRow; membership: MembershipRow }[],
  currentEvent: number | null,
  startingBudget: number,
) {
  const entered = [];
  for (let e = entry.startedEvent; currentEvent !== null && e <= currentEvent; e++) entered.push(e);
  const list = (scoring: string) =>
    memberships
      .filter((m) => m.league.scoring === scoring)
      .map((m) => presentEntryLeague(m.league, m.membership, entry.id));
  return {
    id: entry.id,
    joined_time: iso(entry.createdAt),
    started_event: entry.startedEvent,
    favourite_team: entry.favouriteTeam,
    player_first_name: user.firstName,
    player_last_name: user.lastName,
    player_region_id: region?.id ?? null,
    player_region_name: region?.name ?? null,
    player_region_iso_code_short: region?.isoCodeShort ?? null,
    player_region_iso_code_long: region?.isoCodeLong ?? null,
    years_active: 1,
    summary_overall_points: entry.summaryOverallPoints,
    summary_overall_rank: entry.summaryOverallRank,
    summary_event_points: entry.summaryEventPoints,
    summary_event_rank: entry.summaryEventRank,
    current_event: currentEvent,
    name: entry.name,
    name_change_blocked: entry.nameChangeBlocked,
    entered_events: entered,
    kit: entry.kit,
    last_deadline_bank: entry.lastDeadlineBank ?? startingBudget,
    last_deadline_value: entry.lastDeadlineValue ?? startingBudget,
    last_deadline_total_transfers: entry.lastDeadlineTotalTransfers,
    club_badge_src: null,
    leagues: {
      classic: list('c'),
      h2h: list('h'),
      cup: {
        matches: [],
        status: {
          qualification_event: null,
          qualification_numbers: null,
          qualification_rank: null,
          qualification_state: null,
        },
        cup_league: null,
      },
      cup_matches: [],
      event: [],
    },
  };
}
