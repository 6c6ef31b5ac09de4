// A user's watchlist, by player code (the `watched` list of me/, the wl filter).
import { and, eq } from 'drizzle-orm';
import { elements, watchlist, type Db } from '@ofl/db';
import { notFound } from '../../errors';

async function requireCode(db: Db, code: number): Promise<void> {
  const [row] = await db
    .select({ code: elements.code })
    .from(elements)
    .where(eq(elements.code, code));
  if (!row) throw notFound();
}

/** Watches a player; watching him again changes nothing (SPEC §4: add ignored if present). */
export async function watch(db: Db, userId: number, code: number): Promise<void> {
  await requireCode(db, code);
  await db.insert(watchlist).values({ userId, elementCode: code }).onConflictDoNothing();
}

/** Stops watching a player; a player not watched is simply not there. */
export async function unwatch(db: Db, userId: number, code: number): Promise<void> {
  await requireCode(db, code);
  await db
    .delete(watchlist)
    .where(and(eq(watchlist.userId, userId), eq(watchlist.elementCode, code)));
}
