import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntryEventPicks, EventPick } from '@ofl/api';

import { api } from '../../../lib/api-client';

export type { EntryEventPicks, EventPick };

/** Fetches one entry's picks for one gameweek whose deadline has passed. */
export function getEntryEventPicks(entry: number, event: number): Promise<EntryEventPicks> {
  return api.get<EntryEventPicks>(`/api/entry/${entry}/event/${event}/picks/`);
}

/** The cache entry of an entry's gameweek picks. */
export function getEntryEventPicksQueryOptions(entry: number, event: number) {
  return queryOptions({
    queryKey: ['entry', entry, 'event', event, 'picks'],
    queryFn: () => getEntryEventPicks(entry, event),
  });
}

/** While a gameweek is live its points and ranks move after each goal: asked again this often. */
export const LIVE_POINTS_REFETCH_MS = 15_000;

/** One entry's gameweek; `live` refetches it while matches are on. */
export function useEntryEventPicks(
  entry: number,
  event: number,
  opts: { enabled: boolean; live: boolean },
) {
  return useQuery({
    ...getEntryEventPicksQueryOptions(entry, event),
    enabled: opts.enabled,
    refetchInterval: opts.live ? LIVE_POINTS_REFETCH_MS : false,
  });
}
