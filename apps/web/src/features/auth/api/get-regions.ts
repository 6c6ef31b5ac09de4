import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Region } from '@ofl/api';

import { api } from '../../../lib/api-client';

export type { Region };

/** Fetches the regions of the register form. */
export function getRegions(): Promise<Region[]> {
  return api.get<Region[]>('/accounts/regions/');
}

/** The cache entry of the regions; they hardly ever change. */
export function getRegionsQueryOptions() {
  return queryOptions({ queryKey: ['regions'], queryFn: getRegions, staleTime: Infinity });
}

/** The regions for the register form's select. */
export function useRegions() {
  return useQuery(getRegionsQueryOptions());
}
