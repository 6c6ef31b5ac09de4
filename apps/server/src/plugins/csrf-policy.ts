// Which mutations are let in (docs/SECURITY.md, CSRF). Browsers are kept safe and honest
// non-browser clients (scripts written for the official game) get in without a token:
// - a request whose Origin (or, without one, Referer) is another site is always refused;
// - a browser that marks the request as cross-site (Sec-Fetch-Site) is refused;
// - a request that sends the double-submit token (csrftoken cookie echoed in X-CSRFToken or
//   csrfmiddlewaretoken) gets in when it matches and is refused when it does not;
// - without a token, an /api/ call must be JSON: a page on another site cannot send JSON with
//   the session cookie without a CORS preflight, which we never grant; a plain form post to
//   /accounts/ (the official sign-in protocol) is let in, since a browser posting it from
//   another site would have said so in Origin or Sec-Fetch-Site.
import { timingSafeEqual } from 'node:crypto';

export interface MutationRequest {
  path: string;
  /** This site's origins: the public one and the one the request was addressed to. */
  ownOrigins: readonly string[];
  origin?: string;
  referer?: string;
  secFetchSite?: string;
  contentType?: string;
  cookieToken?: string;
  sentToken?: string;
}

function sameToken(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Why a mutation is refused, in DRF's words, or null when it may go on. */
export function csrfRefusal(request: MutationRequest): string | null {
  const claimed = request.origin ?? (request.referer ? originOf(request.referer) : undefined);
  if (claimed !== undefined && !request.ownOrigins.includes(claimed ?? '')) {
    return `CSRF Failed: Origin checking failed - ${claimed} does not match any trusted origins.`;
  }
  if (request.secFetchSite === 'cross-site') {
    return 'CSRF Failed: Origin checking failed - the request comes from another site.';
  }
  if (request.sentToken) {
    return sameToken(request.cookieToken, request.sentToken)
      ? null
      : 'CSRF Failed: CSRF token missing or incorrect.';
  }
  if (request.path.startsWith('/api/')) {
    const json = /^application\/(?:[\w.+-]+\+)?json\b/i.test(request.contentType ?? '');
    return json ? null : 'CSRF Failed: CSRF token missing or incorrect.';
  }
  return null;
}
