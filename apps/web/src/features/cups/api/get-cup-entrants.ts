import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CupEntrants } from '@ofl/api';

import { api } from '../../../lib/api-client';
import { cupKeys } from './keys';

export type { CupEntrants };

/** Fetches the teams of a cup's first round, for the team filter. */
export function getCupEntrants(cupId: number): Promise<CupEntrants> {
  return api.get<CupEntrants>(`/api/league/${cupId}/cup-entries/`);
}

export function getCupEntrantsQueryOptions(cupId: number) {
  return queryOptions({ queryKey: cupKeys.entrants(cupId), queryFn: () => getCupEntrants(cupId) });
}

/** The cup's teams; only asked of a cup small enough to list them. */
export function useCupEntrants(cupId: number | null, enabled: boolean) {
  return useQuery({ ...getCupEntrantsQueryOptions(cupId ?? 0), enabled: cupId != null && enabled });
}
