import type { EntryLeague } from '../api/get-entry';

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

// SPEC §3: league_type c is an invitational league, x a public one, s a site-wide league of
// the game (overall, a club's fans, a region, a gameweek). A site-wide league whose short name
// starts with 'brd' is a broadcaster's.
const isBroadcaster = (l: EntryLeague) => l.league_type === 's' && /^brd/.test(l.short_name ?? '');

/** The Leagues group a league belongs to. */
export function leagueGroup(league: EntryLeague): (typeof LEAGUE_GROUPS)[number] {
  if (isBroadcaster(league)) return 'Broadcaster League';
  const h2h = league.scoring === 'h';
  if (league.league_type === 'c') {
    return h2h ? 'Invitational Head-to-Head Leagues' : 'Invitational Classic Leagues';
  }
  if (league.league_type === 'x') {
    return h2h ? 'Public Head-to-Head Leagues' : 'Public Classic Leagues';
  }
  return 'General Leagues';
}

/** The Cups group of a league that has a cup running. */
export function cupGroup(league: EntryLeague): (typeof CUP_GROUPS)[number] {
  if (isBroadcaster(league)) return 'Broadcaster cups';
  if (league.league_type === 'c') return 'League cups';
  if (league.league_type === 'x') return 'Public cups';
  return 'General cups';
}

/** True when a league's cup has been drawn, so it belongs on the Cups tab. */
export function hasCup(league: EntryLeague): boolean {
  return league.cup_league != null;
}

/** The manager's club league: a site-wide classic league named team-{n} (SPEC §2 Fan League). */
export function fanLeague(leagues: readonly EntryLeague[]): EntryLeague | undefined {
  return leagues.find(
    (l) => l.league_type === 's' && l.scoring === 'c' && /^team-\d+$/.test(l.short_name ?? ''),
  );
}
