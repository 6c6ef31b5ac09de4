// What kind of league a league is, read from its type and short name. As in the official game's
// sample (and the server): league_type x is an invitational league, c a public one, s a general
// league of the game (overall, a club's fans, a region, a start gameweek, Second Chance); a
// general league whose short name starts with 'brd' is a broadcaster's. SPEC §3 swaps x and c;
// the server follows the sample. The profile's groups and the leagues screen's sections both
// build on this.
import type { EntryLeague } from '@ofl/api';

/** The fields that say what kind a league is. */
export type LeagueKindFields = Pick<EntryLeague, 'league_type'> &
  Partial<Pick<EntryLeague, 'short_name'>>;

export type LeagueKind = 'invitational' | 'public' | 'general' | 'broadcaster';

/** The kind of a league. */
export function leagueKind(league: LeagueKindFields): LeagueKind {
  if (league.league_type === 'x') return 'invitational';
  if (league.league_type === 'c') return 'public';
  return /^brd/.test(league.short_name ?? '') ? 'broadcaster' : 'general';
}
