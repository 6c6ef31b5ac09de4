// Writes sent at a steady rate whatever the answers (an open loop), as managers arrive at a
// deadline: the way to ask whether a server keeps a latency at a given rate. A closed loop of N
// connections instead measures N / throughput (Little's law), whatever the server's own time.
// Each write's latency runs from when it was due, not from when it went out, so a server that
// falls behind shows it in full. Requests go over plain keep-alive sockets, written and read
// by hand as autocannon does: the load generator shares the machine with the server and the
// database, so it must cost them little.
import { connect, type Socket } from 'node:net';

export interface PacedWrite {
  path: string;
  headers: Record<string, string>;
  body: string;
  /** The index of the write this one must follow (a manager's transfer after his save). */
  after?: number;
}

export interface PacedFigure {
  /** Writes a second offered, and answered over the whole run. */
  offered: number;
  perSecond: number;
  writes: number;
  p50: number;
  p99: number;
  /** Every write that failed: no answer, an answer other than 2xx, or none within 10 s. */
  errors: number;
  non2xx: number;
  timeouts: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** Where the head of an HTTP/1.1 answer ends, and its status and body length. */
function answerHead(data: Buffer): { end: number; status: number; length: number } | null {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const head = data.toString('latin1', 0, end);
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (!length) throw new Error(`An answer without content-length: ${head}`);
  return { end: end + 4, status: Number(head.slice(9, 12)), length: Number(length[1]) };
}

/** A keep-alive connection that sends one request at a time and says when its answer is in. */
class Connection {
  private readonly socket: Socket;
  private data: Buffer = Buffer.alloc(0);
  private waiting: ((status: number) => void) | null = null;
  private failing: ((error: Error) => void) | null = null;

  constructor(host: string, port: number) {
    this.socket = connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    this.socket.on('error', (error) => this.failing?.(error));
    this.socket.on('close', () => this.failing?.(new Error('closed')));
  }

  /** Sends the request and answers its status (rejects on a broken connection or after 10 s). */
  send(request: Buffer): Promise<number> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timeout')), 10_000);
      this.waiting = (status) => {
        clearTimeout(timer);
        resolve(status);
      };
      this.failing = (error) => {
        clearTimeout(timer);
        reject(error);
      };
      this.socket.write(request);
    });
  }

  private read(chunk: Buffer) {
    this.data = this.data.length === 0 ? chunk : Buffer.concat([this.data, chunk]);
    const head = answerHead(this.data);
    if (!head || this.data.length < head.end + head.length) return;
    this.data = this.data.subarray(head.end + head.length);
    const done = this.waiting;
    this.waiting = this.failing = null;
    done?.(head.status);
  }

  close() {
    this.socket.destroy();
  }
}

/** POSTs `writes` in order at `perSecond` to the server at `base`. */
export async function pacedWrites(
  base: string,
  writes: readonly PacedWrite[],
  perSecond: number,
): Promise<PacedFigure> {
  const { hostname, port, host } = new URL(base);
  const idle: Connection[] = [];
  const all: Connection[] = [];
  const latencies: number[] = [];
  let failed = 0;
  let non2xx = 0;
  let timeouts = 0;

  const requestOf = (write: PacedWrite) => {
    const body = Buffer.from(write.body);
    const headers = Object.entries(write.headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    return Buffer.concat([
      Buffer.from(
        `POST ${write.path} HTTP/1.1\r\nhost: ${host}\r\n${headers}` +
          `content-length: ${body.length}\r\n\r\n`,
      ),
      body,
    ]);
  };

  const send = async (write: PacedWrite, due: number) => {
    let connection = idle.pop();
    if (!connection) {
      connection = new Connection(hostname, Number(port));
      all.push(connection);
    }
    try {
      const status = await connection.send(requestOf(write));
      latencies.push(performance.now() - due);
      if (status < 200 || status > 299) non2xx++;
      idle.push(connection);
    } catch (error) {
      failed++;
      if ((error as Error).message === 'timeout') timeouts++;
      connection.close();
    }
  };

  const answered: Promise<void>[] = [];
  const interval = 1000 / perSecond;
  const start = performance.now() + 20;
  await new Promise<void>((resolve) => {
    let next = 0;
    const tick = () => {
      const now = performance.now();
      for (; next < writes.length && start + next * interval <= now; next++) {
        const write = writes[next]!;
        const due = start + next * interval;
        answered[next] =
          write.after === undefined
            ? send(write, due)
            : answered[write.after]!.then(() => send(write, due));
      }
      if (next < writes.length) setTimeout(tick, 1);
      else resolve();
    };
    setTimeout(tick, 1);
  });
  await Promise.all(answered);
  const seconds = (performance.now() - start) / 1000;
  for (const connection of all) connection.close();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    offered: perSecond,
    perSecond: latencies.length / seconds,
    writes: latencies.length,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    errors: failed + non2xx,
    non2xx,
    timeouts,
  };
}
