// Pick Team (SPEC §2, §7): GET and POST my-team/{entry}/, the owner's only; and the public
// picks of a gameweek whose deadline has passed.
import { EntryParams, MyTeam, SavePicksBody } from '@ofl/api';
import type { ElementId } from '@ofl/engine';
import { requireUser, signedInUser } from '../../plugins/session';
import { getMyTeam, savePicks } from '../../services/planning/picks';
import { registerEventPicks } from './event-picks';
import { privately } from '../cache-control';
import { defineRoutes } from '../define-routes';

export default defineRoutes((app, { db, clock, gameRules }) => {
  app.get(
    '/api/my-team/:entry/',
    { preValidation: requireUser, schema: { params: EntryParams, response: { 200: MyTeam } } },
    async (request, reply) => {
      privately(reply);
      const user = signedInUser(request).id;
      const rules = await gameRules(db);
      return getMyTeam(db, request.params.entry, user, await clock.now(), rules);
    },
  );

  app.post(
    '/api/my-team/:entry/',
    {
      preValidation: requireUser,
      schema: { params: EntryParams, body: SavePicksBody, response: { 200: MyTeam } },
    },
    async (request, reply) => {
      const { chip, picks } = request.body;
      privately(reply);
      return savePicks(
        db,
        request.params.entry,
        signedInUser(request).id,
        { chip, picks: picks.map((p) => ({ ...p, element: p.element as ElementId })) },
        await clock.now(),
        await gameRules(db),
      );
    },
  );

  registerEventPicks(app);
});
