// The throttle of password guesses (sign-in and password change), per client address and per
// account. Each attempt is taken in one statement that checks and counts at once, so parallel
// attempts are counted one by one: after FREE_FAILURES within the window each further attempt
// must wait twice as long as the one before, and attempts during the wait fail unchecked.
import { clearSignInFailure, countSignInAttempt, type Db } from '@ofl/db';

const FREE_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;
const MAX_WAIT_S = 15 * 60;

/** The throttle's keys for an attempt: the client's address and the account's email. */
export const throttleKeys = (address: string, email: string) => [
  `ip:${address}`,
  // PostgreSQL refuses a NUL in text; an email with one is no account's anyway.
  `account:${email.trim().toLowerCase().replaceAll('\u0000', '')}`,
];

/**
 * Takes one attempt under every key: counts it, or refuses it (false) while a key must wait.
 * A refused attempt counts nothing, so waiting long enough always gets a try.
 */
export async function takeAttempt(db: Db, keys: string[], now: Date): Promise<boolean> {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - WINDOW_MS).toISOString();
  for (const key of keys) {
    const rule = { freeFailures: FREE_FAILURES, maxWaitS: MAX_WAIT_S };
    if (!(await countSignInAttempt(db, key, { at, windowStart }, rule))) return false;
  }
  return true;
}

/** A right password: the account starts afresh, and the attempt no longer counts against the
 * address (whose other failures stand, so successes cannot wash a guesser's address clean). */
export async function attemptSucceeded(db: Db, keys: string[]): Promise<void> {
  const [address, account] = keys;
  await clearSignInFailure(db, { address, account });
}
