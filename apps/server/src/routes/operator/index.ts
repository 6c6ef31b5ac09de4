// Operator routes, for end-to-end tests and operators: they exist only when the app is built
// with an operator token, and answer 403 to any call without it.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseDuration } from '../../cli/parse-duration';
import { forbidden } from '../../errors';
import { moveGameClock } from '../../services/operator-clock';
import { validate } from '../../services/validate';
import { ClockBody } from './schema';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the request carries `Authorization: Bearer <token>`; compared in constant time. */
function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer (.+)$/.exec(header) : null;
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

export default async function operatorRoutes(app: FastifyInstance) {
  const { operatorToken, database } = app.ctx;
  if (!operatorToken) return;

  app.post('/api/operator/clock/', async (request, reply) => {
    if (!hasToken(request, operatorToken)) throw forbidden();
    const body = validate(ClockBody, request.body ?? {});
    reply.header('cache-control', 'no-store');
    return moveGameClock(
      database,
      body.set !== undefined
        ? { set: new Date(body.set) }
        : { advanceMs: parseDuration(body.advance!)! },
    );
  });
}
