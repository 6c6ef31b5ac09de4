import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { H2hStandings } from '@ofl/api';

import { api } from '../../../lib/api-client';
import { leagueKeys } from './keys';

/** The pages of the H2H table and of its new entries. */
export type H2hStandingsQuery = { page: number; newEntriesPage: number };

/** Fetches one page of a head-to-head league's table, with its new entries. */
export function getH2hStandings(leagueId: number, q: H2hStandingsQuery) {
  const query = new URLSearchParams({
    page_new_entries: String(q.newEntriesPage),
    page_standings: String(q.page),
  });
  return api.get<H2hStandings>(`/api/leagues-h2h/${leagueId}/standings/?${query}`);
}

export function getH2hStandingsQueryOptions(leagueId: number, q: H2hStandingsQuery) {
  return queryOptions({
    queryKey: leagueKeys.h2hStandings(leagueId, q),
    queryFn: () => getH2hStandings(leagueId, q),
    placeholderData: keepPreviousData,
  });
}

/** One page of a head-to-head league's standings. */
export function useH2hStandings(leagueId: number, q: H2hStandingsQuery) {
  return useQuery(getH2hStandingsQueryOptions(leagueId, q));
}
