// The match shape H2H leagues and cups share (api-shapes §10), apart from both so that neither
// imports the other: entry.ts needs the cups' shapes and leagues.ts needs entry.ts.
import { z } from 'zod';

/**
 * An H2H or knock-out match (api-shapes §10): a side with a null entry is the AVERAGE team;
 * points are the gameweek's net of hits (live while it is live), win/draw/loss that side's
 * result once scored and total its running league points; `live` while the gameweek is live.
 */
export const H2hMatch = z.object({
  id: z.number(),
  league: z.number(),
  event: z.number(),
  entry_1_entry: z.number().nullable(),
  entry_1_name: z.string(),
  entry_1_player_name: z.string(),
  entry_1_points: z.number(),
  entry_1_win: z.number(),
  entry_1_draw: z.number(),
  entry_1_loss: z.number(),
  entry_1_total: z.number(),
  entry_2_entry: z.number().nullable(),
  entry_2_name: z.string(),
  entry_2_player_name: z.string(),
  entry_2_points: z.number(),
  entry_2_win: z.number(),
  entry_2_draw: z.number(),
  entry_2_loss: z.number(),
  entry_2_total: z.number(),
  is_knockout: z.boolean(),
  winner: z.number().nullable(),
  seed_value: z.number().nullable(),
  tiebreak: z.enum(['goals_scored', 'goals_conceded', 'default']).nullable(),
  is_bye: z.boolean(),
  knockout_name: z.string(),
  live: z.boolean(),
});
export type H2hMatch = z.infer<typeof H2hMatch>;
