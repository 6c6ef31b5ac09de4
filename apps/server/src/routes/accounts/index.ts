// The accounts service under /accounts/: register, sign in (an HTML form POST, SPEC §7),
// sign out with a return address, password change and reset, and the list of regions.
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { regions } from '@ofl/db';
import {
  clearSessionCookie,
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
} from '../../services/accounts';
import { presentMe } from '../../services/me';
import { safeRedirect } from './safe-redirect';

export default async function accountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get('/accounts/regions/', { schema: { response: { 200: Regions } } }, async () =>
    (await db.select().from(regions).orderBy(asc(regions.name))).map((r) => ({
      id: r.id,
      name: r.name,
      iso_code_short: r.isoCodeShort,
      iso_code_long: r.isoCodeLong,
    })),
  );

  app.post(
    '/accounts/register/',
    { schema: { body: RegisterBody, response: { 201: Me } } },
    async (request, reply) => {
      const body = request.body;
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
    },
  );

  app.post('/accounts/login/', { schema: { body: LoginBody } }, async (request, reply) => {
    const body = request.body;
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

  app.get('/accounts/logout/', { schema: { querystring: LogoutQuery } }, async (request, reply) => {
    const query = request.query;
    if (request.sessionTokenHash) await deleteSession(db, request.sessionTokenHash);
    clearSessionCookie(reply);
    return reply.redirect(safeRedirect(request, query.redirect_uri).toString());
  });

  app.post(
    '/accounts/password-change/',
    { preValidation: requireUser, schema: { body: PasswordChangeBody } },
    async (request, reply) => {
      const body = request.body;
      await changePassword(
        db,
        signedInUser(request).id,
        request.sessionTokenHash!,
        body.old_password,
        body.new_password,
      );
      return reply.status(204).send();
    },
  );

  app.post(
    '/accounts/password-reset/',
    { schema: { body: PasswordResetBody } },
    async (request, reply) => {
      const body = request.body;
      const origin = `${request.protocol}://${request.host}`;
      await requestPasswordReset(db, body.email, origin, app.ctx.wallNow());
      return reply.status(204).send();
    },
  );

  app.post(
    '/accounts/password-reset/confirm/',
    { schema: { body: PasswordResetConfirmBody } },
    async (request, reply) => {
      const body = request.body;
      await confirmPasswordReset(db, body.token, body.new_password, app.ctx.wallNow());
      return reply.status(204).send();
    },
  );
}
