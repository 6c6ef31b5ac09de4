import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntryChip } from '@ofl/engine';

import { api } from '../../../lib/api-client';

/** A pick of `GET /api/my-team/{entry}/` (api-shapes §11). */
export type MyTeamPick = {
  element: number;
  position: number;
  multiplier: number;
  is_captain: boolean;
  is_vice_captain: boolean;
  selling_price: number;
  purchase_price: number;
  element_type: number;
};

/** The my-team payload: picks, chips, transfers and when the picks were last saved. */
export type MyTeam = {
  picks: MyTeamPick[];
  picks_last_updated: string | null;
  chips: EntryChip[];
  transfers: {
    cost: number;
    status: string;
    limit: number | null;
    made: number;
    bank: number;
    value: number;
  };
};

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
