// The league limits of the stored game settings (api-shapes §1.3), with the official values as
// defaults: what the league services and the demo's leagues both judge by.
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
  return {
    privateMax: int('league_join_private_max', 30),
    publicMax: int('league_join_public_max', 5),
    publicSize: int('league_max_size_public_classic', 20),
    publicPrefix: typeof s.league_prefix_public === 'string' ? s.league_prefix_public : 'League',
    publicH2hSize: int('league_max_size_public_h2h', 16),
    privateH2hSize: int('league_max_size_private_h2h', 16),
    maxKoRounds: int('league_max_ko_rounds_private_h2h', 3),
    h2hPoints: {
      win: int('league_points_h2h_win', 3),
      draw: int('league_points_h2h_draw', 1),
      loss: int('league_points_h2h_lose', 0),
    },
    koByRank: s.league_ko_first_instead_of_random === true,
  };
}
