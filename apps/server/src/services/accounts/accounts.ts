// Accounts: registration, sign-in with throttling, sessions, password change and reset.
import {
  deleteOtherSessions,
  deleteSessionByToken,
  deleteUserSessions,
  expireResetTokens,
  insertPasswordReset,
  insertSession,
  insertUser,
  liveResetTokenCount,
  queueMail,
  regionExists,
  setUserPassword,
  usePasswordReset,
  userIdByEmail,
  userPasswordByEmail,
  userPasswordHash,
  type Db,
} from '@ofl/db';
import { badRequest } from '../../errors';
import { hashPassword, verifyPassword } from './passwords';
import { attemptSucceeded, takeAttempt, throttleKeys } from './sign-in-throttle';
import { hashToken, newToken } from './tokens';

const SESSION_DAYS = 30;
const RESET_MINUTES = 60;
/** Reset mails one address may get within RESET_MINUTES. */
const MAX_RESET_MAILS = 3;

export interface NewUser {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  region: number;
}

/** Creates a user; refuses a taken email or an unknown region as field errors. */
export async function registerUser(db: Db, input: NewUser): Promise<number> {
  if (!(await regionExists(db, input.region))) {
    throw badRequest({ region: ['Select a valid region.'] });
  }
  const passwordHash = await hashPassword(input.password);
  const id = await insertUser(db, {
    email: input.email,
    passwordHash,
    firstName: input.first_name,
    lastName: input.last_name,
    region: input.region,
  });
  if (id === undefined) {
    throw badRequest({ email: ['An account with this email address already exists.'] });
  }
  return id;
}

/** Starts a session; returns the cookie token and its expiry. */
export async function createSession(db: Db, userId: number, now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await insertSession(db, { tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await deleteSessionByToken(db, tokenHash);
}

/**
 * Checks an email and password. Returns the user id, or null for any failure, never saying
 * whether the email exists; guesses are throttled per client address and per account.
 */
export async function authenticate(
  db: Db,
  email: string,
  password: string,
  address: string,
  now: Date,
): Promise<number | null> {
  const login = email.trim().toLowerCase();
  const keys = throttleKeys(address, login);
  if (!(await takeAttempt(db, keys, now))) return null;
  // A NUL can be no account's email, and PostgreSQL refuses it in any text.
  const user = login.includes('\u0000') ? undefined : await userPasswordByEmail(db, login);
  // Verify against a dummy hash when the email is unknown, so timing says nothing either.
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) return null;
  await attemptSucceeded(db, keys);
  return user.id;
}
const DUMMY_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==';

/**
 * Changes a password after checking the old one, under the sign-in throttle; other sessions
 * of the user are signed out and every reset link already sent dies.
 */
export async function changePassword(
  db: Db,
  user: { id: number; email: string },
  keepSession: string,
  attempt: { oldPassword: string; newPassword: string; address: string; now: Date },
): Promise<void> {
  const keys = throttleKeys(attempt.address, user.email);
  if (!(await takeAttempt(db, keys, attempt.now))) {
    throw badRequest({ old_password: ['Too many attempts. Try again in a few minutes.'] });
  }
  const oldHash = await userPasswordHash(db, user.id);
  if (oldHash === undefined || !(await verifyPassword(attempt.oldPassword, oldHash))) {
    throw badRequest({ old_password: ['Your old password was entered incorrectly.'] });
  }
  await attemptSucceeded(db, keys);
  const passwordHash = await hashPassword(attempt.newPassword);
  await db.transaction(async (tx) => {
    await setUserPassword(tx, user.id, passwordHash);
    await deleteOtherSessions(tx, user.id, keepSession);
    await expireResetTokens(tx, user.id, attempt.now);
  });
}

/**
 * Puts a one-time reset link, on the site's public origin, in the mail outbox when the email
 * has an account and has had fewer than MAX_RESET_MAILS links within the last RESET_MINUTES.
 */
export async function requestPasswordReset(db: Db, email: string, origin: string, now: Date) {
  const userId = await userIdByEmail(db, email);
  if (userId === undefined) return;
  // A link lives RESET_MINUTES, so the links still alive are the ones sent within that time.
  if ((await liveResetTokenCount(db, userId, now)) >= MAX_RESET_MAILS) return;
  const token = newToken();
  await insertPasswordReset(db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + RESET_MINUTES * 60_000),
  });
  await queueMail(db, {
    to: email,
    subject: 'Reset your password',
    body: `Someone asked to reset the password of your account. If it was you, choose a new one here within ${RESET_MINUTES} minutes:\n\n${origin}/password/reset?token=${token}\n\nIf it was not you, ignore this message.`,
  });
}

/** Sets a new password with a reset token; it works once, every other link of the user dies,
 * and every session ends. */
export async function confirmPasswordReset(db: Db, token: string, newPassword: string, now: Date) {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const userId = await usePasswordReset(tx, hashToken(token), now);
    if (userId === undefined) {
      throw badRequest({ token: ['This password reset link is invalid or has expired.'] });
    }
    await setUserPassword(tx, userId, passwordHash);
    await deleteUserSessions(tx, userId);
    // Every other reset link of the user dies too.
    await expireResetTokens(tx, userId, now);
  });
}
