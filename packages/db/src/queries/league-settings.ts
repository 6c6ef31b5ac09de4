// The league limits of the stored game settings (api-shapes §1.3), with the official values as
// defaults: what the league services and the demo's leagues both judge by.
import { DEFAULT_LEAGUE_LIMITS } from '@ofl/engine';
import { gameSettings } from '../schema/index';
import type { Tx } from '../client';

/** League limits from game_settings (api-shapes §1.3), with the official values as defaults. */
export interface LeagueSettings {
  privateMax: number;
  publicMax: number;
  publicSize: number;
  publicPrefix: string;
  /** Head-to-head: a public league's size, an invitational one's largest, its knock-out rounds. */
  publicH2hSize: number;
  privateH2hSize: number;
  maxKoRounds: number;
  /** League points of an H2H win, draw and loss. */
  h2hPoints: { win: number; draw: number; loss: number };
  /** Knock-outs pair the best with the worst instead of a random draw. */
  koByRank: boolean;
}

/** The league limits now in force. */
export async function loadLeagueSettings(tx: Tx): Promise<LeagueSettings> {
  const [row] = await tx.select({ settings: gameSettings.settings }).from(gameSettings).limit(1);
  const s = (row?.settings ?? {}) as Record<string, unknown>;
  const int = (key: string, fallback: number) =>
    typeof s[key] === 'number' ? (s[key] as number) : fallback;
  const limit = (key: keyof typeof DEFAULT_LEAGUE_LIMITS) => int(key, DEFAULT_LEAGUE_LIMITS[key]);
  return {
    privateMax: limit('league_join_private_max'),
    publicMax: limit('league_join_public_max'),
    publicSize: limit('league_max_size_public_classic'),
    publicPrefix: typeof s.league_prefix_public === 'string' ? s.league_prefix_public : 'League',
    publicH2hSize: limit('league_max_size_public_h2h'),
    privateH2hSize: limit('league_max_size_private_h2h'),
    maxKoRounds: limit('league_max_ko_rounds_private_h2h'),
    h2hPoints: {
      win: int('league_points_h2h_win', 3),
      draw: int('league_points_h2h_draw', 1),
      loss: int('league_points_h2h_lose', 0),
    },
    koByRank: s.league_ko_first_instead_of_random === true,
  };
}
