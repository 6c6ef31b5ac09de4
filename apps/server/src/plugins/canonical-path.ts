// The one decision on a request's path (docs/SECURITY.md, Paths). The router would also match
// `//accounts//login/` and `/%61ccounts/login/`, while a guard that reads the raw address would
// not see `/accounts/` in them. So before routing and before any guard, the address is rewritten
// to its canonical form (RFC 3986 §6.2.2): percent-encoded unreserved characters decoded, runs of
// slashes made one, `.` and `..` segments removed. Every hook then judges the path the router
// dispatches to. Case is left as sent: the router is case-sensitive, so `/Accounts/login/`
// matches nothing and is a 404.

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** `%61` becomes `a`; an escape of anything else stays, its hex digits in capitals. */
const decodeUnreserved = (path: string) =>
  path.replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });

/** RFC 3986 §5.2.4 on a path of single slashes: `/a/./b/../c` is `/a/c`, `/a/..` is `/`. */
function removeDotSegments(path: string): string {
  const segments = path.split('/').slice(1);
  const kept: string[] = [];
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') kept.pop();
      if (last) kept.push('');
    } else kept.push(segment);
  });
  return `/${kept.join('/')}`;
}

/** The canonical form of a path (no query); anything not starting with `/` is left as it is. */
export function canonicalPath(path: string): string {
  if (!path.startsWith('/')) return path;
  return removeDotSegments(decodeUnreserved(path).replace(/\/{2,}/g, '/'));
}

/** A request's address with its path made canonical and its query kept as sent. */
export function canonicalUrl(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? canonicalPath(url) : canonicalPath(url.slice(0, query)) + url.slice(query);
}
