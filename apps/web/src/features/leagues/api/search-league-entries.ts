import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeagueMembers } from '@ofl/api';

import { api } from '../../../lib/api-client';
import { leagueKeys } from './keys';

/**
 * Finds a league's members other than its administrator by team or manager name (`GET
 * league/{id}/search-entries/`); the first page of 50 is plenty to pick from.
 */
export function searchLeagueEntries(leagueId: number, search: string) {
  const query = new URLSearchParams({ search });
  return api.get<LeagueMembers>(`/api/league/${leagueId}/search-entries/?${query}`);
}

export function getSearchLeagueEntriesQueryOptions(leagueId: number, search: string) {
  return queryOptions({
    queryKey: leagueKeys.search(leagueId, search),
    queryFn: () => searchLeagueEntries(leagueId, search),
  });
}

/** Members matching the text; an empty text makes no call. */
export function useSearchLeagueEntries(leagueId: number, search: string) {
  return useQuery({
    ...getSearchLeagueEntriesQueryOptions(leagueId, search),
    enabled: search.length > 0,
  });
}
