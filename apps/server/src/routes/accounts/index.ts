// The accounts service under /accounts/: register, sign in (an HTML form POST, SPEC §7),
// sign out with a return address, password change and reset, and the list of regions.
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { regions } from '@ofl/db';
import { notAuthenticated } from '../../errors';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session';
import {
  authenticate,
  changePassword,
  confirmPasswordReset,
  createSession,
  deleteSession,
  registerUser,
  requestPasswordReset,
} from '../../services/accounts';
import { presentMe } from '../../services/me';
import { validate } from '../../services/validate';
import { confirmSignOutPage } from './confirm-sign-out';
import { safeRedirect } from './safe-redirect';
import {
  LoginBody,
  LogoutQuery,
  PasswordChangeBody,
  PasswordResetBody,
  PasswordResetConfirmBody,
  RegisterBody,
  RegisterForm,
} from './schema';

/** Reset requests one client may send within RESET_WINDOW_MS. */
const RESET_REQUESTS = 10;
const RESET_WINDOW_MS = 15 * 60_000;

const isFormPost = (contentType: string | undefined) =>
  contentType?.startsWith('application/x-www-form-urlencoded') ?? false;

export default async function accountsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/accounts/regions/', async () =>
    (await db.select().from(regions).orderBy(asc(regions.name))).map((r) => ({
      id: r.id,
      name: r.name,
      iso_code_short: r.isoCodeShort,
      iso_code_long: r.isoCodeLong,
    })),
  );

  app.post('/accounts/register/', async (request, reply) => {
    const isForm = isFormPost(request.headers['content-type']);
    const body = validate(isForm ? RegisterForm : RegisterBody, request.body);
    const userId = await registerUser(db, body);
    const session = await createSession(db, userId, app.ctx.wallNow());
    setSessionCookie(app, reply, session.token, session.expiresAt);
    if (isForm) {
      return reply.redirect(
        safeRedirect(request, body.redirect_uri ?? '/squad-selection').toString(),
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
  });

  app.post('/accounts/login/', async (request, reply) => {
    const body = validate(LoginBody, request.body ?? {});
    const target = safeRedirect(request, body.redirect_uri);
    const userId = await authenticate(db, body.login, body.password, request.ip, app.ctx.wallNow());
    if (userId === null) {
      target.searchParams.set('state', 'fail');
      return reply.redirect(target.toString());
    }
    if (request.sessionTokenHash) await deleteSession(db, request.sessionTokenHash);
    const session = await createSession(db, userId, app.ctx.wallNow());
    setSessionCookie(app, reply, session.token, session.expiresAt);
    target.searchParams.set('state', 'success');
    return reply.redirect(target.toString());
  });

  app.get('/accounts/logout/', async (request, reply) => {
    const query = validate(LogoutQuery, request.query);
    const target = safeRedirect(request, query.redirect_uri);
    // Another site may link here, but may not sign anybody out by it: the browser says where
    // the request came from, and such a visitor is asked first.
    if (request.sessionTokenHash && request.headers['sec-fetch-site'] === 'cross-site') {
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(confirmSignOutPage(target));
    }
    if (request.sessionTokenHash) await deleteSession(db, request.sessionTokenHash);
    clearSessionCookie(reply);
    return reply.redirect(target.toString());
  });

  app.post('/accounts/password-change/', async (request, reply) => {
    if (!request.user || !request.sessionTokenHash) throw notAuthenticated();
    const body = validate(PasswordChangeBody, request.body);
    await changePassword(db, request.user, request.sessionTokenHash, {
      oldPassword: body.old_password,
      newPassword: body.new_password,
      address: request.ip,
      now: app.ctx.wallNow(),
    });
    return reply.status(204).send();
  });

  // The answer never waits for the account lookup, so known and unknown emails take the same
  // time; the mail is written just after. Each client may ask RESET_REQUESTS times a window.
  app.post(
    '/accounts/password-reset/',
    { config: { rateLimit: { max: RESET_REQUESTS, timeWindow: RESET_WINDOW_MS } } },
    async (request, reply) => {
      const body = validate(PasswordResetBody, request.body);
      const { publicUrl, background } = app.ctx;
      const now = app.ctx.wallNow();
      background.run(() => requestPasswordReset(db, body.email, publicUrl, now));
      return reply.status(204).send();
    },
  );

  app.post('/accounts/password-reset/confirm/', async (request, reply) => {
    const body = validate(PasswordResetConfirmBody, request.body);
    await confirmPasswordReset(db, body.token, body.new_password, app.ctx.wallNow());
    return reply.status(204).send();
  });
}
