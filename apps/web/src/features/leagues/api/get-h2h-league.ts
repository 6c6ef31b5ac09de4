import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { leagueKeys } from './keys';
import type { H2hLeague } from './types';

/** Fetches a head-to-head league with the viewer's rights, its code when he may see it. */
export function getH2hLeague(leagueId: number) {
  return api.get<H2hLeague>(`/api/leagues-h2h/${leagueId}/`);
}

export function getH2hLeagueQueryOptions(leagueId: number) {
  return queryOptions({
    queryKey: leagueKeys.h2h(leagueId),
    queryFn: () => getH2hLeague(leagueId),
  });
}

/** A head-to-head league; `started` once it is locked. */
export function useH2hLeague(leagueId: number, enabled = true) {
  return useQuery({ ...getH2hLeagueQueryOptions(leagueId), enabled });
}
