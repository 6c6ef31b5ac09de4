// A user's watchlist, by player code (the `watched` list of me/, the wl filter).
import { addToWatchlist, elementCodeExists, removeFromWatchlist, type Db } from '@ofl/db';
import { notFound } from '../../errors';

async function requireCode(db: Db, code: number): Promise<void> {
  if (!(await elementCodeExists(db, code))) throw notFound();
}

/** Watches a player; watching him again changes nothing (SPEC §4: add ignored if present). */
export async function watch(db: Db, userId: number, code: number): Promise<void> {
  await requireCode(db, code);
  await addToWatchlist(db, userId, code);
}

/** Stops watching a player; a player not watched is simply not there. */
export async function unwatch(db: Db, userId: number, code: number): Promise<void> {
  await requireCode(db, code);
  await removeFromWatchlist(db, userId, code);
}
