// The `:id` of a path such as /api/entry/:id/: a row id, or 404 for anything that cannot be one.
import { z } from 'zod';
import { notFound } from './errors';

/** A row id: a positive integer that fits PostgreSQL's int. */
export const rowId = z.coerce.number().int().min(1).max(2_147_483_647);

const IdParams = z.object({ id: rowId });

/** The path's `:id`; anything else is a page that does not exist. */
export function pathId(params: unknown): number {
  const parsed = IdParams.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}
