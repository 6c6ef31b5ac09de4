// A PostgreSQL pool that survives connections dropped under it (a server restart, a terminated
// backend): no client's 'error' event goes unheard, and a client whose connection broke while
// checked out leaves the pool at once, even when its borrower never gives it back.
import type pg from 'pg';

type Release = (error?: Error | boolean) => void;

/** Makes a checked-out client's release idempotent and runs it when the connection breaks. */
function releaseWhenBroken(client: pg.PoolClient): pg.PoolClient {
  const release: Release = client.release.bind(client);
  let released = false;
  const releaseOnce: Release = (error) => {
    if (released) return;
    released = true;
    client.removeListener('error', onError);
    release(error);
  };
  // Drizzle's transaction never releases its client when `begin` fails, and a client
  // borrowed for ever would shrink the pool until every request waits.
  const onError = (error: Error) => releaseOnce(error);
  client.on('error', onError);
  client.release = releaseOnce;
  return client;
}

/** Guards every client of the pool, whether borrowed through connect() or query(). */
export function guardPool(pool: pg.Pool): pg.Pool {
  // Errors after a client left the pool (it is ending) have nobody else to hear them.
  pool.on('connect', (client) => client.on('error', () => {}));
  const connect = pool.connect.bind(pool) as (
    callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void,
  ) => void;
  pool.connect = ((callback?: (error?: Error, client?: pg.PoolClient, done?: Release) => void) => {
    const promised = new Promise<pg.PoolClient>((resolve, reject) =>
      connect((error, client) => {
        const guarded = client && releaseWhenBroken(client);
        if (callback) callback(error, guarded, guarded?.release);
        else if (error || !guarded) reject(error);
        else resolve(guarded);
      }),
    );
    if (callback) {
      promised.catch(() => undefined);
      return undefined;
    }
    return promised;
  }) as typeof pool.connect;
  return pool;
}
