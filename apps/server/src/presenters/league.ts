// Rows to the league payloads: the league object of the standings and of leagues-classic/{id}/,
// and the viewer's rights on it (SPEC §6).
import type {
  CodePrivacy,
  H2hStandingsLeague,
  LeagueDetail,
  StandingsLeague as StandingsLeaguePayload,
} from '@ofl/api';
import type { LeagueRow, StandingsLeague } from '@ofl/db';

export type { LeagueRow };

/** What a viewer may do with a league; `member` false for a visitor or a non-member. */
export interface LeagueRights {
  canAdmin: boolean;
  canLeave: boolean;
  canInvite: boolean;
  canSeeCode: boolean;
}

/**
 * The viewer's rights: the admin administers and invites; invitational members invite and see
 * the code when code_privacy is a (all players) or l (members) and the league is open; any
 * player sees it when it is a and open. A general league is left by nobody; a public one only
 * before its first gameweek starts (`started`). A started head-to-head league is left by nobody.
 */
export function leagueRights(
  league: LeagueRow,
  viewer: { entryId: number | null; member: boolean },
  started: boolean,
): LeagueRights {
  const isAdmin = viewer.entryId !== null && league.adminEntry === viewer.entryId;
  const invitational = league.leagueType === 'x';
  // A head-to-head league locks at its first deadline: its schedule is made, nobody joins or
  // leaves, and the code is of no more use.
  const locked = league.scoring === 'h' && started;
  if (locked) {
    return { canAdmin: isAdmin, canLeave: false, canInvite: false, canSeeCode: false };
  }
  const open = !league.closed;
  const shared =
    invitational &&
    open &&
    (league.codePrivacy === 'a' || (league.codePrivacy === 'l' && viewer.member));
  return {
    canAdmin: isAdmin,
    canLeave:
      viewer.member &&
      !isAdmin &&
      (invitational || (league.leagueType === 'c' && !started && league.adminEntry === null)),
    canInvite: isAdmin || (viewer.member && shared),
    canSeeCode: invitational && (isAdmin || (viewer.entryId !== null && shared)),
  };
}

const iso = (d: Date) => d.toISOString();

/** The `league` object of the standings (api-shapes §9). */
export function presentStandingsLeague(league: StandingsLeague): StandingsLeaguePayload {
  return {
    id: league.id,
    name: league.name,
    created: iso(league.created),
    closed: league.closed,
    max_entries: league.maxEntries,
    league_type: league.leagueType,
    scoring: league.scoring,
    admin_entry: league.adminEntry,
    start_event: league.startEvent,
    // Written only through the create, update and renew bodies, whose schemas allow a, l or p.
    code_privacy: league.codePrivacy as CodePrivacy,
    has_cup: league.hasCup,
    cup_league: league.cupLeague,
    rank: null,
  };
}

/**
 * leagues-classic/{id}/: the standings' league object with what the admin and invite pages
 * need: the code when the viewer may see it (else null), the bans for the admin, the viewer's
 * rights.
 */
export function presentLeagueDetail(
  league: LeagueRow,
  rights: LeagueRights,
  bans: LeagueDetail['bans'],
): LeagueDetail {
  return {
    ...presentStandingsLeague(league),
    short_name: league.shortName,
    name_change_blocked: league.nameChangeBlocked,
    code: rights.canSeeCode ? league.code : null,
    bans: rights.canAdmin ? bans : [],
    entry_can_admin: rights.canAdmin,
    entry_can_leave: rights.canLeave,
    entry_can_invite: rights.canInvite,
  };
}

/** One league of an entry's `leagues.classic` list (api-shapes §5). */
export function presentEntryLeague(
  league: LeagueRow,
  membership: { rank: number | null; lastRank: number | null },
  rights: LeagueRights,
  rankCount: number | null,
  cupQualified: boolean | null = null,
) {
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
    entry_can_leave: rights.canLeave,
    entry_can_admin: rights.canAdmin,
    entry_can_invite: rights.canInvite,
    has_cup: league.hasCup,
    cup_league: league.cupLeague,
    cup_qualified: cupQualified,
    rank_count: rankCount,
    entry_percentile_rank: null,
    active_phases: [],
    featured_entry_ids: [],
    entry_rank: membership.rank ?? 0,
    entry_last_rank: membership.lastRank ?? 0,
  };
}

/** The H2H standings' league object (api-shapes §10): the classic one with the knock-outs. */
export function presentH2hStandingsLeague(league: LeagueRow): H2hStandingsLeague {
  return { ...presentStandingsLeague(league), ko_rounds: league.koRounds, is_cup: false };
}
