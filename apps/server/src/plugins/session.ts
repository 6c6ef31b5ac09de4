// Sessions and CSRF (SPEC §7): an HttpOnly, SameSite=Lax session cookie; a readable `csrftoken`
// cookie that a browser's mutations echo in the X-CSRFToken header (or, for the sign-in form,
// in the csrfmiddlewaretoken field); csrf-policy.ts says which mutations get in.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionUser } from '@ofl/db';
import type { SessionUser } from '../context';
import { forbidden, notAuthenticated } from '../errors';
import { hashToken } from '../services/accounts/tokens';
import { csrfRefusal } from './csrf-policy';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/accounts/');

const header = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

/** The origin the request was addressed to, as a browser on this site would write it. */
function requestOrigin(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return '';
  }
}

/** This site's origins: the configured public one first, then the one the request was sent to. */
export const ownOrigins = (request: FastifyRequest): string[] => [
  request.server.ctx.publicUrl,
  requestOrigin(request),
];

/** Whether an answer may be kept by a shared cache, which must never hand out one's cookie. */
const isPublicCacheable = (reply: FastifyReply) =>
  /\bpublic\b/.test(String(reply.getHeader('cache-control') ?? ''));

/** Sets the session cookie for a new session token. */
export function setSessionCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  expires: Date,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.ctx.secureCookies,
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

async function loadUser(app: FastifyInstance, request: FastifyRequest) {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  const tokenHash = hashToken(token);
  const { sessions: kept } = app.ctx;
  let user = kept.get(tokenHash);
  if (!user) {
    const mark = kept.mark();
    const row = await sessionUser(app.ctx.db, tokenHash, app.ctx.wallNow());
    if (!row) return;
    const { expiresAt, ...found } = row;
    kept.keep(mark, tokenHash, found, expiresAt);
    user = found;
  }
  request.user = user;
  request.sessionTokenHash = tokenHash;
}

/** The signed-in user of a request outside /api (a page), loaded once. */
export async function pageUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  if (!request.user) await loadUser(app, request);
  return request.user;
}

/** Loads the session user and enforces CSRF on every mutation of /api and /accounts. */
export function registerSession(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);

  app.addHook('onRequest', async (request) => {
    if (isApiPath(request.url)) await loadUser(app, request);
  });

  // The token goes out with the app's private answers (GET /api/me/ first of all), never with
  // a public one that a shared cache in front could hand to everyone.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiPath(request.url) || request.cookies[CSRF_COOKIE] || isPublicCacheable(reply)) {
      return payload;
    }
    reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('hex'), {
      path: '/',
      sameSite: 'lax',
      secure: app.ctx.secureCookies,
      maxAge: 60 * 60 * 24 * 365,
    });
    return payload;
  });

  // preValidation runs after the body is parsed, so a form's csrfmiddlewaretoken can be read,
  // and before the route's schema, so a forged call is refused before its body is judged.
  app.addHook('preValidation', async (request) => {
    if (!MUTATING.has(request.method) || !isApiPath(request.url)) return;
    const field = (request.body as { csrfmiddlewaretoken?: unknown } | undefined)
      ?.csrfmiddlewaretoken;
    const refusal = csrfRefusal({
      path: request.url,
      ownOrigins: ownOrigins(request),
      origin: header(request.headers.origin),
      referer: header(request.headers.referer),
      secFetchSite: header(request.headers['sec-fetch-site']),
      contentType: header(request.headers['content-type']),
      cookieToken: request.cookies[CSRF_COOKIE],
      sentToken:
        header(request.headers['x-csrftoken']) ?? (typeof field === 'string' ? field : undefined),
    });
    if (refusal) throw forbidden(refusal);
  });
}

/** A route's `preValidation` hook: 401 for a visitor who is not signed in, before the schema. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw notAuthenticated();
}

/** The signed-in user of a route guarded by requireUser. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw notAuthenticated();
  return request.user;
}
