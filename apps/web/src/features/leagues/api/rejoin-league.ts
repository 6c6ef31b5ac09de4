import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { entryKey } from '../../../lib/query-keys';
import { leagueKeys } from './keys';

/** Joins last season's league again (`POST leagues-rejoin/{id}/`). */
export function rejoinLeague(offerId: number) {
  return api.post<unknown>(`/api/leagues-rejoin/${offerId}/`);
}

/** Joins with one click; the offers and the entry's leagues are read again either way. */
export function useRejoinLeague(entryId: number) {
  return useInvalidatingMutation(
    rejoinLeague,
    [leagueKeys.rejoinable, entryKey(entryId)],
    'settled',
  );
}
