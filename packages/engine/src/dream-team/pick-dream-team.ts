import type { GameSettings } from '../game-settings';
import { DEFAULT_GAME_SETTINGS, playingElementTypes } from '../game-settings';
import type { ElementId, ElementTypeId } from '../types';

// Team of the week (game rules §8): the highest-scoring 11 players forming a valid XI, 1 GK,
// 3-5 DEF, 2-5 MID, 1-3 FWD, read from the game settings' squad_min_play / squad_max_play as the
// picks check reads them. The season team is the same pick over season totals. Equal scorers are
// undocumented (§12.6): higher BPS first, then the lower element id. Assistant Managers never play,
// so they are never in it.
// Why greedy is best: a position's picks are always its top players, so the XI is each position's
// minimum, then the best remaining players overall while their position has room.

/** A player's score for the period, with BPS to break ties. */
export interface DreamTeamCandidate {
  element: ElementId;
  elementType: ElementTypeId;
  points: number;
  bps?: number;
}

/** One place of the dream team; position is 1-11 in formation order, GK first. */
export interface DreamTeamPlace {
  element: ElementId;
  points: number;
  position: number;
}

/** The dream team with its top player (dream-team/{event}/). */
export interface DreamTeam {
  team: DreamTeamPlace[];
  topPlayer: { id: ElementId; points: number };
}

function better(a: DreamTeamCandidate, b: DreamTeamCandidate): number {
  return b.points - a.points || (b.bps ?? 0) - (a.bps ?? 0) || a.element - b.element;
}

/** The best valid XI in formation order, or null when the players cannot fill one. */
export function pickDreamTeam(
  candidates: readonly DreamTeamCandidate[],
  settings: GameSettings = DEFAULT_GAME_SETTINGS,
): DreamTeam | null {
  const byType = playingElementTypes(settings).map((type) => ({
    type,
    players: candidates.filter((c) => c.elementType === type.id).sort(better),
    taken: type.squad_min_play,
  }));
  if (byType.some((t) => t.players.length < t.type.squad_min_play)) return null;
  let picked = byType.reduce((n, t) => n + t.taken, 0);
  while (picked < settings.squad_squadplay) {
    const next = byType
      .filter((t) => t.taken < t.type.squad_max_play && t.taken < t.players.length)
      .sort((a, b) => better(a.players[a.taken]!, b.players[b.taken]!))[0];
    if (!next) return null;
    next.taken++;
    picked++;
  }
  const chosen = byType.flatMap((t) => t.players.slice(0, t.taken));
  const team = chosen.map((c, i) => ({ element: c.element, points: c.points, position: i + 1 }));
  const top = [...chosen].sort(better)[0]!;
  return { team, topPlayer: { id: top.element, points: top.points } };
}

/** dreamteam_count: how many of the given dream teams each player was in. */
export function dreamTeamCounts(teams: readonly DreamTeam[]): Map<ElementId, number> {
  const counts = new Map<ElementId, number>();
  for (const t of teams) {
    for (const p of t.team) counts.set(p.element, (counts.get(p.element) ?? 0) + 1);
  }
  return counts;
}
