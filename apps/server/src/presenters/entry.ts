// Rows to `entry/{id}/` (api-shapes §5).
import type {
  EntryRow,
  LeagueEntryRow as MembershipRow,
  LeagueRank,
  RegionRow,
  UserRow,
} from '@ofl/db';
import type { EntryCupBlock, KnockoutMatch } from '@ofl/api';
import { leagueRights, presentEntryLeague, type LeagueRow } from './league';

const iso = (d: Date) => d.toISOString();
const noRank = { rank: null, lastRank: null };

/** The entry's cups: each league's cup_qualified, the Overall cup block, every cup match. */
export interface EntryCupsView {
  qualified: (league: LeagueRow) => boolean | null;
  block: EntryCupBlock;
  matches: KnockoutMatch[];
}

/**
 * Presents an entry with its manager, summary and leagues, for its owner and everyone else
 * alike: money is shown as it stood at the last deadline (SPEC §6), never the live bank, which
 * only the owner reads from my-team. Before the entry's first deadline that is the starting
 * budget, all in the bank.
 */
export function presentEntry(
  entry: EntryRow,
  user: Pick<UserRow, 'firstName' | 'lastName'>,
  region: RegionRow | undefined,
  /** A classic league's rank is its table's row; a head-to-head league's, the membership's. */
  memberships: { league: LeagueRow; membership: MembershipRow; standing: LeagueRank | null }[],
  currentEvent: number | null,
  startingBudget: number,
  cups: EntryCupsView,
) {
  const started = (league: LeagueRow) => currentEvent !== null && currentEvent >= league.startEvent;
  const entered = [];
  for (let e = entry.startedEvent; currentEvent !== null && e <= currentEvent; e++) entered.push(e);
  const list = (scoring: string) =>
    memberships
      .filter((m) => m.league.scoring === scoring)
      .map((m) =>
        presentEntryLeague(
          m.league,
          m.league.scoring === 'c' ? (m.standing ?? noRank) : m.membership,
          leagueRights(m.league, { entryId: entry.id, member: true }, started(m.league)),
          null,
          cups.qualified(m.league),
        ),
      );
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
      cup: cups.block,
      cup_matches: cups.matches,
      event: [],
    },
  };
}
