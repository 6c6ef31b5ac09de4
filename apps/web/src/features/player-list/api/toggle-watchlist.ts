import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

// The watchlist holds player codes (SPEC §4); the session (`me`) carries it, so both calls
// invalidate it. The 'me' key is the shell's session query.
const meKey = ['me'];

/** Adds a player to the watchlist (`POST /api/watchlist/{code}/`, empty body). */
export function addToWatchlist(code: number): Promise<void> {
  return api.post<void>(`/api/watchlist/${code}/`);
}

/** Takes a player off the watchlist (`DELETE /api/watchlist/{code}/`). */
export function removeFromWatchlist(code: number): Promise<void> {
  return api.delete<void>(`/api/watchlist/${code}/`);
}

/** Adds or removes a player; the session is refetched afterwards. */
export function useToggleWatchlist() {
  return useInvalidatingMutation(
    ({ code, watched }: { code: number; watched: boolean }) =>
      watched ? removeFromWatchlist(code) : addToWatchlist(code),
    [meKey],
  );
}
