// The signed-in user of a session token: asked on a request whose session is not kept in the
// server's memory, so on the first request of every manager in a rush; a named prepared
// statement.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { preparedRows } from '../raw-sql';

/** A session's user and when the session ends. */
export interface SessionUserRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  region: number;
  expiresAt: Date;
}

/** The user of the session with that token hash, unless it has expired by `now`. */
export async function sessionUser(
  tx: Tx,
  tokenHash: string,
  now: Date,
): Promise<SessionUserRow | undefined> {
  const [row] = await preparedRows<Omit<SessionUserRow, 'expiresAt'> & { expiresAt: number }>(
    tx,
    'session_user',
    sql`select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.region,
               (extract(epoch from s.expires_at) * 1000)::float8 as "expiresAt"
        from sessions s join users u on u.id = s.user_id
        where s.token_hash = ${tokenHash} and s.expires_at > ${now.toISOString()}::timestamptz`,
  );
  return row && { ...row, expiresAt: new Date(row.expiresAt) };
}
