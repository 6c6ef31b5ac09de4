import { leagueKind } from './league-kind';
import type { EntryLeague } from '@ofl/api';

/** The Leagues tab's groups, in the order the profile shows them (SPEC §2 Entry profile). */
export const LEAGUE_GROUPS = [
  'Broadcaster League',
  'Invitational Classic Leagues',
  'Invitational Head-to-Head Leagues',
  'Public Classic Leagues',
  'Public Head-to-Head Leagues',
  'General Leagues',
] as const;

/** The Cups tab's groups, in order. */
export const CUP_GROUPS = [
  'League cups',
  'Public cups',
  'General cups',
  'Broadcaster cups',
] as const;

/** All of an entry's leagues, the classic ones then the head-to-head ones. */
export function allLeagues<T>(
  leagues: { classic?: readonly T[]; h2h?: readonly T[] } | null | undefined,
): T[] {
  return [...(leagues?.classic ?? []), ...(leagues?.h2h ?? [])];
}

/** The Leagues group a league belongs to. */
export function leagueGroup(league: EntryLeague): (typeof LEAGUE_GROUPS)[number] {
  const h2h = league.scoring === 'h';
  switch (leagueKind(league)) {
    case 'broadcaster':
      return 'Broadcaster League';
    case 'invitational':
      return h2h ? 'Invitational Head-to-Head Leagues' : 'Invitational Classic Leagues';
    case 'public':
      return h2h ? 'Public Head-to-Head Leagues' : 'Public Classic Leagues';
    default:
      return 'General Leagues';
  }
}

/** The Cups group of a league that has a cup running. */
export function cupGroup(league: EntryLeague): (typeof CUP_GROUPS)[number] {
  const groups = {
    broadcaster: 'Broadcaster cups',
    invitational: 'League cups',
    public: 'Public cups',
    general: 'General cups',
  } as const;
  return groups[leagueKind(league)];
}

/** The manager's club league: a site-wide classic league named team-{n} (SPEC §2 Fan League). */
export function fanLeague(leagues: readonly EntryLeague[]): EntryLeague | undefined {
  return leagues.find(
    (l) => l.league_type === 's' && l.scoring === 'c' && /^team-\d+$/.test(l.short_name ?? ''),
  );
}
