import type { RejoinableLeague } from '@ofl/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { leagueKeys } from './keys';

/** Last season's leagues renewed by their admin that the manager may join again. */
export function getRejoinableLeagues() {
  return api.get<RejoinableLeague[]>('/api/leagues-rejoin/');
}

export function getRejoinableLeaguesQueryOptions() {
  return queryOptions({ queryKey: leagueKeys.rejoinable, queryFn: getRejoinableLeagues });
}

/** The leagues offered back from last season (none until their admins renew them). */
export function useRejoinableLeagues() {
  return useQuery(getRejoinableLeaguesQueryOptions());
}
