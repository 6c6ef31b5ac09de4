import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** A prize winner (SPEC §3 Winner row), with his shared rank. */
export type Winner = {
  rank: number;
  rank_sort: number;
  entry_id: number;
  team_name: string;
  first_name: string;
  last_name: string;
  points: number;
};

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
