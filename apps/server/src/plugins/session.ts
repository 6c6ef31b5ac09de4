// Sessions and CSRF (SPEC §7): an HttpOnly, SameSite=Lax session cookie; a readable `csrftoken`
// cookie that every mutation must echo in the X-CSRFToken header (or, for the sign-in form,
// in the csrfmiddlewaretoken field).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessions, users } from '@ofl/db';
import type { SessionUser } from '../context';
import { forbidden, notAuthenticated } from '../errors';
import { hashToken } from '../services/tokens';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/accounts/');

function sameToken(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

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
  const [row] = await app.ctx.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      region: users.region,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, app.ctx.wallNow())))
    .limit(1);
  if (row) {
    request.user = row;
    request.sessionTokenHash = tokenHash;
  }
}

/** Loads the session user and enforces CSRF on every mutation of /api and /accounts. */
export function registerSession(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    if (!request.cookies[CSRF_COOKIE]) {
      reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('hex'), {
        path: '/',
        sameSite: 'lax',
        secure: app.ctx.secureCookies,
        maxAge: 60 * 60 * 24 * 365,
      });
    }
    await loadUser(app, request);
  });

  // preValidation runs after the body is parsed, so a form's csrfmiddlewaretoken can be read,
  // and before the route's schema, so a forged call is refused before its body is judged.
  app.addHook('preValidation', async (request) => {
    if (!MUTATING.has(request.method) || !isApiPath(request.url)) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers['x-csrftoken'];
    const field = (request.body as { csrfmiddlewaretoken?: unknown } | undefined)
      ?.csrfmiddlewaretoken;
    const sent =
      typeof header === 'string' ? header : typeof field === 'string' ? field : undefined;
    if (!sameToken(cookie, sent)) throw forbidden('CSRF Failed: CSRF token missing or incorrect.');
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
