import type { LeagueCode } from '@ofl/api';

import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { leagueKeys } from './keys';

/** Gives a league a new code; the old one stops working (`POST league/{id}/code/regenerate/`). */
export function regenerateLeagueCode(leagueId: number) {
  return api.post<LeagueCode>(`/api/league/${leagueId}/code/regenerate/`);
}

/** Regenerates the code; the league, which carries it, is read again. */
export function useRegenerateLeagueCode(leagueId: number) {
  return useInvalidatingMutation(() => regenerateLeagueCode(leagueId), [leagueKeys.one(leagueId)]);
}
