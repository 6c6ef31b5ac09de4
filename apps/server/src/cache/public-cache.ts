// Public, shared payloads (bootstrap-static, fixtures ...) are built once per change, compressed
// once and served with an ETag, so a million clients asking cost one build.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { allowCrossOriginRead } from '../plugins/cross-origin-reads';

interface Cached {
  key: string;
  builtAt: number;
  /** When it must be built again even if its key has not moved. */
  expiresAt: number;
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

/** A cache of one payload per name, rebuilt when its key changes or it is older than maxAgeMs. */
export class PublicCache {
  private readonly entries = new Map<string, Cached>();
  private readonly building = new Map<string, Promise<Cached>>();

  constructor(private readonly maxAgeMs = 60_000) {}

  /** The payload for `name` at `key`, built by `build` only when stale. */
  async get(
    name: string,
    key: string,
    build: () => Promise<unknown>,
    wallNow: number,
  ): Promise<Cached> {
    const hit = this.entries.get(name);
    if (hit && hit.key === key && wallNow - hit.builtAt < this.maxAgeMs) return hit;
    // Concurrent requests for a stale payload share one build.
    const pending = this.building.get(name + key);
    if (pending) return pending;
    const job = build().then((value) => {
      const json = Buffer.from(JSON.stringify(value));
      const entry: Cached = {
        key,
        builtAt: wallNow,
        expiresAt: wallNow + this.maxAgeMs,
        json,
        gzip: gzipSync(json),
        etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
      };
      this.entries.set(name, entry);
      return entry;
    });
    this.building.set(name + key, job);
    try {
      return await job;
    } finally {
      this.building.delete(name + key);
    }
  }

  /** Drops every cached payload, e.g. after the game's data changed in this process. */
  clear(): void {
    this.entries.clear();
  }
}

/**
 * How long the public payloads may be kept: browsers revalidate every time (a 304 with the
 * ETag costs nothing), so a deadline shows at once; a shared cache in front (CDN, nginx) may
 * answer for five seconds without asking.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=5';

/**
 * Answers a public GET with the payload `name`, built by `build` once per change of the public
 * data version (or once the cache's max age has passed) and sent with its ETag.
 */
export async function sendPublic(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PublicCache,
  name: string,
  build: () => Promise<unknown>,
) {
  const { publicVersion, wallNow } = request.server.ctx;
  const cached = await cache.get(name, await publicVersion.key(), build, wallNow().getTime());
  return sendCached(request, reply, cached);
}

/** Sends a cached payload: 304 for a matching ETag, gzip when the client accepts it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: Cached) {
  reply.header('etag', cached.etag);
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  reply.header('vary', 'Accept-Encoding');
  allowCrossOriginRead(reply);
  // The next request for this URL may be answered from memory, with these very headers.
  request.server.ctx.publicFastPath.remember(request.url, cached, reply.getHeaders());
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    reply.header('content-encoding', 'gzip');
    return reply.send(cached.gzip);
  }
  return reply.send(cached.json);
}
