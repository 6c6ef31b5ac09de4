/**
 * Where to send the browser back to, as a path on this site. The target is read as the browser
 * itself would read it (the WHATWG URL parser) and kept only when it stays on one of this site's
 * origins (the configured public one, or the one the request was addressed to); anything else
 * becomes the root. Checking the parsed origin, rather than the text, is what catches
 * `/\evil.example`, `/<tab>/evil.example` and `http://localhost@evil.example`. The answer's
 * Location is the path alone (`locationOf`): no Host header decides where the browser goes.
 */
export function safeRedirect(ownOrigins: readonly string[], target: string | undefined): URL {
  const base = new URL(ownOrigins[0]!);
  const url = target ? URL.parse(target, base.href) : null;
  return url && ownOrigins.includes(url.origin) ? url : new URL('/', base);
}

/**
 * The Location of a redirect to `url`: its path, query and fragment, relative to this site. A
 * path that starts with two slashes would be read as another host, so it starts with one.
 */
export const locationOf = (url: URL): string =>
  `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
