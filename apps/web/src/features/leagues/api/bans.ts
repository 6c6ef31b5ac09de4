import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { leagueKeys } from './keys';

/**
 * Suspends a member (`POST league/{id}/bans/ban/`): he leaves the league and cannot join again;
 * or lifts the suspension (`bans/unban/`) so he may. The league (its bans, its table) is read
 * again.
 */
function useBans(leagueId: number, action: 'ban' | 'unban') {
  return useInvalidatingMutation(
    (entry: number) => api.post<unknown>(`/api/league/${leagueId}/bans/${action}/`, { entry }),
    [leagueKeys.one(leagueId)],
  );
}

/** Suspends a member. */
export const useBanEntry = (leagueId: number) => useBans(leagueId, 'ban');

/** Lifts a suspension. */
export const useUnbanEntry = (leagueId: number) => useBans(leagueId, 'unban');
