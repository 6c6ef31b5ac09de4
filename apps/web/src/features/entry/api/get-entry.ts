import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntryLeague, EntrySummary } from '@ofl/api';

import { api } from '../../../lib/api-client';

export type { EntryLeague, EntrySummary };

/** Fetches one entry (a manager's team). */
export function getEntry(entryId: number): Promise<EntrySummary> {
  return api.get<EntrySummary>(`/api/entry/${entryId}/`);
}

/** The cache entry of one entry; Team Details invalidates it after a change. */
export function getEntryQueryOptions(entryId: number) {
  return queryOptions({ queryKey: ['entry', entryId], queryFn: () => getEntry(entryId) });
}

/** One entry; pass null to skip the call. */
export function useEntry(entryId: number | null) {
  return useQuery({ ...getEntryQueryOptions(entryId ?? 0), enabled: entryId != null });
}
