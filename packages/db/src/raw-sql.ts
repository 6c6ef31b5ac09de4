import type { SQL } from 'drizzle-orm';
import type { Tx } from './client';

const hasRows = (result: unknown): result is { rows: unknown[] } =>
  typeof result === 'object' &&
  result !== null &&
  Array.isArray((result as { rows?: unknown }).rows);

/**
 * Runs raw SQL and returns its rows, typed as the statement's columns; both drivers answer with
 * `{ rows }`.
 */
export async function queryRows<T>(db: Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (!hasRows(result)) throw new Error('The database answered without rows.');
  return result.rows as T[];
}
