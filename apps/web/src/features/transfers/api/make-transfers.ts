import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyTeam, TransfersInput } from '@ofl/api';

import { api } from '../../../lib/api-client';
import { getMyTeamQueryOptions } from '../../../lib/api/get-my-team';

/**
 * The body of `POST /api/transfers/` (SPEC §7): the chip (null cancels a pending transfer chip),
 * the entry, the next gameweek and the transfers; empty transfers play or cancel a chip alone.
 */
export type MakeTransfersInput = TransfersInput;

/** Makes the transfers; the server answers with the whole team, as my-team has it. */
export function makeTransfers(input: MakeTransfersInput): Promise<MyTeam> {
  return api.post<MyTeam>('/api/transfers/', input);
}

/** Makes the transfers and puts the server's team in the my-team cache. */
export function useMakeTransfers(entry: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: makeTransfers,
    onSuccess: (team) => client.setQueryData(getMyTeamQueryOptions(entry).queryKey, team),
  });
}
