import type { ReactNode } from 'react';

import { errorLine } from '../../lib/api-client';
import { Alert } from './alert';
import { Loading } from './loading';

/**
 * A query's place on a page: the first line of its failure, Loading ... until its data is in,
 * then what the data shows. With `keepData`, a failed reload leaves what was shown in place.
 */
export function QueryState<T>({
  query,
  keepData = false,
  children,
}: {
  query: { data: T | undefined; error: unknown };
  keepData?: boolean;
  children: (data: T) => ReactNode;
}) {
  const { data, error } = query;
  if (error && !(keepData && data)) return <Alert type="error">{errorLine(error)}</Alert>;
  if (!data) return <Loading />;
  return children(data);
}
