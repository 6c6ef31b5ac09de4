// The throttle of password guesses (sign-in and password change), per client address and per
// account. Each attempt is taken in one statement that checks and counts at once, so parallel
// attempts are counted one by one: after FREE_FAILURES within the window each further attempt
// must wait twice as long as the one before, and attempts during the wait fail unchecked.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@ofl/db';

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
    const taken = await queryRows(
      db,
      sql`insert into sign_in_failures as f (address, failures, window_start, last_failure)
          values (${key}, 1, ${at}::timestamptz, ${at}::timestamptz)
          on conflict (address) do update set
            failures = case when f.window_start < ${windowStart}::timestamptz then 1
                            else f.failures + 1 end,
            window_start = case when f.window_start < ${windowStart}::timestamptz
                                then ${at}::timestamptz else f.window_start end,
            last_failure = ${at}::timestamptz
          where f.window_start < ${windowStart}::timestamptz
             or f.failures < ${FREE_FAILURES}
             or f.last_failure + make_interval(secs => least(power(2, f.failures - ${FREE_FAILURES}), ${MAX_WAIT_S}))
                <= ${at}::timestamptz
          returning f.failures`,
    );
    if (taken.length === 0) return false;
  }
  return true;
}

/** A right password: the account starts afresh, and the attempt no longer counts against the
 * address (whose other failures stand, so successes cannot wash a guesser's address clean). */
export async function attemptSucceeded(db: Db, keys: string[]): Promise<void> {
  const [address, account] = keys;
  await db.execute(sql`delete from sign_in_failures where address = ${account}`);
  await db.execute(
    sql`update sign_in_failures set failures = greatest(failures - 1, 0) where address = ${address}`,
  );
}
