import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me, Player } from '@ofl/api';

import { api } from '../api-client';

/** The signed-in player and the session of `GET /api/me/`. */
export type { Me, Player };

/** Fetches the session; it also sets the `csrftoken` cookie mutations echo back. */
export function getMe(): Promise<Me> {
  return api.get<Me>('/api/me/');
}

/** The cache entry of the session, shared by every screen and invalidated by sign-up. */
export function getMeQueryOptions() {
  return queryOptions({ queryKey: ['me'], queryFn: getMe, staleTime: 60_000 });
}

/** The session of the current visitor. */
export function useMe() {
  return useQuery(getMeQueryOptions());
}
