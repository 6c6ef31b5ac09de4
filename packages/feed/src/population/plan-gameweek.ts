// One simulated manager's decisions before a deadline: chip, transfers, eleven and armbands.
import { seedStream } from './seed-stream';
import { chooseLineup } from './choose-lineup';
import { marketFor } from './market';
import { planChip } from './plan-chip';
import { planTransfers } from './plan-transfers';
import type { GameweekPlan, PlanGameweekInput } from './types';

/**
 * Plans a gameweek for one manager. Pure and seeded: the same input gives the same plan. The
 * per-gameweek rankings are built once for the `elements` and `fixtures` arrays passed, so the
 * runner should pass the same arrays for every manager of a gameweek.
 */
export function planGameweek(input: PlanGameweekInput): GameweekPlan {
  const { manager, settings, event } = input;
  const rng = seedStream(input.seed, event);
  const market = marketFor(event, input.elements, input.fixtures);
  let chip = planChip(rng, {
    event,
    squad: input.squad,
    chipsAvailable: input.chipsAvailable,
    habits: manager.habits,
    market,
  });
  const context = {
    squad: input.squad,
    bank: input.bank,
    freeTransfers: input.freeTransfers,
    habits: manager.habits,
    favouriteTeam: manager.favourite_team,
    market,
    settings,
  };
  let plan = planTransfers(rng, { ...context, chip });
  if ((chip === 'wildcard' || chip === 'freehit') && plan.transfers.length === 0) {
    // A rebuild that found nothing to change is not worth the chip.
    chip = null;
    plan = planTransfers(rng, { ...context, chip });
  }
  const squad = plan.outcome.squad;
  return {
    chip,
    transfers: plan.transfers,
    squad,
    bank: plan.outcome.bank,
    cost: plan.outcome.cost,
    picks: chooseLineup(rng, squad, market, settings, manager.habits.template, chip),
  };
}
