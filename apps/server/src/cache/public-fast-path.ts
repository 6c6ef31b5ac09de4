// The fast path of the public payloads: once a cached payload has been answered for a URL, the
// next GET of that URL is answered straight from memory (same bytes, same headers) before the
// framework parses, validates or routes anything, for as long as the payloads' key and the
// payload itself are still good. Only with a key kept in memory (PublicVersion) does it serve:
// otherwise every request takes the normal way.
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicVersion } from './public-version';

interface Payload {
  key: string;
  expiresAt: number;
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

interface Remembered {
  payload: Payload;
  headers: OutgoingHttpHeaders;
}

/** At most this many URLs are remembered (every player's summary, the fixtures ...). */
const MAX_URLS = 5_000;

export class PublicFastPath {
  private readonly byUrl = new Map<string, Remembered>();

  constructor(
    private readonly version: PublicVersion,
    private readonly wallNow: () => Date,
  ) {}

  /** Remembers how a cached payload was answered at `url`, headers as the framework set them. */
  remember(
    url: string,
    payload: Payload,
    headers: Record<string, string | number | string[] | undefined>,
  ): void {
    if (this.byUrl.size >= MAX_URLS && !this.byUrl.has(url)) this.byUrl.clear();
    const kept: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined) kept[name] = typeof value === 'number' ? String(value) : value;
    }
    for (const name of ['content-length', 'content-encoding', 'content-type', 'set-cookie']) {
      delete kept[name];
    }
    this.byUrl.set(url, { payload, headers: kept });
  }

  /** Answers the request from memory and returns true, or returns false to go the normal way. */
  serve(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.method !== 'GET') return false;
    const hit = this.byUrl.get(request.url);
    if (!hit) return false;
    const key = this.version.peek();
    if (
      key === null ||
      key !== hit.payload.key ||
      this.wallNow().getTime() >= hit.payload.expiresAt
    ) {
      this.byUrl.delete(request.url);
      return false;
    }
    reply.hijack();
    const raw = reply.raw;
    if (request.headers['if-none-match'] === hit.payload.etag) {
      raw.writeHead(304, hit.headers);
      raw.end();
      return true;
    }
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = gzip ? hit.payload.gzip : hit.payload.json;
    raw.writeHead(200, {
      ...hit.headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    raw.end(body);
    return true;
  }
}
