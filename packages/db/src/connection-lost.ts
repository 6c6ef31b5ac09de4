// Telling a lost database connection from any other failure: the server answers the first with
// 503 (try again: the pool reconnects) and the second with 500.

/** SQLSTATE classes and codes of a connection that went away: 08 (connection exception) and
 * 57P01-57P03 (the server shut the backend down or is starting). */
const LOST_STATES = /^(08|57P0[123])/;
/** Socket errors of a connection that broke or could not be made. */
const LOST_SOCKET = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTCONN']);
/** What node-postgres says when the socket closed under a query or a checkout. */
const LOST_MESSAGE =
  /Connection terminated|Client has encountered a connection error|Client was closed/;

/** True when the error, or any error it wraps (Drizzle wraps the driver's), is a lost connection. */
export function isConnectionLost(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (LOST_STATES.test(code) || LOST_SOCKET.has(code))) return true;
    if (LOST_MESSAGE.test(e.message)) return true;
    e = e.cause;
  }
  return false;
}
