// The prize winners (SPEC §3 Winner row, §7): GET winners/event/{event}/ and
// winners/phase/{phase}/.
import { z } from 'zod';
import { eventId } from './common';

/** `:period` of /api/winners/event/:period/ (a gameweek) and /winners/phase/:period/ (a month). */
export const PeriodParams = z.object({ period: eventId });

/** A prize winner: the shared rank, the unique rank_sort, the team, the manager and the points. */
export const Winner = z.object({
  rank: z.number(),
  rank_sort: z.number(),
  entry_id: z.number(),
  team_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  points: z.number(),
});
export type Winner = z.infer<typeof Winner>;
export const Winners = z.array(Winner);
