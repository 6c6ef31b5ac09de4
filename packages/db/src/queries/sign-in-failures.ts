// The failed password guesses per throttle key (a client address or an account), each attempt
// checked and counted in one statement so parallel attempts are counted one by one.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../raw-sql';

/** How the throttle counts: free failures, then waits doubling up to `maxWaitS`. */
export interface ThrottleRule {
  freeFailures: number;
  maxWaitS: number;
}

/**
 * Counts one attempt under `key` at `at` (a window that started before `windowStart` starts
 * over), unless the key must still wait: then nothing is counted and the answer is false.
 */
export async function countSignInAttempt(
  db: Tx,
  key: string,
  window: { at: string; windowStart: string },
  rule: ThrottleRule,
): Promise<boolean> {
  const { at, windowStart } = window;
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
             or f.failures < ${rule.freeFailures}
             or f.last_failure + make_interval(secs => least(power(2, f.failures - ${rule.freeFailures}), ${rule.maxWaitS}))
                <= ${at}::timestamptz
          returning f.failures`,
  );
  return taken.length > 0;
}

/** A right password: the account's failures go, the address's count one fewer. */
export async function clearSignInFailure(
  db: Tx,
  keys: { address: string | undefined; account: string | undefined },
): Promise<void> {
  const { address, account } = keys;
  await db.execute(sql`delete from sign_in_failures where address = ${account}`);
  await db.execute(
    sql`update sign_in_failures set failures = greatest(failures - 1, 0) where address = ${address}`,
  );
}
