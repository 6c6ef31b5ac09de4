import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ElementSummary, HistoryRow, SeasonRow, SummaryFixture } from '@ofl/api';

import { api } from '../../../lib/api-client';

export type { ElementSummary, HistoryRow, SeasonRow, SummaryFixture };

/** Fetches one player's detail. */
export function getElementSummary(id: number): Promise<ElementSummary> {
  return api.get<ElementSummary>(`/api/element-summary/${id}/`);
}

/** The cache entry of a player's detail. */
export function getElementSummaryQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['element-summary', id],
    queryFn: () => getElementSummary(id),
    staleTime: 60_000,
  });
}

/** A player's detail; a failure only leaves the tables empty (SPEC §8 ignores it). */
export function useElementSummary(id: number) {
  return useQuery({ ...getElementSummaryQueryOptions(id), enabled: id > 0 });
}
