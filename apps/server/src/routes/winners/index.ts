// GET winners/event/{event}/ and winners/phase/{phase}/ (SPEC §7, §3 Winner row): the prize
// winners the runner wrote once the gameweek or the month ended; an empty list before then.
import { PeriodParams, Winners, type Winner } from '@ofl/api';
import { prizePeriodExists, periodPrizeWinners, type PrizePeriodKind } from '@ofl/db';
import { notFound } from '../../errors';
import { defineRoutes } from '../define-routes';

export default defineRoutes((app, { db }) => {
  async function winners(kind: PrizePeriodKind, period: number): Promise<Winner[]> {
    if (!(await prizePeriodExists(db, kind, period))) throw notFound();
    return periodPrizeWinners(db, kind, period);
  }

  const schema = { params: PeriodParams, response: { 200: Winners } };
  app.get('/api/winners/event/:period/', { schema }, (request) =>
    winners('event', request.params.period),
  );
  app.get('/api/winners/phase/:period/', { schema }, (request) =>
    winners('phase', request.params.period),
  );
});
