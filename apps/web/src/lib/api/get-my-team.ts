import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyTeam, MyTeamPick } from '@ofl/api';

import { api } from '../api-client';

export type { MyTeam, MyTeamPick };

/** Fetches the manager's own team for the next deadline. */
export function getMyTeam(entry: number): Promise<MyTeam> {
  return api.get<MyTeam>(`/api/my-team/${entry}/`);
}

/** The cache entry of a manager's team; saving picks and transfers write or invalidate it. */
export function getMyTeamQueryOptions(entry: number) {
  return queryOptions({ queryKey: ['my-team', entry], queryFn: () => getMyTeam(entry) });
}

/** The manager's own team; pass null to skip the call. */
export function useMyTeam(entry: number | null) {
  return useQuery({ ...getMyTeamQueryOptions(entry ?? 0), enabled: entry != null });
}
