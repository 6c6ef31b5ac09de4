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
  };
}
