// How the answers of the routes may be kept by caches, one name per policy.
import type { FastifyReply } from 'fastify';

/** Per-manager answers are never cached by anyone else. */
export const privately = (reply: FastifyReply) =>
  reply.header('cache-control', 'private, no-store');

/** Public answers that change at any moment: a cache asks again before each use. */
export const revalidated = (reply: FastifyReply) => reply.header('cache-control', 'no-cache');
