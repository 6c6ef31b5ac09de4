import type { H2hLeagueDetail, LeagueDetail, UpdateClassicInput, UpdateH2hInput } from '@ofl/api';

import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { entryKey } from '../../../lib/query-keys';
import { leagueKeys } from './keys';

/**
 * Saves a league's settings, or hands it to another admin, with the PUT of its kind:
 * `leagues-classic/{id}/`, or `leagues-h2h/{id}/` (only the name once started). Only its
 * administrator may; the league and the entry are read again.
 */
export function useUpdateLeague(league: { id: number; scoring: string }, entryId: number) {
  const path = `/api/leagues-${league.scoring === 'h' ? 'h2h' : 'classic'}/${league.id}/`;
  return useInvalidatingMutation(
    (input: UpdateClassicInput & UpdateH2hInput) =>
      api.put<LeagueDetail | H2hLeagueDetail>(path, input),
    [leagueKeys.one(league.id), entryKey(entryId)],
  );
}
