import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { leagueKeys } from './keys';

/** Deletes a league its administrator owns (`POST leagues-private/delete/`). */
export function deleteLeague(leagueId: number) {
  return api.post<unknown>('/api/leagues-private/delete/', { league: leagueId });
}

/** Deletes a league; the manager's list no longer has it. */
export function useDeleteLeague(entryId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLeague,
    onSuccess: async (_data, leagueId) => {
      client.removeQueries({ queryKey: leagueKeys.one(leagueId) });
      await client.invalidateQueries({ queryKey: ['entry', entryId] });
    },
  });
}
