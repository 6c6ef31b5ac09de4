import { useRouteError } from 'react-router';

import { FatalError } from '../../components/ui/fatal-error';
import { SectionError } from '../../components/ui/section-error';

/** A page below the shell failed to render: the shell stays, the page says why. */
export function SectionErrorRoute() {
  const error = useRouteError();
  console.error(error);
  return <SectionError />;
}

/** The shell itself failed. */
export function FatalErrorRoute() {
  const error = useRouteError();
  console.error(error);
  return <FatalError error={error} />;
}
