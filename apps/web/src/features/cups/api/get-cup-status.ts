import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeagueCupStatus } from '@ofl/api';

import { api } from '../../../lib/api-client';
import { cupKeys } from './keys';

export type { LeagueCupStatus };

/** Fetches the cup status of a league (or of the cup itself). */
export function getCupStatus(leagueId: number): Promise<LeagueCupStatus> {
  return api.get<LeagueCupStatus>(`/api/league/${leagueId}/cup-status/`);
}

export function getCupStatusQueryOptions(leagueId: number) {
  return queryOptions({
    queryKey: cupKeys.status(leagueId),
    queryFn: () => getCupStatus(leagueId),
  });
}

/** A league's cup: when it qualifies, how many are in it, its own id once drawn. */
export function useCupStatus(leagueId: number | null) {
  return useQuery({ ...getCupStatusQueryOptions(leagueId ?? 0), enabled: leagueId != null });
}
