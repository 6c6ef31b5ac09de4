// The team of the week (engine pickDreamTeam): in_dreamteam, dreamteam_count, top_element.
import { sql } from 'drizzle-orm';
import { pickDreamTeam, type ElementId, type GameSettings } from '@ofl/engine';
import type { Tx } from '@ofl/db';
import type { ElementResult } from './element-results';
import { jsonParam } from '../steps';

/** The dream team of a gameweek from its element results; null when no XI can be formed. */
export function dreamTeamOf(results: readonly ElementResult[], settings: GameSettings) {
  return pickDreamTeam(
    results
      .filter((r) => r.played)
      .map((r) => ({
        element: r.element as ElementId,
        elementType: r.elementType,
        points: r.points,
        bps: r.bps,
      })),
    settings,
  );
}

/** Writes the gameweek's dream team; run once per gameweek (dreamteam_count adds one). */
export async function writeDreamTeam(
  tx: Tx,
  event: number,
  results: readonly ElementResult[],
  settings: GameSettings,
): Promise<void> {
  const team = dreamTeamOf(results, settings);
  const members = team?.team.map((p) => p.element as number) ?? [];
  await tx.execute(sql`
    update elements set in_dreamteam = coalesce(id in (
      select (v #>> '{}')::int from jsonb_array_elements(${jsonParam(members)}) v), false),
      dreamteam_count = dreamteam_count + case when id in (
      select (v #>> '{}')::int from jsonb_array_elements(${jsonParam(members)}) v) then 1 else 0 end`);
  await tx.execute(sql`
    update events set top_element = ${team?.topPlayer.id ?? null},
      top_element_points = ${team?.topPlayer.points ?? null}
    where id = ${event}`);
}
