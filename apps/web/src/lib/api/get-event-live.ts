import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventLive, ExplainStat, LiveElement } from '@ofl/api';

import { api } from '../api-client';

export type { EventLive, ExplainStat, LiveElement };

/** While a gameweek is live its points and ranks move after each goal: asked again this often. */
export const LIVE_POINTS_REFETCH_MS = 15_000;

/** Fetches every player's stats and points breakdown for one gameweek. */
export function getEventLive(event: number): Promise<EventLive> {
  return api.get<EventLive>(`/api/event/${event}/live/`);
}

/** The cache entry of a gameweek's live stats. */
export function getEventLiveQueryOptions(event: number) {
  return queryOptions({ queryKey: ['event-live', event], queryFn: () => getEventLive(event) });
}

/** A gameweek's live stats; `live` refetches them while matches are on. */
export function useEventLive(event: number, opts: { enabled: boolean; live: boolean }) {
  return useQuery({
    ...getEventLiveQueryOptions(event),
    enabled: opts.enabled,
    refetchInterval: opts.live ? LIVE_POINTS_REFETCH_MS : false,
  });
}
