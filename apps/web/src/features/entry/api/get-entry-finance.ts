import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyTeam } from '@ofl/api';

import { api } from '../../../lib/api-client';

/** The owner's live money, from `GET /api/my-team/{entry}/` `transfers`. */
export type EntryFinance = Pick<MyTeam, 'transfers'>;

/** Fetches the owner's team for its bank and value; only the owner may. */
export function getEntryFinance(entryId: number): Promise<EntryFinance> {
  return api.get<EntryFinance>(`/api/my-team/${entryId}/`);
}

/**
 * The same cache entry Pick Team reads (`['my-team', entry]`), so a saved team or transfer
 * refreshes these figures too.
 */
export function getEntryFinanceQueryOptions(entryId: number) {
  return queryOptions({ queryKey: ['my-team', entryId], queryFn: () => getEntryFinance(entryId) });
}

/** The owner's live bank and value; skipped for anyone else. */
export function useEntryFinance(entryId: number, owner: boolean) {
  return useQuery({ ...getEntryFinanceQueryOptions(entryId), enabled: owner });
}
