import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { leagueKeys } from './keys';

/** Drops last season's league instead of renewing it (`DELETE leagues-renewable/{id}/`). */
export function deleteRenewableLeague(leagueId: number) {
  return api.delete<unknown>(`/api/leagues-renewable/${leagueId}/`);
}

/** Deletes a renewable league; failures are ignored (SPEC §8) and the list is read again. */
export function useDeleteRenewableLeague() {
  return useInvalidatingMutation(deleteRenewableLeague, [leagueKeys.renewable], 'settled');
}
