import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { entryKey } from '../../../lib/query-keys';
import { leagueKeys } from './keys';

/** Renews last season's league for this season (`POST leagues-renewable/{id}/renew/`). */
export function renewLeague(leagueId: number) {
  return api.post<unknown>(`/api/leagues-renewable/${leagueId}/renew/`);
}

/** Renews a league; failures are ignored (SPEC §8) and the list is read again either way. */
export function useRenewLeague(entryId: number) {
  return useInvalidatingMutation(renewLeague, [leagueKeys.renewable, entryKey(entryId)], 'settled');
}
