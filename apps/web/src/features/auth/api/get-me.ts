import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** The signed-in player, as `GET /api/me/` describes them. */
export type Player = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  entry: number | null;
  region: number;
};

/** Who is using the app: a player or nobody, and the codes on their watchlist. */
export type Me = { player: Player | null; watched: number[] };

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
