import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { leagueKeys } from './keys';

/** Lifts a suspension; the manager may then join again (`POST league/{id}/bans/unban/`). */
export function unbanEntry(leagueId: number, entry: number) {
  return api.post<unknown>(`/api/league/${leagueId}/bans/unban/`, { entry });
}

/** Lifts a suspension; the league's bans are read again. */
export function useUnbanEntry(leagueId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entry: number) => unbanEntry(leagueId, entry),
    onSuccess: () => client.invalidateQueries({ queryKey: leagueKeys.one(leagueId) }),
  });
}
