// Serves a recording (test/fpl-recording.ts) as an FPL-shaped API on a free local port, as it
// stood at the moment the test sets, with ETags; and, when asked, answers some requests badly at
// seeded random moments: a 500, a 429 with Retry-After, an answer slower than the client's
// timeout, truncated JSON, or (for a live payload) the other gameweek's.
import { createServer, type Server } from 'node:http';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Recording } from './fpl-recording';

export type Fault = '500' | '429' | 'slow' | 'truncated' | 'wrong-gameweek';

export interface RecordingServer {
  readonly url: string;
  /** The recording's moment served. */
  at: number;
  /** Requests answered, by path. */
  readonly requests: string[];
  /** Faults served, in order. */
  readonly faults: Fault[];
  close(): Promise<void>;
}

/** A small seeded generator (mulberry32), so the faults fall at the same moments every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export async function serveRecording(
  recording: Recording,
  options: { faults?: { rate: number; seed: number; slowMs: number } } = {},
): Promise<RecordingServer> {
  const random = options.faults ? seeded(options.faults.seed) : () => 1;
  const state = { at: 0 };
  const requests: string[] = [];
  const faults: Fault[] = [];
  const pending = new Set<NodeJS.Timeout>();

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requests.push(path);
    const live = /^\/api\/event\/(\d+)\/live\/$/.exec(path);
    let body: unknown;
    if (path === '/api/bootstrap-static/') body = recording.bootstrap(state.at);
    else if (path === '/api/fixtures/') body = recording.fixtures(state.at);
    else if (live) body = recording.live(Number(live[1]), state.at);
    else {
      response.writeHead(404).end();
      return;
    }
    const kinds: Fault[] = [
      '500',
      '429',
      'slow',
      'truncated',
      ...(live ? ['wrong-gameweek' as const] : []),
    ];
    if (options.faults && random() < options.faults.rate) {
      const fault = kinds[Math.floor(random() * kinds.length)]!;
      faults.push(fault);
      if (fault === '500') return void response.writeHead(500).end('Internal Server Error');
      if (fault === '429') {
        return void response.writeHead(429, { 'retry-after': '2' }).end('Too Many Requests');
      }
      if (fault === 'slow') {
        const timer = setTimeout(() => {
          pending.delete(timer);
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        }, options.faults.slowMs);
        pending.add(timer);
        return;
      }
      if (fault === 'truncated') {
        const text = JSON.stringify(body);
        return void response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(text.slice(0, Math.floor(text.length / 2)));
      }
      // The other gameweek's payload, as it stood once all its matches were played.
      body = recording.live(Number(live![1]) === 1 ? 2 : 1, Number.MAX_SAFE_INTEGER);
    }
    const text = JSON.stringify(body);
    const etag = `"${createHash('sha1').update(text).digest('hex')}"`;
    if (request.headers['if-none-match'] === etag) return void response.writeHead(304).end();
    response.writeHead(200, { 'content-type': 'application/json', etag }).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/`,
    get at() {
      return state.at;
    },
    set at(value: number) {
      state.at = value;
    },
    requests,
    faults,
    async close() {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
