import { Building } from '../../components/ui/building';

/** A screen still to be built: its title comes from the route table. */
export function Component({ title }: { title: string }) {
  return <Building title={title} />;
}
