// PGlite runs each statement in this thread and settles its promise at once, so a chain of
// awaited statements (a runner step: seconds of them) never lets the event loop reach its timers
// and sockets, and the server answers no request until the chain ends. Each statement first
// gives the event loop a turn: requests are heard between statements, those served from memory
// answered at once, and those that read wait only for the transaction under way.
import { setImmediate as turn } from 'node:timers/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/** Makes every query of `client`, in a transaction or not, start on a new event loop turn. */
export function takeTurns(client: PGlite): void {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    await turn();
    return query(...args);
  }) as PGlite['query'];
  client.transaction = (async (work: (tx: Transaction) => Promise<unknown>) => {
    await turn();
    return transaction((tx) => work(inTurns(tx)));
  }) as PGlite['transaction'];
}

/** The transaction with its queries starting on a new turn (the rest, `closed` too, as it is). */
function inTurns(tx: Transaction): Transaction {
  const wrapped = Object.create(tx) as Transaction;
  wrapped.query = (async (...args: Parameters<Transaction['query']>) => {
    await turn();
    return tx.query(...args);
  }) as Transaction['query'];
  return wrapped;
}
