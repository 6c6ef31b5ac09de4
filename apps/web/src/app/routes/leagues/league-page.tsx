import type { ReactNode } from 'react';

import { ErrorPage } from '../../../components/ui/error-page';
import { Loading } from '../../../components/ui/loading';
import { LoadError } from '../load-error';

/**
 * A page of one league's tables: no such page without a league id, the load error when nothing
 * came, else titled with the league's name (the page's own title until it loads) over its nav
 * and, once its data is in, what the data shows.
 */
export function LeaguePage<T extends { league: { name: string } }>({
  leagueId,
  query,
  title,
  nav,
  children,
}: {
  leagueId: number | null;
  query: { data: T | undefined; error: unknown };
  title: string;
  nav?: (leagueId: number) => ReactNode;
  children: (data: T, leagueId: number) => ReactNode;
}) {
  if (leagueId == null) return <ErrorPage status={404} />;
  const { data, error } = query;
  if (error && !data) return <LoadError error={error} title={title} />;
  return (
    <section className="page">
      <h1>{data ? data.league.name : title}</h1>
      {nav?.(leagueId)}
      {!data ? <Loading /> : children(data, leagueId)}
    </section>
  );
}
