import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Fixture } from '@ofl/api';

import { api } from '../../../lib/api-client';

/** The whole season's fixtures, cached where the Fixtures page keeps them. */
export function getSeasonFixturesQueryOptions() {
  return queryOptions({
    queryKey: ['fixtures', 'all'],
    queryFn: () => api.get<Fixture[]>('/api/fixtures/'),
    staleTime: 600_000,
  });
}

/** The season's fixtures, for the planner's fixture ticker; a failure leaves the ticker blank. */
export function useSeasonFixtures() {
  return useQuery(getSeasonFixturesQueryOptions());
}
