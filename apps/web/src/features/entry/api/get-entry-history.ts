import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChipPlayed, EntryEventHistory, EntryHistory, PastSeason } from '@ofl/api';

import { api } from '../../../lib/api-client';

/** A chip played: its name, when, and the gameweek it was active in. */
export type ChipPlay = ChipPlayed;
export type { EntryEventHistory, EntryHistory, PastSeason };

/** Fetches an entry's season so far, its chips and its past seasons. */
export function getEntryHistory(entryId: number): Promise<EntryHistory> {
  return api.get<EntryHistory>(`/api/entry/${entryId}/history/`);
}

/** The cache entry of an entry's history. */
export function getEntryHistoryQueryOptions(entryId: number) {
  return queryOptions({
    queryKey: ['entry', entryId, 'history'],
    queryFn: () => getEntryHistory(entryId),
  });
}

/** An entry's history. */
export function useEntryHistory(entryId: number) {
  return useQuery(getEntryHistoryQueryOptions(entryId));
}
