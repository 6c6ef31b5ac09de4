// The rules the runner plays by, read once per pass from game_settings.
import { sql } from 'drizzle-orm';
import {
  DEFAULT_GAME_SETTINGS,
  isSeasonId,
  ruleSetFor,
  type GameSettings,
  type RuleSet,
} from '@ofl/engine';
import { queryRows, type Tx } from '@ofl/db';

/** The team rules and the scoring rules of the season being played. */
export interface RunnerSettings {
  settings: GameSettings;
  rules: RuleSet;
}

/** Reads the season's rule set and the game_settings fields the engine's team rules use. */
export async function loadRunnerSettings(db: Tx): Promise<RunnerSettings> {
  const [row] = await queryRows<{ rule_set: string; settings: Record<string, unknown> }>(
    db,
    sql`select rule_set, settings from game_settings where id = 1`,
  );
  if (!row) throw new Error('No season is loaded.');
  const stored = row.settings;
  const merged: Record<string, unknown> = { ...DEFAULT_GAME_SETTINGS };
  // Only the fields the engine knows, and only when the stored value has the same type.
  for (const [key, value] of Object.entries(DEFAULT_GAME_SETTINGS)) {
    if (key !== 'element_types' && typeof stored[key] === typeof value) merged[key] = stored[key];
  }
  const season = isSeasonId(row.rule_set) ? row.rule_set : '2025-26';
  return { settings: merged as unknown as GameSettings, rules: ruleSetFor(season) };
}
