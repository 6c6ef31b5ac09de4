// What the cup screens say (SPEC §4 Cup, Leagues & Cups): a team's round and status in a cup,
// the banner, the message over the match list and where a large cup's page starts.
import type { KnockoutMatch, LeagueCupStatus } from '@ofl/api';

/** The gameweek from which a large cup lists its matches by gameweek (SPEC §9). */
export const LARGE_CUP_EVENT = 32;

/** A team's latest round in a cup and how it went: BYE, W or L, empty while undecided. */
export type CupRound = { round: string; status: 'BYE' | 'W' | 'L' | '' };

/** The latest round of `entry` in cup `cupLeague`, from the entry's cup matches. */
export function cupRound(
  matches: readonly KnockoutMatch[],
  cupLeague: number,
  entry: number,
): CupRound | null {
  const latest = matches
    .filter((m) => m.league === cupLeague)
    .reduce<KnockoutMatch | null>((a, m) => (a === null || m.event > a.event ? m : a), null);
  if (!latest) return null;
  const status = latest.is_bye
    ? 'BYE'
    : latest.winner === null
      ? ''
      : latest.winner === entry
        ? 'W'
        : 'L';
  return { round: latest.knockout_name, status };
}

/** The banner: the cup will start, or started, the gameweek after it qualifies. */
export function cupBanner(status: LeagueCupStatus, currentEvent: number | null): string | null {
  if (status.qualification_event === null) return null;
  const start = status.qualification_event + 1;
  return (currentEvent ?? 0) >= start
    ? `This cup started in Gameweek ${start}`
    : `This cup will start in Gameweek ${start}`;
}

/** The filters of the match list. */
export type CupFilter = { entry?: number; event?: number };

/**
 * Where a large cup's page goes when opened with no filter (SPEC §2): from Gameweek 32 to the
 * gameweek under way (or the first round), else to the manager's own matches if he qualified.
 */
export function largeCupRedirect(
  status: LeagueCupStatus,
  filter: CupFilter,
  currentEvent: number | null,
  own: { entry: number; qualified: boolean | null } | null,
): CupFilter | null {
  if (!status.is_large || filter.entry || filter.event) return null;
  const current = currentEvent ?? 0;
  if (current >= LARGE_CUP_EVENT && status.qualification_event !== null) {
    return { event: Math.min(38, Math.max(current, status.qualification_event + 1)) };
  }
  if (own?.qualified) return { entry: own.entry };
  return null;
}

/** The line over the match list, if any (SPEC §4 Cup's messages). */
export function cupMessage(
  status: LeagueCupStatus,
  filter: CupFilter,
  currentEvent: number | null,
  matches: readonly KnockoutMatch[],
): string | null {
  if (status.cup_league === null) return 'The draw for the first round is yet to be made';
  if (status.is_large && !filter.entry && !filter.event) {
    return `Cup matches will be available after Gameweek ${LARGE_CUP_EVENT}`;
  }
  if (filter.entry) {
    if (matches.length === 0) return 'This team did not qualify for the cup.';
    const lost = matches.some((m) => m.winner !== null && m.winner !== filter.entry);
    return lost ? 'This team has been eliminated' : null;
  }
  if (matches.length > 0) return null;
  if (filter.event && filter.event > (currentEvent ?? 0)) {
    return `Cup matches for Gameweek ${filter.event} will be available at the end of Gameweek ${filter.event - 1}`;
  }
  return 'There is no information available for this cup yet.';
}

/** What decided a tied match, in words. */
export function tiebreakText(tiebreak: KnockoutMatch['tiebreak']): string | null {
  switch (tiebreak) {
    case 'goals_scored':
      return 'Won on goals scored';
    case 'goals_conceded':
      return 'Won on fewest goals conceded';
    case 'default':
      return 'Won on a virtual coin toss';
    default:
      return null;
  }
}
