import { type QueryKey, queryOptions } from '@tanstack/react-query';

import { api } from './api-client';

/** The query of one `GET` of the API: the answer at `path`, cached under `queryKey`. */
export function apiQueryOptions<T>(queryKey: QueryKey, path: string) {
  return queryOptions({ queryKey, queryFn: () => api.get<T>(path) });
}
