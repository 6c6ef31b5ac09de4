import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { leagueKeys } from './keys';
import type { ClassicLeague } from './types';

/** Fetches a classic league with what its administrator edits (bans, name lock) and its code. */
export function getClassicLeague(leagueId: number) {
  return api.get<ClassicLeague>(`/api/leagues-classic/${leagueId}/`);
}

export function getClassicLeagueQueryOptions(leagueId: number) {
  return queryOptions({
    queryKey: leagueKeys.one(leagueId),
    queryFn: () => getClassicLeague(leagueId),
  });
}

/** A classic league with the viewer's rights and, when he may see it, its code. */
export function useClassicLeague(leagueId: number, enabled = true) {
  return useQuery({ ...getClassicLeagueQueryOptions(leagueId), enabled });
}
