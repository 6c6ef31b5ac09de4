import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { leagueKeys } from './keys';

/** What a join answers: the league joined, when the server says. */
export type JoinedLeague = { id?: number; name?: string; scoring?: string } | undefined;

/** Joins an invitational league by its code (`POST leagues-private/join/`). */
export function joinPrivateLeague(input: { code: string; entry: number }) {
  return api.post<JoinedLeague>('/api/leagues-private/join/', input);
}

/** Joins by code; the manager's league list and any league page are read again. */
export function useJoinPrivateLeague(entryId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => joinPrivateLeague({ code, entry: entryId }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['entry', entryId] });
      await client.invalidateQueries({ queryKey: leagueKeys.all });
    },
  });
}
