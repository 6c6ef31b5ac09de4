import { queryOptions, useQuery } from '@tanstack/react-query';

import type { DreamTeam } from '@ofl/api';

import { api } from '../api-client';

export type { DreamTeam } from '@ofl/api';

/** Fetches the team of a gameweek, or of the season without one. */
export function getDreamTeam(event: number | null): Promise<DreamTeam> {
  return api.get<DreamTeam>(event ? `/api/dream-team/${event}/` : '/api/dream-team/');
}

/** The cache entry of a gameweek's (or the season's) dream team. */
export function getDreamTeamQueryOptions(event: number | null) {
  return queryOptions({
    queryKey: ['dream-team', event ?? 'season'],
    queryFn: () => getDreamTeam(event),
  });
}

/** The dream team of a gameweek, or of the season for null; asked only when `enabled`. */
export function useDreamTeam(event: number | null, enabled = true) {
  return useQuery({ ...getDreamTeamQueryOptions(event), enabled });
}
