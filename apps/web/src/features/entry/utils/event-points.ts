// The points page's sums. Once a gameweek is finished the engine scores the frozen picks exactly
// as the server did (automatic substitutions, armband, multipliers), so the page and the
// server's entry_history agree by construction. While matches are on, each pick scores his live
// points times the multiplier frozen at the deadline, but for the provisional substitutions the
// server reports (a starter whose matches are over without him): those are played on the
// pitch as the server counts them, so the pitch adds up to the live total.
import { entryEventPoints, resolveMultipliers } from '@ofl/engine/picks';
import type { ChipName, ElementEventResults, GameSettings, TeamPick } from '@ofl/engine';
import type { LiveStats } from '@ofl/api';

import type { EntryEventPicks, EventPick } from '../api/get-entry-event-picks';

/** A pick with what he scored this gameweek. */
export type ScoredPick = EventPick & {
  /** His own points, before the multiplier. */
  points: number;
  played: boolean;
};

type Sub = { element_in: number; element_out: number };

/** The picks as they finally stand, the substitutions made and the gameweek's points. */
export type EventScore = {
  picks: ScoredPick[];
  automaticSubs: Sub[];
  /** Whether the substitutions are the live gameweek's provisional ones. */
  provisional: boolean;
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

/**
 * The live picks with the provisional substitutions made: the one coming on takes the starter's
 * position and the starter his, then the armband and multipliers are the engine's, counting as
 * played everyone whose matches are still to finish (as the server's live scoring does), never
 * a starter taken off.
 */
function substitute(
  picks: readonly ScoredPick[],
  subs: readonly Sub[],
  chip: string | null,
  settings: GameSettings,
  stillToPlay: (element: number) => boolean,
): ScoredPick[] {
  const lineup = [...picks];
  for (const sub of subs) {
    const i = lineup.findIndex((p) => p.element === sub.element_out);
    const j = lineup.findIndex((p) => p.element === sub.element_in);
    if (i < 0 || j < 0) continue;
    const [out, into] = [lineup[i]!, lineup[j]!];
    lineup[i] = { ...into, position: out.position };
    lineup[j] = { ...out, position: into.position };
  }
  const off = new Set(subs.map((s) => s.element_out));
  const played: ElementEventResults = Object.fromEntries(
    lineup.map((p) => [
      p.element,
      { points: p.points, played: p.played || (!off.has(p.element) && stillToPlay(p.element)) },
    ]),
  );
  const multipliers = new Map(
    resolveMultipliers(
      lineup as unknown as TeamPick[],
      played,
      settings,
      chip as ChipName | null,
    ).map((p) => [p.element as number, p.multiplier]),
  );
  return lineup
    .map((p) => ({ ...p, multiplier: multipliers.get(p.element) ?? 0 }))
    .sort((a, b) => a.position - b.position);
}

/**
 * Scores one entry's gameweek for display. `stillToPlay` says whose matches of a live gameweek
 * are not all over yet; until the fixtures are in, everyone's are taken to be, so the armband
 * stays where it was saved.
 */
export function scoreEvent(
  payload: EntryEventPicks,
  results: ElementEventResults,
  settings: GameSettings,
  finished: boolean,
  stillToPlay: (element: number) => boolean = () => true,
): EventScore {
  const result = (element: number) => results[element] ?? { points: 0, played: false };
  const cost = payload.entry_history.event_transfers_cost;
  if (!finished) {
    const provisional = payload.provisional_automatic_subs ?? [];
    const live = payload.picks.map((p) => ({ ...p, ...result(p.element) }));
    const picks =
      provisional.length > 0
        ? substitute(live, provisional, payload.active_chip, settings, stillToPlay)
        : live;
    const points = picks.reduce((sum, p) => sum + p.points * p.multiplier, 0);
    return {
      picks,
      automaticSubs:
        provisional.length > 0
          ? provisional.map(({ element_in, element_out }) => ({ element_in, element_out }))
          : payload.automatic_subs,
      provisional: provisional.length > 0,
      points,
      netPoints: points - cost,
    };
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
    provisional: false,
    points: score.points,
    netPoints: score.net_points,
  };
}
