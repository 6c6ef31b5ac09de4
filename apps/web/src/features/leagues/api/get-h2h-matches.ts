import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { H2hMatches } from '@ofl/api';

import { api } from '../../../lib/api-client';
import { leagueKeys } from './keys';

/** A page of matches, of one team and or one gameweek (0 for all). */
export type H2hMatchesQuery = { page: number; entry: number; event: number };

/** Fetches a page of a head-to-head league's matches (`leagues-h2h-matches/league/{id}/`). */
export function getH2hMatches(leagueId: number, q: H2hMatchesQuery) {
  const query = new URLSearchParams({ page: String(q.page) });
  if (q.entry) query.set('entry', String(q.entry));
  if (q.event) query.set('event', String(q.event));
  return api.get<H2hMatches>(`/api/leagues-h2h-matches/league/${leagueId}/?${query}`);
}

export function getH2hMatchesQueryOptions(leagueId: number, q: H2hMatchesQuery) {
  return queryOptions({
    queryKey: leagueKeys.h2hMatches(leagueId, q),
    queryFn: () => getH2hMatches(leagueId, q),
    placeholderData: keepPreviousData,
  });
}

/** One page of a head-to-head league's matches. */
export function useH2hMatches(leagueId: number, q: H2hMatchesQuery, enabled = true) {
  return useQuery({ ...getH2hMatchesQueryOptions(leagueId, q), enabled });
}
