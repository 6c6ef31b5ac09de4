// The accounts: users, their sessions, password reset links, the mail outbox and watchlists.
import { and, asc, count, desc, eq, exists, gt, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  elements,
  entries,
  entryPicks,
  mailOutbox,
  passwordResets,
  regions,
  sessions,
  users,
  watchlist,
} from '../schema/index';

/** Whether a region with that id exists. */
export async function regionExists(tx: Tx, id: number): Promise<boolean> {
  const [region] = await tx.select({ id: regions.id }).from(regions).where(eq(regions.id, id));
  return region !== undefined;
}

/** Every region, by name. */
export async function regionsByName(tx: Tx) {
  return tx.select().from(regions).orderBy(asc(regions.name));
}

/** Inserts a user; undefined when the email is taken. */
export async function insertUser(
  tx: Tx,
  user: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    region: number;
  },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return row?.id;
}

/** The user's id and password hash by email. */
export async function userPasswordByEmail(tx: Tx, email: string) {
  const [user] = await tx
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  return user;
}

/** The user's password hash. */
export async function userPasswordHash(tx: Tx, userId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row?.passwordHash;
}

/** The user's email. */
export async function userEmail(tx: Tx, userId: number): Promise<string | undefined> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email;
}

/** The id of the user with that email. */
export async function userIdByEmail(tx: Tx, email: string): Promise<number | undefined> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user?.id;
}

export async function setUserPassword(tx: Tx, userId: number, passwordHash: string) {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function insertSession(
  tx: Tx,
  session: { tokenHash: string; userId: number; expiresAt: Date },
) {
  await tx.insert(sessions).values(session);
}

export async function deleteSessionByToken(tx: Tx, tokenHash: string) {
  await tx.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of the user but the one with `keepTokenHash`. */
export async function deleteOtherSessions(tx: Tx, userId: number, keepTokenHash: string) {
  await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
}

export async function deleteUserSessions(tx: Tx, userId: number) {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/** Marks every unused reset link of the user used at `now`. */
export async function expireResetTokens(tx: Tx, userId: number, now: Date) {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** How many of the user's reset links are still alive at `now`. */
export async function liveResetTokenCount(tx: Tx, userId: number, now: Date): Promise<number> {
  const [recent] = await tx
    .select({ n: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.expiresAt, now)));
  return recent!.n;
}

export async function insertPasswordReset(
  tx: Tx,
  reset: { tokenHash: string; userId: number; expiresAt: Date },
) {
  await tx.insert(passwordResets).values(reset);
}

/** Uses the unused, unexpired reset link with that hash; its user, or undefined if none. */
export async function usePasswordReset(
  tx: Tx,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const [reset] = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return reset?.userId;
}

/** The last `count` mails of the outbox, newest first. */
export async function latestMails(tx: Tx, count: number) {
  return tx.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(count);
}

export async function queueMail(tx: Tx, mail: { to: string; subject: string; body: string }) {
  await tx.insert(mailOutbox).values(mail);
}

/** The id of the user's entry if it has picked a squad this season (one kept from last season
 * has no picks until then). */
export async function userPickedEntryId(tx: Tx, userId: number): Promise<number | undefined> {
  const [entry] = await tx
    .select({ id: entries.id })
    .from(entries)
    .where(
      and(
        eq(entries.userId, userId),
        exists(tx.select().from(entryPicks).where(eq(entryPicks.entryId, entries.id))),
      ),
    );
  return entry?.id;
}

/** The codes of the players the user watches. */
export async function watchedCodes(tx: Tx, userId: number): Promise<number[]> {
  const watched = await tx
    .select({ code: watchlist.elementCode })
    .from(watchlist)
    .where(eq(watchlist.userId, userId));
  return watched.map((w) => w.code);
}

/** Whether a player with that code is in the game. */
export async function elementCodeExists(tx: Tx, code: number): Promise<boolean> {
  const [row] = await tx
    .select({ code: elements.code })
    .from(elements)
    .where(eq(elements.code, code));
  return row !== undefined;
}

/** Adds the player to the user's watchlist; already there, nothing changes. */
export async function addToWatchlist(tx: Tx, userId: number, code: number) {
  await tx.insert(watchlist).values({ userId, elementCode: code }).onConflictDoNothing();
}

export async function removeFromWatchlist(tx: Tx, userId: number, code: number) {
  await tx
    .delete(watchlist)
    .where(and(eq(watchlist.userId, userId), eq(watchlist.elementCode, code)));
}
