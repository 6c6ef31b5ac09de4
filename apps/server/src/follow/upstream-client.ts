// The follower's HTTP client for an FPL-shaped API: polite (a User-Agent naming the project,
// ETag / If-None-Match, one request at a time) and patient with a bad moment of the upstream:
// each request has a timeout, and a timeout, a network error, a 5xx, a 429 (after its
// Retry-After) or a body that is not whole JSON is tried again after a growing, jittered pause.
// Each such problem is told to the caller; after the last attempt the request fails whole.

/** What the client answers with: a whole JSON document, or an error naming the path and why. */
export interface UpstreamClient {
  get(path: string): Promise<unknown>;
}

export interface UpstreamOptions {
  /** The API's root, e.g. https://fantasy.premierleague.com/api/ */
  readonly baseUrl: string;
  /** Each request's limit (default 10 s). */
  readonly timeoutMs?: number;
  /** Attempts per request before it fails (default 4). */
  readonly attempts?: number;
  /** The first pause between attempts, doubled after each (default 1 s, at most 60 s). */
  readonly backoffMs?: number;
  /** Told of each problem met, retried or not. */
  readonly onProblem?: (what: string) => void;
  readonly fetch?: typeof fetch;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly random?: () => number;
}

/** Names the project to the upstream's operators. */
export const USER_AGENT =
  'OpenFantasyLeague-follower/1 (a private fantasy game; polls each minute)';

const MAX_PAUSE_MS = 60_000;

/** The error of a request that failed after every attempt. */
export class UpstreamError extends Error {}

/** A failed attempt: why, and how long the upstream asked us to wait, if it did. */
class Attempt extends Error {
  constructor(
    message: string,
    readonly waitMs?: number,
  ) {
    super(message);
  }
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from `now`; undefined if neither. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The pause before attempt `n + 1`: doubling from `base`, jittered to 50-150 %. */
export function backoffMs(base: number, n: number, random: () => number): number {
  return Math.min(MAX_PAUSE_MS, base * 2 ** n * (0.5 + random()));
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createUpstreamClient(options: UpstreamOptions): UpstreamClient {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const attempts = options.attempts ?? 4;
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  /** The last whole answer per path and its ETag, to ask only for what changed. */
  const cache = new Map<string, { etag: string; body: unknown }>();

  async function attempt(path: string): Promise<unknown> {
    const cached = cache.get(path);
    const headers: Record<string, string> = {
      'user-agent': USER_AGENT,
      accept: 'application/json',
    };
    if (cached) headers['if-none-match'] = cached.etag;
    let response: Response;
    let text: string;
    try {
      response = await doFetch(new URL(path, base), {
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && cached) return cached.body;
      // The body is read under the same timeout: a stalled body fails as a slow answer does.
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new Attempt(
        timedOut ? `no answer within ${timeoutMs / 1000} s` : `unreachable (${String(error)})`,
      );
    }
    if (response.status === 429) {
      throw new Attempt(
        'rate limited (429)',
        retryAfterMs(response.headers.get('retry-after'), Date.now()),
      );
    }
    if (response.status >= 500) throw new Attempt(`upstream error ${response.status}`);
    if (response.status !== 200) throw new Attempt(`unexpected answer ${response.status}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Attempt(`not whole JSON (${text.length} bytes)`);
    }
    // The upstream's "the game is being updated" answer is a bare string, not a document.
    if (typeof body !== 'object' || body === null) {
      throw new Attempt(`not a document: ${JSON.stringify(body).slice(0, 80)}`);
    }
    const etag = response.headers.get('etag');
    if (etag) cache.set(path, { etag, body });
    return body;
  }

  return {
    async get(path) {
      for (let n = 0; ; n++) {
        try {
          return await attempt(path);
        } catch (error) {
          if (!(error instanceof Attempt)) throw error;
          const last = n + 1 >= attempts;
          const pause = Math.min(
            MAX_PAUSE_MS,
            error.waitMs ?? backoffMs(options.backoffMs ?? 1000, n, random),
          );
          options.onProblem?.(
            `${path}: ${error.message}` +
              (last ? '; gave up for now' : `; retrying in ${(pause / 1000).toFixed(1)} s`),
          );
          if (last) throw new UpstreamError(`${path}: ${error.message}`);
          await sleep(pause);
        }
      }
    },
  };
}
