// Accounts: registration, sign-in with throttling, sessions, password change and reset.
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import {
  mailOutbox,
  passwordResets,
  regions,
  sessions,
  signInFailures,
  users,
  type Db,
} from '@ofl/db';
import { badRequest } from '../errors';
import { hashPassword, verifyPassword } from './passwords';
import { hashToken, newToken } from './tokens';

const SESSION_DAYS = 30;
const RESET_MINUTES = 60;
/** Failed sign-ins from one address allowed before each further try must wait. */
const FREE_FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * 60_000;
const MAX_WAIT_MS = 15 * 60_000;

export interface NewUser {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  region: number;
}

/** Creates a user; refuses a taken email or an unknown region as field errors. */
export async function registerUser(db: Db, input: NewUser): Promise<number> {
  const [region] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(eq(regions.id, input.region));
  if (!region) throw badRequest({ region: ['Select a valid region.'] });
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({
      email: input.email,
      passwordHash,
      firstName: input.first_name,
      lastName: input.last_name,
      region: input.region,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!row) throw badRequest({ email: ['An account with this email address already exists.'] });
  return row.id;
}

/** Starts a session; returns the cookie token and its expiry. */
export async function createSession(db: Db, userId: number, now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * Checks an email and password. Returns the user id, or null for any failure, never saying
 * whether the email exists. After FREE_FAILURES failures from one address each further try
 * must wait twice as long as the one before, and tries during the wait fail unchecked.
 */
export async function authenticate(
  db: Db,
  email: string,
  password: string,
  address: string,
  now: Date,
): Promise<number | null> {
  const [record] = await db
    .select()
    .from(signInFailures)
    .where(eq(signInFailures.address, address));
  const fresh = !record || now.getTime() - record.windowStart.getTime() > FAILURE_WINDOW_MS;
  if (record && !fresh && record.failures >= FREE_FAILURES) {
    const wait = Math.min(1000 * 2 ** (record.failures - FREE_FAILURES), MAX_WAIT_MS);
    if (now.getTime() - record.lastFailure.getTime() < wait) return null;
  }
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  // Verify against a dummy hash when the email is unknown, so timing says nothing either.
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (user && ok) {
    await db.delete(signInFailures).where(eq(signInFailures.address, address));
    return user.id;
  }
  await db
    .insert(signInFailures)
    .values({ address, failures: 1, windowStart: now, lastFailure: now })
    .onConflictDoUpdate({
      target: signInFailures.address,
      set: fresh
        ? { failures: 1, windowStart: now, lastFailure: now }
        : { failures: (record?.failures ?? 0) + 1, lastFailure: now },
    });
  return null;
}
const DUMMY_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==';

/** Changes a password after checking the old one; other sessions of the user are signed out. */
export async function changePassword(
  db: Db,
  userId: number,
  keepSession: string,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(oldPassword, user.passwordHash))) {
    throw badRequest({ old_password: ['Your old password was entered incorrectly.'] });
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword) })
    .where(eq(users.id, userId));
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepSession)));
}

/** Puts a one-time reset link in the mail outbox when the email has an account. */
export async function requestPasswordReset(db: Db, email: string, origin: string, now: Date) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return;
  const token = newToken();
  await db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + RESET_MINUTES * 60_000),
  });
  await db.insert(mailOutbox).values({
    to: email,
    subject: 'Reset your password',
    body: `Someone asked to reset the password of your account. If it was you, choose a new one here within ${RESET_MINUTES} minutes:\n\n${origin}/password/reset?token=${token}\n\nIf it was not you, ignore this message.`,
  });
}

/** Sets a new password with a reset token; the token works once, and every session ends. */
export async function confirmPasswordReset(db: Db, token: string, newPassword: string, now: Date) {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) {
      throw badRequest({ token: ['This password reset link is invalid or has expired.'] });
    }
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
  });
}
