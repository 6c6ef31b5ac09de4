import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** One scoring line of a player's fixture: the stat, its value and the points it gave. */
export type ExplainStat = { identifier: string; points: number; value: number };

/** One player in `GET /api/event/{id}/live/` (api-shapes §4). */
export type LiveElement = {
  id: number;
  stats: { total_points: number; minutes: number; played?: boolean; [key: string]: unknown };
  explain: Array<{ fixture: number; stats: ExplainStat[] }>;
};

/** The live payload of a gameweek. */
export type EventLive = { elements: LiveElement[] };

/** Fetches every player's stats and points breakdown for one gameweek. */
export function getEventLive(event: number): Promise<EventLive> {
  return api.get<EventLive>(`/api/event/${event}/live/`);
}

/** The cache entry of a gameweek's live stats. */
export function getEventLiveQueryOptions(event: number) {
  return queryOptions({ queryKey: ['event-live', event], queryFn: () => getEventLive(event) });
}

/** A gameweek's live stats; `live` refetches every 60 seconds while matches are on. */
export function useEventLive(event: number, opts: { enabled: boolean; live: boolean }) {
  return useQuery({
    ...getEventLiveQueryOptions(event),
    enabled: opts.enabled,
    refetchInterval: opts.live ? 60_000 : false,
  });
}
