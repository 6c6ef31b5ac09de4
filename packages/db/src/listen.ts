// Notifications on a channel (LISTEN/NOTIFY), on either driver. On a server a connection of its
// own listens, and comes back after it is lost; since notifications sent meanwhile are gone,
// `onNotify` is called once more on the way back, so a listener never misses a change.
import pg from 'pg';

/** Stops listening. */
export type Unlisten = () => Promise<void>;

const RECONNECT_MS = 1_000;

/** Listens on `channel` through a connection of its own to the server at `url`. */
export async function listenOnServer(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<Unlisten> {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => retry(next));
    next.on('end', () => retry(next));
    await next.connect();
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    client = next;
  };
  const retry = (lost: pg.Client) => {
    if (stopped || client !== lost) return;
    client = null;
    lost.end().catch(() => {});
    timer = setTimeout(() => {
      connect()
        .then(() => onNotify(''))
        .catch(() => retry(lost));
    }, RECONNECT_MS);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}
