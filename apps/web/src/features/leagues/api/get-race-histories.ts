import { useQuery } from '@tanstack/react-query';
import type { EntryHistory } from '@ofl/api';

import { api } from '../../../lib/api-client';
import { leagueKeys } from './keys';

/**
 * The season histories of the leading teams, one `GET /api/entry/{id}/history/` each, asked
 * together and kept as one answer for the chart.
 */
export function useRaceHistories(entries: readonly number[]) {
  return useQuery({
    queryKey: leagueKeys.race(entries),
    queryFn: () =>
      Promise.all(entries.map((entry) => api.get<EntryHistory>(`/api/entry/${entry}/history/`))),
    enabled: entries.length > 0,
  });
}
