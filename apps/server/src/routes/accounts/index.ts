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
import { safeRedirect } from './safe-redirect';
import {
  LoginBody,
  LogoutQuery,
  PasswordChangeBody,
  PasswordResetBody,
  PasswordResetConfirmBody,
  RegisterBody,
} from './schema';

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
    const body = validate(RegisterBody, request.body);
    const userId = await registerUser(db, body);
    const session = await createSession(db, userId, app.ctx.wallNow());
    setSessionCookie(app, reply, session.token, session.expiresAt);
    if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
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
    if (request.sessionTokenHash) await deleteSession(db, request.sessionTokenHash);
    clearSessionCookie(reply);
    return reply.redirect(safeRedirect(request, query.redirect_uri).toString());
  });

  app.post('/accounts/password-change/', async (request, reply) => {
    if (!request.user || !request.sessionTokenHash) throw notAuthenticated();
    const body = validate(PasswordChangeBody, request.body);
    await changePassword(
      db,
      request.user.id,
      request.sessionTokenHash,
      body.old_password,
      body.new_password,
    );
    return reply.status(204).send();
  });

  app.post('/accounts/password-reset/', async (request, reply) => {
    const body = validate(PasswordResetBody, request.body);
    const origin = `${request.protocol}://${request.host}`;
    await requestPasswordReset(db, body.email, origin, app.ctx.wallNow());
    return reply.status(204).send();
  });

  app.post('/accounts/password-reset/confirm/', async (request, reply) => {
    const body = validate(PasswordResetConfirmBody, request.body);
    await confirmPasswordReset(db, body.token, body.new_password, app.ctx.wallNow());
    return reply.status(204).send();
  });
}
