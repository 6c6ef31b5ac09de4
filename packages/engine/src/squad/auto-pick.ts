// Auto Pick (SPEC §5): fill only the empty slots, each with the best available player that fits.
import type { GameSettings } from '../game-settings';
import type { ElementId, ElementTypeId, Money, Rng, TeamId } from '../types';
import { MANAGER } from '../types';
import { squadSlotTypes } from './slots';
import { remainingBudget, teamLimitFor } from './squad-issues';
import type { SquadMember, SquadSlots } from './types';

/** A player Auto Pick may choose, with the bootstrap fields it reads. */
export interface AutoPickCandidate {
  readonly id: ElementId;
  readonly element_type: ElementTypeId;
  readonly team: TeamId;
  readonly now_cost: Money;
  /** FPL sends form as a string; the caller parses it. */
  readonly form: number;
  /** FPL availability: only 'a' (available) is picked. */
  readonly status: string;
  readonly can_select?: boolean;
  readonly web_name: string;
}

/** What Auto Pick needs besides the slots. */
export interface AutoPickContext {
  readonly settings: GameSettings;
  readonly budget: Money;
  readonly candidates: readonly AutoPickCandidate[];
  readonly chip?: string | null;
  /** The manager slot is filled only while the Assistant Manager chip is active. */
  readonly managerChipActive?: boolean;
  /**
   * Breaks ties of form and price at random (SPEC §5), so two new managers' squads differ;
   * without it the lower id wins, so reruns agree.
   */
  readonly random?: Rng;
}

/** The filled squad, the slots filled, and whether every targeted slot found a player. */
export interface AutoPickResult {
  readonly slots: SquadSlots;
  readonly filled: readonly number[];
  readonly complete: boolean;
  /** 'Failed to autocomplete' when some slot stayed empty, else null. */
  readonly message: string | null;
}

/**
 * Fills the empty slots in slot order. Each slot may spend at most an equal share of the money
 * left over the slots still empty, so the squad can never end up over budget. Among the players
 * of the right type who are available, not yet in the squad and within the club limit, the best
 * form wins, then the higher price (the stronger player); players equal on both are drawn at
 * random from `context.random`, else the lower id wins.
 */
export function autoPick(slots: SquadSlots, context: AutoPickContext): AutoPickResult {
  const types = squadSlotTypes(context.settings);
  const targets = types.flatMap((t, i) =>
    (slots[i] ?? null) === null && (t !== MANAGER || context.managerChipActive) ? [i] : [],
  );
  const limit = teamLimitFor(context.settings, context.chip);
  const next = types.map((_, i) => slots[i] ?? null);
  const filled: number[] = [];
  targets.forEach((index, n) => {
    const left = targets.length - n;
    const share = Math.floor(remainingBudget(next, context.budget) / left);
    const choice = bestCandidate(
      next,
      types[index]!,
      share,
      limit,
      context.candidates,
      context.random,
    );
    if (choice) {
      next[index] = candidateMember(choice);
      filled.push(index + 1);
    }
  });
  const complete = filled.length === targets.length;
  return { slots: next, filled, complete, message: complete ? null : 'Failed to autocomplete' };
}

/** Whether Auto Pick would fill at least one slot (the button is enabled only then). */
export function canAutoPick(slots: SquadSlots, context: AutoPickContext): boolean {
  return autoPick(slots, context).filled.length > 0;
}

function bestCandidate(
  slots: readonly (SquadMember | null)[],
  type: ElementTypeId,
  share: number,
  limit: number,
  candidates: readonly AutoPickCandidate[],
  random: Rng | undefined,
): AutoPickCandidate | undefined {
  const inSquad = new Set(slots.map((m) => m?.element));
  const perClub = new Map<TeamId, number>();
  for (const m of slots) if (m) perClub.set(m.team, (perClub.get(m.team) ?? 0) + 1);
  let best: AutoPickCandidate | undefined;
  // How many players tie with the best so far: each replaces it with chance 1 / ties, so every
  // one of them is equally likely to be chosen (reservoir sampling).
  let ties = 0;
  for (const c of candidates) {
    if (c.element_type !== type || c.status !== 'a' || c.can_select === false) continue;
    if (inSquad.has(c.id) || (perClub.get(c.team) ?? 0) >= limit || c.now_cost > share) continue;
    const order = best ? compare(c, best) : 1;
    if (order > 0) {
      best = c;
      ties = 1;
    } else if (order === 0) {
      ties += 1;
      if (random ? random.next() * ties < 1 : c.id < best!.id) best = c;
    }
  }
  return best;
}

/** Positive when `a` is the better pick by form, then price; 0 when they are equal on both. */
function compare(a: AutoPickCandidate, b: AutoPickCandidate): number {
  if (a.form !== b.form) return a.form - b.form;
  return a.now_cost - b.now_cost;
}

/** A candidate as a member of the squad, bought at today's price. */
export function candidateMember(c: AutoPickCandidate): SquadMember {
  return {
    element: c.id,
    element_type: c.element_type,
    team: c.team,
    price: c.now_cost,
    web_name: c.web_name,
  };
}
