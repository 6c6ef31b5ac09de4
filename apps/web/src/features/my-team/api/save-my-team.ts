import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavePicksInput } from '@ofl/api';

import { api } from '../../../lib/api-client';
import { getMyTeamQueryOptions } from '../../../lib/api/get-my-team';
import type { MyTeam } from '../../../lib/api/get-my-team';

/** The body of `POST /api/my-team/{entry}/`: the chip to play (null cancels) and the picks. */
export type SaveMyTeamInput = SavePicksInput;

/** Saves the line-up, armbands and chip; the server answers with the whole team. */
export function saveMyTeam(entry: number, input: SaveMyTeamInput): Promise<MyTeam> {
  return api.post<MyTeam>(`/api/my-team/${entry}/`, input);
}

/** Saves the team and puts the server's answer in the cache. */
export function useSaveMyTeam(entry: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveMyTeamInput) => saveMyTeam(entry, input),
    onSuccess: (team) => client.setQueryData(getMyTeamQueryOptions(entry).queryKey, team),
  });
}
