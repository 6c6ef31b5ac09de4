import type { FastifyRequest } from 'fastify';

/**
 * The address to send the browser back to: a path on this site, or an absolute address on this
 * host; anything else becomes the site's root, so sign-in can never redirect somewhere foreign.
 */
export function safeRedirect(request: FastifyRequest, target: string | undefined): URL {
  const base = `${request.protocol}://${request.host}`;
  if (!target) return new URL('/', base);
  try {
    if (target.startsWith('/') && !target.startsWith('//')) return new URL(target, base);
    const url = new URL(target);
    if (url.host === request.host && (url.protocol === 'http:' || url.protocol === 'https:')) {
      return url;
    }
  } catch {
    // not a URL: fall through to the root
  }
  return new URL('/', base);
}
