// 'Best Leagues' (stats/best-classic-private-leagues/, api-shapes §16, a shape of our own): the
// invitational classic leagues with the best average total in their last table.
import { bestClassicLeagues, type Tx } from '@ofl/db';

/** Leagues listed, and the fewest teams a league needs to be listed. */
export const BEST_LEAGUES = 5;
export const BEST_LEAGUES_MIN_ENTRIES = 5;

export async function bestClassicPrivateLeagues(tx: Tx) {
  const rows = await bestClassicLeagues(tx, BEST_LEAGUES_MIN_ENTRIES, BEST_LEAGUES);
  return rows.map((r) => ({ ...r, average_score: Number(r.average_score) }));
}
