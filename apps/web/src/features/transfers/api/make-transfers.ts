import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { getMyTeamQueryOptions } from '../../my-team/api/get-my-team';
import type { MyTeam } from '../../my-team/api/get-my-team';
import type { PlannedTransfer } from '../utils/transfer-plan';

/**
 * The body of `POST /api/transfers/` (SPEC §7): the chip (null cancels a pending transfer chip),
 * the entry, the next gameweek and the transfers; empty transfers play or cancel a chip alone.
 */
export type MakeTransfersInput = {
  chip: string | null;
  entry: number;
  event: number;
  transfers: PlannedTransfer[];
};

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
