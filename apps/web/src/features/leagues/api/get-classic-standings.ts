import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassicStandings } from '@ofl/api';

import { api } from '../../../lib/api-client';
import { leagueKeys } from './keys';

/** Which table and which pages: the query of the standings page (SPEC §2). */
export type StandingsQuery = { phase: number; page: number; newEntriesPage: number };

/** Fetches one page of a classic league's table for a phase, with its new entries. */
export function getClassicStandings(leagueId: number, q: StandingsQuery) {
  const query = new URLSearchParams({
    page_new_entries: String(q.newEntriesPage),
    page_standings: String(q.page),
    phase: String(q.phase),
  });
  return api.get<ClassicStandings>(`/api/leagues-classic/${leagueId}/standings/?${query}`);
}

/** How often a live table is asked again. */
export const LIVE_STANDINGS_REFETCH_MS = 15_000;

/** The cache entry of one page; the previous page stays on screen while the next loads. */
export function getClassicStandingsQueryOptions(leagueId: number, q: StandingsQuery) {
  return queryOptions({
    queryKey: leagueKeys.standings(leagueId, q),
    queryFn: () => getClassicStandings(leagueId, q),
    placeholderData: keepPreviousData,
    // A live table moves with every goal: asked again while it says it is live.
    refetchInterval: (query) => (query.state.data?.live ? LIVE_STANDINGS_REFETCH_MS : false),
  });
}

/** One page of a classic league's standings. */
export function useClassicStandings(leagueId: number, q: StandingsQuery) {
  return useQuery(getClassicStandingsQueryOptions(leagueId, q));
}
