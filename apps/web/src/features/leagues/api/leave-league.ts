import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { leagueKeys } from './keys';

/** Leaves a league (`POST league/{id}/leave/`). */
export function leaveLeague(leagueId: number) {
  return api.post<unknown>(`/api/league/${leagueId}/leave/`);
}

/** Leaves a league; the list and the league's pages are read again. */
export function useLeaveLeague(entryId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: leaveLeague,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['entry', entryId] });
      await client.invalidateQueries({ queryKey: leagueKeys.all });
    },
  });
}
