import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';

import { ErrorBoundary } from '../../components/ui/error-boundary';
import { FatalError } from '../../components/ui/fatal-error';
import { Loading } from '../../components/ui/loading';
import { SectionError } from '../../components/ui/section-error';

// Each boundary clears its error on the next move, as the page shown then is another.

/**
 * The pages below the shell: one that fails to render leaves the shell and says why; one whose
 * module is downloading on the first visit shows 'Loading ...'. `after` renders with the page,
 * once it shows.
 */
export function SectionErrorRoute({ after }: { after?: ReactNode }) {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location} fallback={() => <SectionError />}>
      <Suspense fallback={<Loading />}>
        <Outlet />
        {after}
      </Suspense>
    </ErrorBoundary>
  );
}

/** The shell itself failed. */
export function FatalErrorRoute({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location} fallback={(error) => <FatalError error={error} />}>
      {children}
    </ErrorBoundary>
  );
}
