import type { FastifyRequest } from 'fastify';

/**
 * The address to send the browser back to: the target as the browser itself would read it
 * (the WHATWG URL parser, against this site), kept only when it stays on this site's origin;
 * anything else becomes the site's root. Checking the parsed origin, rather than the text, is
 * what catches `/\evil.example`, `/<tab>/evil.example` and `http://localhost@evil.example`.
 */
export function safeRedirect(request: FastifyRequest, target: string | undefined): URL {
  const base = new URL(`${request.protocol}://${request.host}`);
  const url = target ? URL.parse(target, base.href) : null;
  return url && url.origin === base.origin ? url : new URL('/', base);
}
