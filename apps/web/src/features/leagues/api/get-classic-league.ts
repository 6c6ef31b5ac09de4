import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { leagueKeys } from './keys';
import type { ClassicLeague } from './types';

/** Fetches a classic league with what its administrator edits (bans, name lock). */
export function getClassicLeague(leagueId: number) {
  return api.get<ClassicLeague>(`/api/leagues-classic/${leagueId}/`);
}

export function getClassicLeagueQueryOptions(leagueId: number) {
  return queryOptions({
    queryKey: leagueKeys.one(leagueId),
    queryFn: () => getClassicLeague(leagueId),
  });
}

/** A classic league for its admin screen. */
export function useClassicLeague(leagueId: number) {
  return useQuery(getClassicLeagueQueryOptions(leagueId));
}
