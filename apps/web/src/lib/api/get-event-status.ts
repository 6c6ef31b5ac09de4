import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventStatus } from '@ofl/api';

import { api } from '../api-client';

/** `GET event-status/` (api-shapes §14): the current gameweek's match days and the tables. */
export function getEventStatus() {
  return api.get<EventStatus>('/api/event-status/');
}

export function getEventStatusQueryOptions() {
  return queryOptions({ queryKey: ['event-status'], queryFn: getEventStatus, staleTime: 30_000 });
}

/** Whether a gameweek is live and whether the league tables are being recalculated. */
export function useEventStatus() {
  return useQuery(getEventStatusQueryOptions());
}
