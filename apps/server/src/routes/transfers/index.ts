// Transfers (SPEC §2, §7): POST transfers/ for the manager's own entry and the next gameweek.
import { MyTeam, TransfersBody } from '@ofl/api';
import type { ElementId, Money } from '@ofl/engine';
import { requireUser, signedInUser } from '../../plugins/session';
import { makeTransfers } from '../../services/planning/transfers';
import { privately } from '../cache-control';
import { defineRoutes } from '../define-routes';

export default defineRoutes((app, { db, clock, gameRules }) => {
  app.post(
    '/api/transfers/',
    {
      preValidation: requireUser,
      schema: { body: TransfersBody, response: { 200: MyTeam } },
    },
    async (request, reply) => {
      const body = request.body;
      privately(reply);
      return makeTransfers(
        db,
        signedInUser(request).id,
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
        await gameRules(db),
      );
    },
  );
});
