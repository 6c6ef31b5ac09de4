import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** A league of an entry's `leagues.classic` or `leagues.h2h` list (api-shapes §5). */
export type EntryLeague = {
  id: number;
  name: string;
  short_name: string | null;
  league_type: string;
  scoring: string;
  has_cup?: boolean;
  cup_league?: number | null;
  cup_qualified?: boolean | null;
  entry_rank: number;
  entry_last_rank: number;
  entry_can_leave?: boolean;
  entry_can_admin?: boolean;
  entry_can_invite?: boolean;
};

/** `GET /api/entry/{id}/` (api-shapes §5). Older payloads may lack the optional fields. */
export type EntrySummary = {
  id: number;
  name: string;
  started_event: number;
  player_first_name: string;
  player_last_name: string;
  player_region_name?: string | null;
  favourite_team?: number | null;
  name_change_blocked?: boolean;
  kit?: string | null;
  summary_overall_points?: number | null;
  summary_overall_rank?: number | null;
  summary_event_points?: number | null;
  summary_event_rank?: number | null;
  current_event?: number | null;
  last_deadline_bank?: number;
  last_deadline_value?: number;
  last_deadline_total_transfers?: number;
  leagues?: {
    classic: EntryLeague[];
    h2h: EntryLeague[];
    cup?: { cup_league: number | null };
  };
};

/** Fetches one entry (a manager's team). */
export function getEntry(entryId: number): Promise<EntrySummary> {
  return api.get<EntrySummary>(`/api/entry/${entryId}/`);
}

/** The cache entry of one entry; Team Details invalidates it after a change. */
export function getEntryQueryOptions(entryId: number) {
  return queryOptions({ queryKey: ['entry', entryId], queryFn: () => getEntry(entryId) });
}

/** One entry; pass null to skip the call. */
export function useEntry(entryId: number | null) {
  return useQuery({ ...getEntryQueryOptions(entryId ?? 0), enabled: entryId != null });
}
