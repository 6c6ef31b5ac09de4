import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { leagueKeys } from './keys';

/** Suspends a member: he leaves the league and cannot join again (`POST league/{id}/bans/ban/`). */
export function banEntry(leagueId: number, entry: number) {
  return api.post<unknown>(`/api/league/${leagueId}/bans/ban/`, { entry });
}

/** Suspends a member; the league (its bans, its table) is read again. */
export function useBanEntry(leagueId: number) {
  return useInvalidatingMutation(
    (entry: number) => banEntry(leagueId, entry),
    [leagueKeys.one(leagueId)],
  );
}
