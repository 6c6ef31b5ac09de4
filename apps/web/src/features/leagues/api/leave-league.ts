import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { entryKey } from '../../../lib/query-keys';
import { leagueKeys } from './keys';

/** Leaves a league (`POST league/{id}/leave/`). */
export function leaveLeague(leagueId: number) {
  return api.post<unknown>(`/api/league/${leagueId}/leave/`);
}

/** Leaves a league; the list and the league's pages are read again. */
export function useLeaveLeague(entryId: number) {
  return useInvalidatingMutation(leaveLeague, [entryKey(entryId), leagueKeys.all], 'settled');
}
