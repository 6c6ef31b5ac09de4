import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { leagueKeys } from './keys';

/** Lifts a suspension; the manager may then join again (`POST league/{id}/bans/unban/`). */
export function unbanEntry(leagueId: number, entry: number) {
  return api.post<unknown>(`/api/league/${leagueId}/bans/unban/`, { entry });
}

/** Lifts a suspension; the league's bans are read again. */
export function useUnbanEntry(leagueId: number) {
  return useInvalidatingMutation(
    (entry: number) => unbanEntry(leagueId, entry),
    [leagueKeys.one(leagueId)],
  );
}
