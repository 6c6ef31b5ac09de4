import { apiQueryOptions } from '../../../lib/api-query';
import { entryKey } from '../../../lib/query-keys';

/**
 * The query of one of an entry's pages (`GET /api/entry/{id}/{page}/`), cached under
 * `['entry', id, page]` so that whatever invalidates the entry reads it again too.
 */
export function entryQueryOptions<T>(entryId: number, page: string) {
  return apiQueryOptions<T>([...entryKey(entryId), page], `/api/entry/${entryId}/${page}/`);
}
