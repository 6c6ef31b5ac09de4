// The accounts service under /accounts/: register, sign in (an HTML form POST, SPEC §7),
// sign out with a return address, password change and reset, and the list of regions.
import type { FastifyRequest } from 'fastify';
import {
  LoginBody,
  LogoutQuery,
  Me,
  PasswordChangeBody,
  PasswordResetBody,
  PasswordResetConfirmBody,
  RegisterBody,
  Regions,
} from '@ofl/api';
import { regionsByName } from '@ofl/db';
import {
  clearSessionCookie,
  ownOrigins,
  requireUser,
  setSessionCookie,
  signedInUser,
} from '../../plugins/session';
import {
  authenticate,
  changePassword,
  confirmPasswordReset,
  createSession,
  deleteSession,
  registerUser,
  requestPasswordReset,
} from '../../services/accounts/accounts';
import { presentMe } from '../../services/accounts/me';
import { confirmSignOutPage } from './confirm-sign-out';
import { locationOf, safeRedirect } from './safe-redirect';
import { defineRoutes } from '../define-routes';

/** Reset requests one client may send within RESET_WINDOW_MS. */
const RESET_REQUESTS = 10;
const RESET_WINDOW_MS = 15 * 60_000;

const isFormPost = (request: FastifyRequest) =>
  request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;

/** A form's values are all text: its region's digits become the integer the schema wants
 * (a JSON body must send a number). */
async function formRegionAsNumber(request: FastifyRequest) {
  const body = request.body as { region?: unknown } | undefined;
  if (
    isFormPost(request) &&
    body &&
    typeof body.region === 'string' &&
    /^\d{1,10}$/.test(body.region)
  ) {
    body.region = Number(body.region);
  }
}

export default defineRoutes((app, { db }) => {
  // Other processes forget the session when its deletion's notification reaches them.
  const endSession = async (tokenHash: string) => {
    await deleteSession(db, tokenHash);
    app.ctx.sessions.forget();
  };

  app.get('/accounts/regions/', { schema: { response: { 200: Regions } } }, async () =>
    (await regionsByName(db)).map((r) => ({
      id: r.id,
      name: r.name,
      iso_code_short: r.isoCodeShort,
      iso_code_long: r.isoCodeLong,
    })),
  );

  app.post(
    '/accounts/register/',
    { preValidation: formRegionAsNumber, schema: { body: RegisterBody, response: { 201: Me } } },
    async (request, reply) => {
      const body = request.body;
      const userId = await registerUser(db, body);
      const session = await createSession(db, userId, app.ctx.wallNow());
      setSessionCookie(app, reply, session.token, session.expiresAt);
      if (isFormPost(request)) {
        return reply.redirect(
          locationOf(safeRedirect(ownOrigins(request), body.redirect_uri ?? '/squad-selection')),
        );
      }
      const user = {
        id: userId,
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        region: body.region,
      };
      return reply.status(201).send(await presentMe(db, user, await app.ctx.clock.now()));
    },
  );

  app.post('/accounts/login/', { schema: { body: LoginBody } }, async (request, reply) => {
    const body = request.body;
    const target = safeRedirect(ownOrigins(request), body.redirect_uri);
    const userId = await authenticate(db, body.login, body.password, request.ip, app.ctx.wallNow());
    if (userId === null) {
      target.searchParams.set('state', 'fail');
      return reply.redirect(locationOf(target));
    }
    if (request.sessionTokenHash) await endSession(request.sessionTokenHash);
    const session = await createSession(db, userId, app.ctx.wallNow());
    setSessionCookie(app, reply, session.token, session.expiresAt);
    target.searchParams.set('state', 'success');
    return reply.redirect(locationOf(target));
  });

  app.get('/accounts/logout/', { schema: { querystring: LogoutQuery } }, async (request, reply) => {
    const target = safeRedirect(ownOrigins(request), request.query.redirect_uri);
    // Another site may link here, but may not sign anybody out by it: the browser says where
    // the request came from, and such a visitor is asked first.
    if (request.sessionTokenHash && request.headers['sec-fetch-site'] === 'cross-site') {
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(confirmSignOutPage(locationOf(target)));
    }
    if (request.sessionTokenHash) await endSession(request.sessionTokenHash);
    clearSessionCookie(reply);
    return reply.redirect(locationOf(target));
  });

  app.post(
    '/accounts/password-change/',
    { preValidation: requireUser, schema: { body: PasswordChangeBody } },
    async (request, reply) => {
      const body = request.body;
      await changePassword(db, signedInUser(request), request.sessionTokenHash!, {
        oldPassword: body.old_password,
        newPassword: body.new_password,
        address: request.ip,
        now: app.ctx.wallNow(),
      });
      app.ctx.sessions.forget();
      return reply.status(204).send();
    },
  );

  // The answer never waits for the account lookup, so known and unknown emails take the same
  // time; the mail is written just after. Each client may ask RESET_REQUESTS times a window.
  app.post(
    '/accounts/password-reset/',
    {
      schema: { body: PasswordResetBody },
      config: { rateLimit: { max: RESET_REQUESTS, timeWindow: RESET_WINDOW_MS } },
    },
    async (request, reply) => {
      const { email } = request.body;
      const { publicUrl, background } = app.ctx;
      const now = app.ctx.wallNow();
      background.run(() => requestPasswordReset(db, email, publicUrl, now));
      return reply.status(204).send();
    },
  );

  app.post(
    '/accounts/password-reset/confirm/',
    { schema: { body: PasswordResetConfirmBody } },
    async (request, reply) => {
      const body = request.body;
      await confirmPasswordReset(db, body.token, body.new_password, app.ctx.wallNow());
      app.ctx.sessions.forget();
      return reply.status(204).send();
    },
  );
});
