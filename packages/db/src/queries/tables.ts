// Whole-table maintenance: a season wiped for the next, the data version carried over it, and
// the embedded database's tidying of the tables a gameweek rewrites.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

/** Empties the tables, their ids starting again from 1. */
export async function wipeTables(tx: Tx, tables: readonly string[]): Promise<void> {
  await tx.execute(
    sql.raw(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`),
  );
}

/** Moves the data version above `before`, as a new season's game_settings row starts again. */
export async function moveVersionOn(tx: Tx, before: number): Promise<void> {
  await tx.execute(sql`update game_settings set version = greatest(version, ${before + 1})`);
}

/**
 * VACUUM of the tables, then ANALYZE of the columns named for each (all of them for an empty
 * list): statistics of the wide columns no query filters on (arrays, names) cost the most.
 */
export async function vacuumAnalyze(
  tx: Tx,
  tables: Readonly<Record<string, readonly string[]>>,
): Promise<void> {
  const names = Object.keys(tables);
  await tx.execute(sql.raw(`vacuum ${names.join(', ')}`));
  const analysed = names.map((t) => (tables[t]!.length ? `${t} (${tables[t]!.join(', ')})` : t));
  await tx.execute(sql.raw(`analyze ${analysed.join(', ')}`));
}
