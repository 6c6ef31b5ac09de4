import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../api-client';
import { getMeQueryOptions } from './get-me';
import type { Me } from './get-me';

/** Adds a player (by code) to the watchlist: `POST /api/watchlist/{code}/`, empty body. */
export function addToWatchlist(code: number): Promise<void> {
  return api.post<void>(`/api/watchlist/${code}/`);
}

/** Takes a player (by code) off the watchlist: `DELETE /api/watchlist/{code}/`. */
export function removeFromWatchlist(code: number): Promise<void> {
  return api.delete<void>(`/api/watchlist/${code}/`);
}

/** The watchlist after adding or removing a code; adding one already there changes nothing. */
export function nextWatched(watched: readonly number[], code: number, add: boolean): number[] {
  if (add) return watched.includes(code) ? [...watched] : [...watched, code];
  return watched.filter((c) => c !== code);
}

/**
 * Adds or removes a player, optimistically (SPEC §7 'local update first'): the session's
 * `watched` changes at once and goes back to what it was if the server refuses.
 */
export function useToggleWatchlist() {
  const client = useQueryClient();
  const key = getMeQueryOptions().queryKey;
  return useMutation({
    mutationFn: ({ code, add }: { code: number; add: boolean }) =>
      add ? addToWatchlist(code) : removeFromWatchlist(code),
    onMutate: async ({ code, add }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Me>(key);
      if (before) {
        client.setQueryData<Me>(key, {
          ...before,
          watched: nextWatched(before.watched, code, add),
        });
      }
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
  });
}
