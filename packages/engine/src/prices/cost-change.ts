import type { Money } from '../types';

// The four cost_change_* fields of an element (api-shapes §3). The *_fall twins are the same change
// with the sign flipped, which is how FPL sends them (start +7 -> start_fall -7).

/** The cost change bookkeeping of one player, in tenths. */
export interface CostChanges {
  costChangeEvent: number;
  costChangeEventFall: number;
  costChangeStart: number;
  costChangeStartFall: number;
}

/** The change since a reference price (the season start or the gameweek's start), in tenths. */
export function costChangeSince(nowCost: Money, referenceCost: Money): number {
  return nowCost - referenceCost;
}

/** All four cost_change_* fields from the price now, at the season start and at the event start. */
export function costChanges(nowCost: Money, startCost: Money, eventStartCost: Money): CostChanges {
  const event = costChangeSince(nowCost, eventStartCost);
  const start = costChangeSince(nowCost, startCost);
  return {
    costChangeEvent: event,
    costChangeEventFall: -event || 0,
    costChangeStart: start,
    costChangeStartFall: -start || 0,
  };
}
