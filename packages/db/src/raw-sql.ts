import { sql, type SQL } from 'drizzle-orm';
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

/** Whether a table (or other relation) of that name exists. */
export async function tableExists(db: Tx, name: string): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select to_regclass(${name}) is not null as found`,
  );
  return row?.found ?? false;
}

interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

/**
 * queryRows as a named prepared statement: on a server each connection parses and plans it once
 * and runs it by name after that (the embedded database runs it as is). `name` must always stand
 * for the same statement text, its values only changing.
 */
export async function preparedRows<T>(db: Tx, name: string, query: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const result: unknown = await session
    .prepareQuery(dialect.sqlToQuery(query), undefined, name, false)
    .execute();
  if (!hasRows(result)) throw new Error('The database answered without rows.');
  return result.rows as T[];
}

/** Rows as a jsonb parameter, for set-based joins against values computed by the engine. */
export function jsonParam(rows: unknown): SQL {
  return sql`${JSON.stringify(rows)}::jsonb`;
}
