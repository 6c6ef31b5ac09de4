import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';

import { ErrorBoundary } from '../components/ui/error-boundary';
import { FatalError } from '../components/ui/fatal-error';
import { createQueryClient } from '../lib/query-client';

/** Everything the routes rely on: the query cache and the last-resort error screen. */
export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <ErrorBoundary fallback={(error) => <FatalError error={error} />}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ErrorBoundary>
  );
}
