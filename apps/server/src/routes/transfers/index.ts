// Transfers (SPEC §2, §7): POST transfers/ for the manager's own entry and the next gameweek.
import type { FastifyInstance } from 'fastify';
import type { ElementId, Money } from '@ofl/engine';
import { notAuthenticated } from '../../errors';
import { makeTransfers } from '../../services/transfers';
import { validate } from '../../services/validate';
import { TransfersBody } from './schema';

export default async function transfersRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;

  app.post('/api/transfers/', async (request, reply) => {
    if (!request.user) throw notAuthenticated();
    const body = validate(TransfersBody, request.body ?? {});
    reply.header('cache-control', 'private, no-store');
    return makeTransfers(
      db,
      request.user.id,
      {
        ...body,
        transfers: body.transfers.map((t) => ({
          element_in: t.element_in as ElementId,
          element_out: t.element_out as ElementId | null,
          purchase_price: t.purchase_price as Money,
          selling_price: t.selling_price as Money,
        })),
      },
      await clock.now(),
    );
  });
}
