// Rows to the FPL `event/{id}/live/` payload (api-shapes §4): every element with its summed
// stats and one explain entry per fixture of his club, built by the engine's scoring.
import { scoreFixture, type ElementTypeId, type FixtureStats } from '@ofl/engine';
import type { EventLive, LiveStats } from '@ofl/api';
import { eventLines, type Db, type EventLineRow } from '@ofl/db';
import { COUNT_STATS, EXPECTED_STATS, ICT_STATS } from '../../presenters/stat-fields';
import { loadRunnerSettings } from '../../runner/runner-settings';

/** The live payload of one gameweek. */
export async function presentEventLive(db: Db, event: number): Promise<EventLive> {
  const { rules } = await loadRunnerSettings(db);
  const rows = await eventLines(db, event);
  const byElement = new Map<number, EventLineRow[]>();
  for (const row of rows) byElement.set(row.element, [...(byElement.get(row.element) ?? []), row]);
  return {
    elements: [...byElement].map(([id, lines]) => {
      const played = lines.filter((l) => l.fixture !== null);
      const stats: Record<string, number | string | boolean> = {};
      for (const key of COUNT_STATS) {
        stats[key] = played.reduce((sum, l) => {
          if (key === 'bps') return sum + (l.bps ?? 0);
          if (key === 'bonus') return sum + (l.bonus ?? 0);
          return sum + (l.stats?.[key] ?? 0);
        }, 0);
      }
      // Decimal stats as FPL sends them; the simulator has no expected goals (0.00), an
      // imported season has the source's.
      const decimal = (key: string, places: number) =>
        played.reduce((sum, l) => sum + (l.stats?.[key] ?? 0), 0).toFixed(places);
      for (const key of ICT_STATS) stats[key] = decimal(key, 1);
      for (const key of EXPECTED_STATS) stats[key] = decimal(key, 2);
      const live: LiveStats = {
        ...stats,
        minutes: played.reduce((sum, l) => sum + (l.stats?.minutes ?? 0), 0),
        total_points: played.reduce((sum, l) => sum + (l.points ?? 0) + (l.bonus ?? 0), 0),
        in_dreamteam: lines[0]!.in_dreamteam,
        played: played.some(
          (l) =>
            (l.stats?.minutes ?? 0) > 0 ||
            (l.stats?.yellow_cards ?? 0) + (l.stats?.red_cards ?? 0) > 0,
        ),
      };
      const explain = played.map((l) => {
        const type = lines[0]!.element_type as ElementTypeId;
        const withBonus = { ...(l.stats as FixtureStats), bonus: l.bonus ?? 0 };
        return {
          fixture: l.fixture!,
          stats: scoreFixture(rules, type, withBonus).explain.map((row) => ({
            identifier: row.identifier,
            points: row.points,
            value: row.value,
            points_modification: 0,
          })),
        };
      });
      return { id, stats: live, explain, modified: false };
    }),
  };
}
