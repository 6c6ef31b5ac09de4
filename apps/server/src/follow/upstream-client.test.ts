// The follower's client against a local server scripted answer by answer: retries with backoff
// and jitter, Retry-After honoured, a timeout, truncated JSON and a bare string refused, ETags,
// and the User-Agent naming the project.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  USER_AGENT,
  UpstreamError,
  backoffMs,
  createUpstreamClient,
  retryAfterMs,
} from './upstream-client';

type Answer = (response: ServerResponse, headers: IncomingHttpHeaders) => void;

const json = (body: unknown, headers: Record<string, string> = {}): Answer => {
  return (response) =>
    response
      .writeHead(200, { 'content-type': 'application/json', ...headers })
      .end(JSON.stringify(body));
};

let answers: Answer[] = [];
const seen: IncomingHttpHeaders[] = [];
let baseUrl = '';
const server = createServer((request, response) => {
  seen.push(request.headers);
  const answer = answers.shift() ?? ((r: ServerResponse) => r.writeHead(404).end());
  answer(response, request.headers);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  answers = [];
  seen.length = 0;
});

/** A client whose pauses are recorded, not waited. */
function client(options: { attempts?: number; timeoutMs?: number } = {}) {
  const pauses: number[] = [];
  const problems: string[] = [];
  const upstream = createUpstreamClient({
    baseUrl,
    backoffMs: 100,
    random: () => 0.5,
    sleep: async (ms) => void pauses.push(ms),
    onProblem: (what) => problems.push(what),
    ...options,
  });
  return { upstream, pauses, problems };
}

describe('the upstream client', () => {
  it('names the project and asks for JSON', async () => {
    answers = [json({ ok: 1 })];
    const { upstream } = client();
    expect(await upstream.get('fixtures/')).toEqual({ ok: 1 });
    expect(seen[0]!['user-agent']).toBe(USER_AGENT);
    expect(seen[0]!.accept).toBe('application/json');
  });

  it('retries a 5xx, a truncated body and a bare string with a doubling pause', async () => {
    answers = [
      (r) => r.writeHead(503).end('The game is being updated.'),
      (r) => r.writeHead(200).end('{"elements": [1, 2'),
      json('The game is being updated.'),
      json({ elements: [] }),
    ];
    const { upstream, pauses, problems } = client();
    expect(await upstream.get('event/3/live/')).toEqual({ elements: [] });
    expect(pauses).toEqual([100, 200, 400]);
    expect(problems).toEqual([
      'event/3/live/: upstream error 503; retrying in 0.1 s',
      'event/3/live/: not whole JSON (18 bytes); retrying in 0.2 s',
      'event/3/live/: not a document: "The game is being updated."; retrying in 0.4 s',
    ]);
  });

  it("waits as long as a 429's Retry-After asks", async () => {
    answers = [(r) => r.writeHead(429, { 'retry-after': '7' }).end(), json({ ok: 1 })];
    const { upstream, pauses } = client();
    expect(await upstream.get('bootstrap-static/')).toEqual({ ok: 1 });
    expect(pauses).toEqual([7000]);
  });

  it('gives up on an answer slower than its timeout, after its attempts', async () => {
    const slow: Answer = (r) => void setTimeout(() => json({ late: true })(r, {}), 300);
    answers = [slow, slow];
    const { upstream, problems } = client({ attempts: 2, timeoutMs: 100 });
    await expect(upstream.get('fixtures/')).rejects.toThrow(UpstreamError);
    expect(problems).toEqual([
      'fixtures/: no answer within 0.1 s; retrying in 0.1 s',
      'fixtures/: no answer within 0.1 s; gave up for now',
    ]);
  });

  it('asks with the ETag it was given and keeps the body on a 304', async () => {
    answers = [json({ v: 1 }, { etag: '"a"' }), (r) => r.writeHead(304).end()];
    const { upstream } = client();
    expect(await upstream.get('fixtures/')).toEqual({ v: 1 });
    expect(await upstream.get('fixtures/')).toEqual({ v: 1 });
    expect(seen[0]!['if-none-match']).toBeUndefined();
    expect(seen[1]!['if-none-match']).toBe('"a"');
  });
});

describe('pauses', () => {
  it('read Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('120', 0)).toBe(120_000);
    expect(retryAfterMs('Thu, 01 Jan 1970 00:00:30 GMT', 10_000)).toBe(20_000);
    expect(retryAfterMs('soon', 0)).toBeUndefined();
    expect(retryAfterMs(null, 0)).toBeUndefined();
  });

  it('double from the base, jittered between half and one and a half, at most a minute', () => {
    expect(backoffMs(1000, 0, () => 0)).toBe(500);
    expect(backoffMs(1000, 2, () => 0.999)).toBeCloseTo(5996);
    expect(backoffMs(1000, 10, () => 0.5)).toBe(60_000);
  });
});
