import type { EntryLeague } from '@ofl/api';

import { leagueKind } from '../../../lib/league-kind';

/** The sections of the Leagues & Cups screen, in order (SPEC §4 Leagues). */
export const LEAGUE_SECTIONS = [
  'Invitational Classic',
  'Invitational Head-to-Head',
  'Public Classic',
  'Public Head-to-Head',
  'General',
  'Broadcaster',
] as const;

export type LeagueSection = (typeof LEAGUE_SECTIONS)[number];

/** The section a league of the manager's list belongs to. */
export function leagueSection(league: EntryLeague): LeagueSection {
  const h2h = league.scoring === 'h';
  switch (leagueKind(league)) {
    case 'invitational':
      return h2h ? 'Invitational Head-to-Head' : 'Invitational Classic';
    case 'public':
      return h2h ? 'Public Head-to-Head' : 'Public Classic';
    case 'broadcaster':
      return 'Broadcaster';
    default:
      return 'General';
  }
}
