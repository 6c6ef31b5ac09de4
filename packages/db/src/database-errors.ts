// Telling a lost database connection from any other failure: the server answers the first with
// 503 (try again: the pool reconnects) and the second with 500; and a text the database cannot
// keep, which is the input's fault (400).

/** SQLSTATE classes and codes of a connection that went away: 08 (connection exception) and
 * 57P01-57P03 (the server shut the backend down or is starting). */
const LOST_STATES = /^(08|57P0[123])/;
/** Socket errors of a connection that broke or could not be made. */
const LOST_SOCKET = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTCONN']);
/** What node-postgres says when the socket closed under a query or a checkout. */
const LOST_MESSAGE =
  /Connection terminated|Client has encountered a connection error|Client was closed/;

/** The error and those it wraps (Drizzle wraps the driver's), outermost first. */
function* errorChain(error: unknown): Generator<Error & { code?: unknown }> {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    yield e;
    e = e.cause;
  }
}

/** True when the error, or any error it wraps, is a lost connection. */
export function isConnectionLost(error: unknown): boolean {
  for (const e of errorChain(error)) {
    const code = e.code;
    if (typeof code === 'string' && (LOST_STATES.test(code) || LOST_SOCKET.has(code))) return true;
    if (LOST_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/** SQLSTATEs of a text the database cannot keep: a NUL character, or one of no encoding. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/**
 * True when the database refused a text sent to it for a character it cannot keep (PostgreSQL
 * keeps no NUL in any text): the input's fault, answered as a bad request, not a failure.
 */
export function isUnstorableText(error: unknown): boolean {
  for (const e of errorChain(error)) if (UNSTORABLE_TEXT.has(String(e.code))) return true;
  return false;
}
