// Automatic substitutions at the end of a gameweek (game-rules §3.4).
import type { ChipName } from '../chips/types';
import type { GameSettings } from '../game-settings';
import { GOALKEEPER } from '../types';
import { isValidFormation } from './formation';
import { sortByPosition, isBenched, isStarter } from './lineup';
import type { AutomaticSub, ElementEventResults, TeamPick } from './types';

/** The picks after the substitutions, and the substitutions made in order. */
export interface AutoSubstitution<P extends TeamPick> {
  readonly picks: P[];
  readonly automatic_subs: AutomaticSub[];
}

/**
 * Brings on bench players for starters who did not play. Under Bench Boost nobody moves: all
 * fifteen score anyway. The goalkeeper is replaced only by the bench goalkeeper, and only if he
 * played. Then each outfield starter who did not play, in ascending position (the documented
 * community order, game-rules §12.2), gets the first outfield bench player in bench order who
 * played, is not already used and keeps the eleven a valid formation; if none fits he stays.
 * The incoming player takes the starter's position, the starter goes to the bench slot. Flags do
 * not move (the armband never passes to a substitute); multipliers are set by `resolveMultipliers`.
 */
export function autoSubstitute<P extends TeamPick>(
  picks: readonly P[],
  results: ElementEventResults,
  settings: GameSettings,
  chip?: ChipName | null,
): AutoSubstitution<P> {
  if (chip === 'bboost') return { picks: sortByPosition(picks), automatic_subs: [] };
  const played = (p: TeamPick): boolean => results[p.element]?.played === true;
  const lineup = sortByPosition(picks);
  const subs: AutomaticSub[] = [];
  const swap = (out: P, into: P): void => {
    const i = lineup.indexOf(out);
    const j = lineup.indexOf(into);
    lineup[i] = { ...into, position: out.position };
    lineup[j] = { ...out, position: into.position };
    subs.push({ element_in: into.element, element_out: out.element });
  };

  const keeper = lineup.find((p) => isStarter(p, settings) && p.element_type === GOALKEEPER);
  const reserve = lineup.find((p) => isBenched(p, settings) && p.element_type === GOALKEEPER);
  if (keeper && reserve && !played(keeper) && played(reserve)) swap(keeper, reserve);

  const bench = lineup.filter((p) => isBenched(p, settings) && p.element_type !== GOALKEEPER);
  const used = new Set<P>();
  const outfield = lineup.filter((p) => isStarter(p, settings) && p.element_type !== GOALKEEPER);
  for (const starter of outfield) {
    if (played(starter)) continue;
    const others = lineup
      .filter((p) => isStarter(p, settings) && p !== starter)
      .map((p) => p.element_type);
    const sub = bench.find(
      (b) => !used.has(b) && played(b) && isValidFormation([...others, b.element_type], settings),
    );
    if (!sub) continue;
    used.add(sub);
    swap(starter, sub);
  }
  return { picks: sortByPosition(lineup), automatic_subs: subs };
}
