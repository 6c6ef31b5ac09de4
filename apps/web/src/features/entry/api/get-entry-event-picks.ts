import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntryEventPicks, EventPick } from '@ofl/api';

import { api } from '../../../lib/api-client';
import { LIVE_POINTS_REFETCH_MS } from '../../../lib/api/get-event-live';

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
