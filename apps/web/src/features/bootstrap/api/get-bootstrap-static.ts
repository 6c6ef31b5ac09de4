import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bootstrap } from '@ofl/api';

import { api } from '../../../lib/api-client';

/** SPEC §4: the game data is refreshed once the stored copy is older than 600 seconds. */
export const bootstrapMaxAgeMs = 600_000;

/** True when data fetched at `fetchedAt` is too old to show without refetching. */
export function isBootstrapStale(fetchedAt: number, now: number): boolean {
  return now - fetchedAt > bootstrapMaxAgeMs;
}

/** Fetches the game data: events, teams, players, settings. */
export function getBootstrapStatic(): Promise<Bootstrap> {
  return api.get<Bootstrap>('/api/bootstrap-static/');
}

/** The cache entry of the game data; the query client keeps the time it was fetched. */
export function getBootstrapQueryOptions() {
  return queryOptions({
    queryKey: ['bootstrap-static'],
    queryFn: getBootstrapStatic,
    staleTime: bootstrapMaxAgeMs,
    refetchInterval: bootstrapMaxAgeMs,
  });
}

/** The game data every screen builds on. */
export function useBootstrap() {
  return useQuery(getBootstrapQueryOptions());
}
