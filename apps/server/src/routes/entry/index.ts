// Entries: any entry is public (SPEC §6), by id. The payload is the same for the owner and for
// everyone else; the owner's live bank and value come from my-team/ alone.
import { EntryCup, EntrySummary, IdParams } from '@ofl/api';
import { entryProfile } from '../../services/entry/entry-profile';
import { withLiveSummary } from '../../live';
import { defineRoutes } from '../define-routes';

export default defineRoutes((app, { db, clock, gameRules }) => {
  app.get(
    '/api/entry/:id/',
    { schema: { params: IdParams, response: { 200: EntrySummary } } },
    async (request) =>
      withLiveSummary(
        await entryProfile(db, request.params.id, await clock.now(), await gameRules(db)),
        app.ctx.liveRanks,
      ),
  );

  // The official clients' own call for the cup block of the entry.
  app.get(
    '/api/entry/:id/cup/',
    { schema: { params: IdParams, response: { 200: EntryCup } } },
    async (request) => {
      const rules = await gameRules(db);
      const { leagues } = await entryProfile(db, request.params.id, await clock.now(), rules);
      return { cup_matches: leagues.cup_matches, cup_status: leagues.cup.status };
    },
  );
});
