// A head-to-head league's matches in gameweek order, as the matches page lists them: the scored
// league gameweeks as stored, then the ones not scored yet, derived from the league's order by the
// engine's round robin (none is stored before it is scored), then the knock-outs as drawn.
import { h2hRound, h2hStopEvent, type EntryId } from '@ofl/engine';
import {
  h2hLastScoredEvent,
  h2hMatchCount,
  h2hMatches,
  h2hOrderOf,
  h2hPairingRows,
  type H2hMatchRow,
  type H2hPairingRow,
  type Tx,
} from '@ofl/db';
import type { LeagueRow } from '../../presenters/league';

/**
 * The id of a match not scored yet: above every stored id (a 32-bit serial), from its league,
 * gameweek and place in the round, so a page lists it under the same id each time.
 */
export const pairingId = (league: number, event: number, slot: number) =>
  2 ** 31 + (league * 64 + event) * 2 ** 21 + slot;

/** The league's matches not scored yet of one team and or one gameweek (0 for all), in order. */
function pairings(
  league: LeagueRow,
  order: readonly (number | null)[],
  events: { from: number; to: number },
  query: { entry: number; event: number },
): H2hPairingRow[] {
  const out: H2hPairingRow[] = [];
  if (query.entry !== 0 && !order.includes(query.entry)) return out;
  for (let event = events.from; event <= events.to; event++) {
    if (query.event !== 0 && event !== query.event) continue;
    h2hRound(order as (EntryId | null)[], event - league.startEvent).forEach((p, slot) => {
      if (query.entry !== 0 && p.entry1 !== query.entry && p.entry2 !== query.entry) return;
      out.push({
        id: pairingId(league.id, event, slot),
        event,
        entry_1: p.entry1,
        entry_2: p.entry2,
      });
    });
  }
  return out;
}

/** `limit` of the league's matches from `offset`, of one team and or one gameweek (0 for all). */
export async function h2hMatchList(
  tx: Tx,
  league: LeagueRow,
  query: { entry: number; event: number; limit: number; offset: number; lastEvent: number },
): Promise<H2hMatchRow[]> {
  const firstUnscored = Math.max(league.startEvent, (await h2hLastScoredEvent(tx)) + 1);
  const order = await h2hOrderOf(tx, league.id);
  const unscored = order
    ? pairings(
        league,
        order,
        { from: firstUnscored, to: h2hStopEvent(query.lastEvent, league.koRounds ?? 0) },
        query,
      )
    : [];
  const stored = { leagueId: league.id, entry: query.entry, event: query.event };
  const before = { ...stored, split: { event: firstUnscored, from: false } };
  const scoredCount = await h2hMatchCount(tx, before);
  const rows = await h2hMatches(tx, { ...before, limit: query.limit, offset: query.offset });
  const skip = Math.max(0, query.offset - scoredCount);
  rows.push(...(await h2hPairingRows(tx, unscored.slice(skip, skip + query.limit - rows.length))));
  rows.push(
    ...(await h2hMatches(tx, {
      ...stored,
      split: { event: firstUnscored, from: true },
      limit: query.limit - rows.length,
      offset: Math.max(0, skip - unscored.length),
    })),
  );
  return rows;
}
