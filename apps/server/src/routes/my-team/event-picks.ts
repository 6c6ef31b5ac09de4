// GET entry/{id}/event/{event}/picks/: public once the gameweek's deadline has passed (SPEC §6),
// so nobody sees a team before it is frozen.
import { EntryEventParams, EntryEventPicks } from '@ofl/api';
import { sellingPrice, teamValue, type Money } from '@ofl/engine';
import { entryHistoryRow, entryLastDeadlineValue, entryPicksRow, gameweekRow } from '@ofl/db';
import { notFound } from '../../errors';
import { presentEventPicks } from '../../presenters/entry-event-picks';
import { loadElementFacts } from '../../services/planning/picks-rows';
import { liveAutomaticSubs, withLiveHistory } from '../../live';
import type { RoutesApp } from '../define-routes';

/** Registers the public picks of a past deadline. */
export function registerEventPicks(app: RoutesApp): void {
  const { db, clock } = app.ctx;

  app.get(
    '/api/entry/:id/event/:event/picks/',
    { schema: { params: EntryEventParams, response: { 200: EntryEventPicks } } },
    async (request) => {
      const { id, event } = request.params;
      const gameweek = await gameweekRow(db, event);
      if (!gameweek || gameweek.deadlineTime > (await clock.now())) throw notFound();
      const row = await entryPicksRow(db, id, event);
      if (!row) throw notFound();
      const history = await entryHistoryRow(db, id, event);
      const facts = await loadElementFacts(db, row.elements);
      // A gameweek not yet scored is the one the last deadline froze: its value is the
      // deadline's, as its history row shows it, not the squad at today's prices; until the
      // runner has frozen it, the prices are still the deadline's.
      const value =
        (await entryLastDeadlineValue(db, id)) ??
        teamValue(
          row.elements.map((e, i) => {
            const bought = (row.purchasePrices[i] ?? 0) as Money;
            return sellingPrice(bought, (facts.get(e)?.now_cost ?? bought) as Money);
          }),
          (row.bank ?? 0) as Money,
        );
      const typeOf = new Map([...facts.values()].map((f) => [f.id, f.element_type as number]));
      const picks = presentEventPicks(row, history, typeOf, value, gameweek.rankedCount);
      return {
        ...picks,
        provisional_automatic_subs: await liveAutomaticSubs(app.ctx.liveRanks, id, event),
        entry_history: await withLiveHistory(picks.entry_history, id, app.ctx.liveRanks),
      };
    },
  );
}
