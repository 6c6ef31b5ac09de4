import { useQuery } from '@tanstack/react-query';
import type { BestLeague, MostValuableTeam } from '@ofl/api';

import { api } from '../../../lib/api-client';

/** `GET stats/most-valuable-teams/` (api-shapes §15). */
export function useMostValuableTeams() {
  return useQuery({
    queryKey: ['most-valuable-teams'],
    queryFn: () => api.get<MostValuableTeam[]>('/api/stats/most-valuable-teams/'),
    staleTime: 60_000,
  });
}

/** `GET stats/best-classic-private-leagues/` (api-shapes §16). */
export function useBestLeagues() {
  return useQuery({
    queryKey: ['best-classic-private-leagues'],
    queryFn: () => api.get<BestLeague[]>('/api/stats/best-classic-private-leagues/'),
    staleTime: 60_000,
  });
}
