import { QueryClient } from '@tanstack/react-query';

import { errorStatus } from './api-client';

/** A client error will not go away on its own; retry only network and server failures. */
function shouldRetry(failures: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status >= 400 && status < 500) return false;
  return failures < 2;
}

/** The query client of the app, one per page load (tests make their own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: true, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
