// The points page's sums. Once a gameweek is finished the engine scores the frozen picks exactly
// as the server did (automatic substitutions, armband, multipliers), so the page and the
// server's entry_history agree by construction. While matches are on, no substitution has been
// made yet: each pick scores his live points times the multiplier frozen at the deadline.
import { entryEventPoints } from '@ofl/engine/picks';
import type { ChipName, ElementEventResults, GameSettings, TeamPick } from '@ofl/engine';
import type { LiveStats } from '@ofl/api';

import type { EntryEventPicks, EventPick } from '../api/get-entry-event-picks';

/** A pick with what he scored this gameweek. */
export type ScoredPick = EventPick & {
  /** His own points, before the multiplier. */
  points: number;
  played: boolean;
};

/** The picks as they finally stand, the substitutions made and the gameweek's points. */
export type EventScore = {
  picks: ScoredPick[];
  automaticSubs: Array<{ element_in: number; element_out: number }>;
  /** Gross points: each pick's points times his multiplier. */
  points: number;
  /** Points after the transfer cost. */
  netPoints: number;
};

/** Each player's points and whether he played, from the live payload. */
export function liveResults(
  elements: readonly {
    id: number;
    stats: Pick<LiveStats, 'total_points' | 'minutes' | 'played'>;
  }[],
): ElementEventResults {
  const out: Record<number, { points: number; played: boolean }> = {};
  for (const e of elements) {
    out[e.id] = {
      points: e.stats.total_points,
      played: e.stats.played ?? e.stats.minutes > 0,
    };
  }
  return out;
}

/** Scores one entry's gameweek for display. */
export function scoreEvent(
  payload: EntryEventPicks,
  results: ElementEventResults,
  settings: GameSettings,
  finished: boolean,
): EventScore {
  const result = (element: number) => results[element] ?? { points: 0, played: false };
  const cost = payload.entry_history.event_transfers_cost;
  if (!finished) {
    const picks = payload.picks.map((p) => ({ ...p, ...result(p.element) }));
    const points = picks.reduce((sum, p) => sum + p.points * p.multiplier, 0);
    return { picks, automaticSubs: payload.automatic_subs, points, netPoints: points - cost };
  }
  const frozen = payload.picks.map((p) => ({ ...p, multiplier: 0 }) as TeamPick);
  const score = entryEventPoints({
    picks: frozen,
    results,
    chip: payload.active_chip as ChipName | null,
    transfersCost: cost,
    settings,
  });
  return {
    picks: score.picks
      .map((p) => ({ ...p, ...result(p.element) }))
      .sort((a, b) => a.position - b.position),
    automaticSubs: score.automatic_subs.map((s) => ({ ...s })),
    points: score.points,
    netPoints: score.net_points,
  };
}
