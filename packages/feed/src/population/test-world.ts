// A small moving world for the population's tests: the demo season's players, whose form,
// points and fitness change from week to week, and a minimal deadline loop that applies plans
// the way the runner does (free transfers roll over, Free Hit squads come back, chips are spent).
import {
  CHIPS_2025_26,
  DEFAULT_GAME_SETTINGS,
  chipStatus,
  nextFreeTransfers,
  type ChipPlay,
  type Money,
  type OwnedElement,
} from '@ofl/engine';
import { seasonFor } from '../generator/test-season';
import type { DemoSeason } from '../generator/types';
import { seedStream } from './seed-stream';
import type { ChipWindow, GameweekPlan, PopulationElement, SimManager } from './types';
import { planGameweek } from './plan-gameweek';

/** A player of the test world with the figures that move. */
export interface WorldElement extends PopulationElement {
  total_points: number;
  form: number;
  status: string;
  chance_of_playing_next_round: number | null;
  selected_by_percent: number;
}

/** The demo season's players (no head coaches), with nothing scored yet. */
export function worldElements(season: DemoSeason): WorldElement[] {
  return season.elements
    .filter((e) => e.element_type !== 5)
    .map((e) => ({
      ...e,
      total_points: 0,
      form: 0,
      chance_of_playing_next_round: null,
      selected_by_percent: 0,
    }));
}

/** One week of football: points from hidden quality, a few knocks, ownership from the squads. */
export function playWeek(
  seed: number,
  event: number,
  season: DemoSeason,
  elements: readonly WorldElement[],
  squads: readonly (readonly OwnedElement[])[],
): WorldElement[] {
  const rng = seedStream(seed, 10_000 + event);
  const owners = new Map<number, number>();
  for (const squad of squads) {
    for (const p of squad) owners.set(p.element, (owners.get(p.element) ?? 0) + 1);
  }
  const quality = new Map(season.elements.map((e) => [e.id, e.quality]));
  return elements.map((e) => {
    const plays = rng.next() < 0.75 && e.status !== 'i';
    const points = plays ? Math.round(1 + (quality.get(e.id) ?? 0.3) * 6 * rng.next() * 2) : 0;
    const roll = rng.next();
    const status =
      roll < 0.03 ? 'i' : roll < 0.05 ? 'd' : e.status === 'i' && roll < 0.5 ? 'i' : 'a';
    return {
      ...e,
      total_points: e.total_points + points,
      form: Math.round(((e.form * 3 + points) / 4) * 10) / 10,
      status,
      chance_of_playing_next_round: status === 'd' ? 50 : status === 'i' ? 0 : null,
      selected_by_percent:
        Math.round(((owners.get(e.id) ?? 0) / Math.max(1, squads.length)) * 1000) / 10,
    };
  });
}

/** A manager between deadlines, as the runner keeps him. */
export interface ManagerState {
  readonly manager: SimManager;
  squad: OwnedElement[];
  bank: Money;
  freeTransfers: number | null;
  plays: ChipPlay[];
  /** The squad and bank to restore after a Free Hit week. */
  restore: { squad: OwnedElement[]; bank: Money } | null;
}

/** The start of the season for each manager: first squad, unlimited transfers, no chips played. */
export function startStates(managers: readonly SimManager[]): ManagerState[] {
  return managers.map((manager) => ({
    manager,
    squad: manager.squad,
    bank: manager.bank,
    freeTransfers: null,
    plays: [],
    restore: null,
  }));
}

/** The chips an entry may play this gameweek, as the runner asks the engine. */
export function chipsAvailable(state: ManagerState, event: number): ChipWindow[] {
  const ctx = { event, plays: state.plays, startedEvent: 1, definitions: CHIPS_2025_26 };
  return CHIPS_2025_26.filter((d) => chipStatus(d, ctx) === 'available');
}

/** Plans one deadline for every manager and applies the plans; returns the plans. */
export function runDeadline(
  seed: number,
  event: number,
  states: ManagerState[],
  elements: readonly WorldElement[],
  season: DemoSeason,
): GameweekPlan[] {
  const fixtures = season.fixtures.filter((f) => f.event === event);
  return states.map((state, i) => {
    if (state.restore) {
      state.squad = state.restore.squad;
      state.bank = state.restore.bank;
      state.restore = null;
    }
    const plan = planGameweek({
      seed: seed * 100_003 + i,
      manager: state.manager,
      squad: state.squad,
      bank: state.bank,
      freeTransfers: state.freeTransfers,
      event,
      elements,
      fixtures,
      chipsAvailable: chipsAvailable(state, event),
      settings: DEFAULT_GAME_SETTINGS,
    });
    if (plan.chip === 'freehit') state.restore = { squad: state.squad, bank: state.bank };
    if (plan.chip) state.plays.push({ name: plan.chip, event });
    state.freeTransfers = nextFreeTransfers(
      state.freeTransfers,
      plan.transfers.length,
      DEFAULT_GAME_SETTINGS,
      plan.chip,
    );
    state.squad = plan.squad;
    state.bank = plan.bank;
    return plan;
  });
}

export { seasonFor };
