import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Winner } from '@ofl/api';

import { api } from '../../../lib/api-client';

/** Fetches the winners of a gameweek ('event') or a month ('phase'). */
export function getWinners(kind: 'event' | 'phase', id: number): Promise<Winner[]> {
  return api.get<Winner[]>(`/api/winners/${kind}/${id}/`);
}

/** The cache entry of one prize's winners. */
export function getWinnersQueryOptions(kind: 'event' | 'phase', id: number) {
  return queryOptions({ queryKey: ['winners', kind, id], queryFn: () => getWinners(kind, id) });
}

/** One prize's winners; nothing is asked for without a chosen period. */
export function useWinners(kind: 'event' | 'phase', id: number | null) {
  return useQuery({ ...getWinnersQueryOptions(kind, id ?? 0), enabled: id !== null });
}
