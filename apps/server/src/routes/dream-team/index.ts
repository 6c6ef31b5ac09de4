// GET dream-team/{event}/ (api-shapes §13): the team of a played gameweek; GET dream-team/:
// the season's team over total points. Both by the engine's pickDreamTeam.
import { DreamTeam, EventParams } from '@ofl/api';
import { pickDreamTeam, type ElementId, type ElementTypeId } from '@ofl/engine';
import { passedEvent, seasonPoints } from '@ofl/db';
import { notFound } from '../../errors';
import { dreamTeamOf } from '../../runner/finalise/dream-team';
import { elementResults } from '../../runner/finalise/element-results';
import { loadRunnerSettings } from '../../runner/runner-settings';
import { defineRoutes } from '../define-routes';

type Team = ReturnType<typeof pickDreamTeam>;
const present = (team: Team): DreamTeam =>
  team
    ? {
        top_player: { id: team.topPlayer.id, points: team.topPlayer.points },
        team: team.team.map((p) => ({
          element: p.element,
          points: p.points,
          position: p.position,
        })),
      }
    : { top_player: null, team: [] };

export default defineRoutes((app, { db, clock }) => {
  app.get('/api/dream-team/', { schema: { response: { 200: DreamTeam } } }, async () => {
    const { settings } = await loadRunnerSettings(db);
    const rows = await seasonPoints(db);
    return present(
      pickDreamTeam(
        rows.map((r) => ({
          element: r.id as ElementId,
          elementType: r.element_type as ElementTypeId,
          points: r.points,
          bps: r.bps,
        })),
        settings,
      ),
    );
  });

  app.get(
    '/api/dream-team/:event/',
    { schema: { params: EventParams, response: { 200: DreamTeam } } },
    async (request) => {
      const now = await clock.now();
      const event = await passedEvent(db, request.params.event, now);
      if (event === undefined) throw notFound();
      const { settings } = await loadRunnerSettings(db);
      return present(dreamTeamOf(await elementResults(db, event), settings));
    },
  );
});
