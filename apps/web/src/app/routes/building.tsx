import { useMatches } from 'react-router';

import { Building } from '../../components/ui/building';

/** A screen still to be built: its title comes from the route table. */
export function Component() {
  const match = useMatches().at(-1);
  const title = (match?.handle as { title?: string } | undefined)?.title ?? '';
  return <Building title={title} />;
}
