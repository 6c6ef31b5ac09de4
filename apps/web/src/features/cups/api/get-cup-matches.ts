import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CupMatches, KnockoutMatch } from '@ofl/api';

import { api } from '../../../lib/api-client';
import { cupKeys, type CupMatchFilter } from './keys';

export type { CupMatches, KnockoutMatch };

/** Fetches one page of a cup's matches, by team or gameweek when given. */
export function getCupMatches(cupId: number, filter: CupMatchFilter): Promise<CupMatches> {
  const query = new URLSearchParams({ page: String(filter.page) });
  if (filter.entry) query.set('entry', String(filter.entry));
  if (filter.event) query.set('event', String(filter.event));
  return api.get<CupMatches>(`/api/league/${cupId}/cup-matches/?${query}`);
}

export function getCupMatchesQueryOptions(cupId: number, filter: CupMatchFilter) {
  return queryOptions({
    queryKey: cupKeys.matches(cupId, filter),
    queryFn: () => getCupMatches(cupId, filter),
    placeholderData: keepPreviousData,
  });
}

/** One page of a cup's matches; skipped while `enabled` is false. */
export function useCupMatches(cupId: number | null, filter: CupMatchFilter, enabled: boolean) {
  return useQuery({
    ...getCupMatchesQueryOptions(cupId ?? 0, filter),
    enabled: cupId != null && enabled,
  });
}
