// The demo population: managers with names, habits, a first squad of 15 and their first picks.
import {
  autoPick,
  emptySquad,
  squadMembers,
  type ElementId,
  type Money,
  type OwnedElement,
  type TeamId,
} from '@ofl/engine';
import { buildSquad } from './build-squad';
import { chooseLineup } from './choose-lineup';
import { drawHabits } from './habits';
import { personName, teamName, uniqueName } from './manager-names';
import { marketFor, type GameweekMarket, type MarketEntry } from './market';
import { seedStream } from './seed-stream';
import type { CreateManagersOptions, SimManager } from './types';

/** Share of managers who support no club. */
const NO_CLUB = 0.08;

const owned = (e: MarketEntry): OwnedElement => ({
  element: e.id as ElementId,
  element_type: e.type,
  team: e.team as TeamId,
  purchase_price: e.price,
});

/** Auto Pick's squad, for the rare manager whose own plan cannot be completed. */
function fallbackSquad(
  options: CreateManagersOptions,
  market: GameweekMarket,
  budget: Money,
): OwnedElement[] {
  const candidates = [...market.ranked.values()].flat().map((e) => ({
    id: e.id as ElementId,
    element_type: e.type,
    team: e.team as TeamId,
    now_cost: e.price,
    form: e.score,
    status: 'a',
    web_name: '',
  }));
  const result = autoPick(emptySquad(options.settings), {
    settings: options.settings,
    budget,
    candidates,
  });
  if (!result.complete) {
    throw new Error('no valid squad can be built from these players and budget');
  }
  return squadMembers(result.slots).map((m) => ({
    element: m.element,
    element_type: m.element_type,
    team: m.team,
    purchase_price: m.price,
  }));
}

/**
 * `count` managers from a seed: the same seed, players and count always give the same managers,
 * and manager i is the same whatever the count. Each squad is valid (15 players, the budget, the
 * club limit) and bought at current prices; the picks are a valid eleven with both armbands.
 */
export function createManagers(options: CreateManagersOptions): SimManager[] {
  const { seed, count, settings } = options;
  const budget = options.budget ?? (settings.squad_total_spend as Money);
  const market = marketFor(options.event ?? 1, options.elements, options.fixtures ?? []);
  const clubName = new Map(options.teams.map((t) => [t.id, t.name]));
  const taken = new Set<string>();
  const managers: SimManager[] = [];
  for (let i = 0; i < count; i++) {
    const rng = seedStream(seed, i);
    const person = personName(rng);
    const favourite =
      options.teams.length > 0 && rng.next() >= NO_CLUB
        ? options.teams[Math.floor(rng.next() * options.teams.length)]!.id
        : null;
    const habits = drawHabits(rng);
    const name = uniqueName(
      teamName(rng, person, favourite === null ? null : (clubName.get(favourite) ?? null)),
      taken,
    );
    const built = buildSquad(rng, market, settings, budget, {
      template: habits.template,
      favouriteTeam: favourite,
    });
    const squad = built ? built.map(owned) : fallbackSquad(options, market, budget);
    const spent = squad.reduce((s, p) => s + p.purchase_price, 0);
    managers.push({
      name,
      player_first_name: person.first,
      player_last_name: person.last,
      favourite_team: favourite,
      habits,
      squad,
      bank: (budget - spent) as Money,
      picks: chooseLineup(rng, squad, market, settings, habits.template, null),
    });
  }
  return managers;
}
