import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { leagueKeys } from './keys';

/** Joins last season's league again (`POST leagues-rejoin/{id}/`). */
export function rejoinLeague(offerId: number) {
  return api.post<unknown>(`/api/leagues-rejoin/${offerId}/`);
}

/** Joins with one click; the offers and the entry's leagues are read again either way. */
export function useRejoinLeague(entryId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rejoinLeague,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: leagueKeys.rejoinable });
      await client.invalidateQueries({ queryKey: ['entry', entryId] });
    },
  });
}
