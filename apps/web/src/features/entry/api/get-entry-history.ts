import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** One gameweek of `history.current` and of a picks payload's `entry_history` (api-shapes §6). */
export type EntryEventHistory = {
  event: number;
  points: number;
  total_points: number;
  rank: number | null;
  overall_rank: number | null;
  bank: number;
  value: number;
  event_transfers: number;
  event_transfers_cost: number;
  points_on_bench: number;
};

/** A chip played: its name, when, and the gameweek it was active in. */
export type ChipPlay = { name: string; time: string; event: number };

/** A finished season of the same manager. */
export type PastSeason = { season_name: string; total_points: number; rank: number };

/** `GET /api/entry/{id}/history/`. */
export type EntryHistory = { current: EntryEventHistory[]; past: PastSeason[]; chips: ChipPlay[] };

/** Fetches an entry's season so far, its chips and its past seasons. */
export function getEntryHistory(entryId: number): Promise<EntryHistory> {
  return api.get<EntryHistory>(`/api/entry/${entryId}/history/`);
}

/** The cache entry of an entry's history. */
export function getEntryHistoryQueryOptions(entryId: number) {
  return queryOptions({
    queryKey: ['entry', entryId, 'history'],
    queryFn: () => getEntryHistory(entryId),
  });
}

/** An entry's history. */
export function useEntryHistory(entryId: number) {
  return useQuery(getEntryHistoryQueryOptions(entryId));
}
