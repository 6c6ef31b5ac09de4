import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { leagueKeys } from './keys';
import type { RenewableLeague } from './types';

/** The leagues the manager administered last season (`GET leagues-renewable/`). */
export function getRenewableLeagues() {
  return api.get<RenewableLeague[]>('/api/leagues-renewable/');
}

export function getRenewableLeaguesQueryOptions() {
  return queryOptions({ queryKey: leagueKeys.renewable, queryFn: getRenewableLeagues });
}

/** Last season's leagues waiting to be renewed or deleted. */
export function useRenewableLeagues() {
  return useQuery(getRenewableLeaguesQueryOptions());
}
