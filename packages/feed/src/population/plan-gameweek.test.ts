import { DEFAULT_GAME_SETTINGS, CHIPS_2025_26, validateTransfers, type Money } from '@ofl/engine';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { squadAndPicksViolations } from './check-squad';
import { createManagers } from './create-managers';
import { marketFor } from './market';
import { planGameweek } from './plan-gameweek';
import {
  chipsAvailable,
  playWeek,
  runDeadline,
  seasonFor,
  startStates,
  worldElements,
  type ManagerState,
} from './test-world';

const settings = DEFAULT_GAME_SETTINGS;
const season = seasonFor(3);

// A world six gameweeks in: prices as generated, form and injuries moving, squads changed.
function worldAt(event: number, count: number) {
  let elements = worldElements(season);
  const managers = createManagers({ seed: 4, count, elements, teams: season.teams, settings });
  const states = startStates(managers);
  for (let gw = 1; gw < event; gw++) {
    runDeadline(8, gw, states, elements, season);
    elements = playWeek(
      8,
      gw,
      season,
      elements,
      states.map((s) => s.squad),
    );
  }
  return { elements, states };
}

const world = worldAt(6, 200);
const fixtures = season.fixtures.filter((f) => f.event === 6);

const inputFor = (state: ManagerState, seed: number, overrides: object = {}) => ({
  seed,
  manager: state.manager,
  squad: state.squad,
  bank: state.bank,
  freeTransfers: state.freeTransfers,
  event: 6,
  elements: world.elements,
  fixtures,
  chipsAvailable: chipsAvailable(state, 6),
  settings,
  ...overrides,
});

describe('planGameweek', () => {
  it('always gives transfers, a squad and picks that pass the engine checks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: world.states.length - 1 }),
        fc.integer(),
        fc.constantFrom(null, 0, 1, 2, 5),
        fc.constantFrom(null, 'wildcard', 'freehit', 'bboost', '3xc'),
        (index, seed, freeTransfers, only) => {
          const state = world.states[index]!;
          const chips = CHIPS_2025_26.filter((c) => c.name === only && c.start_event <= 6);
          const input = inputFor(state, seed, { freeTransfers, chipsAvailable: chips });
          const plan = planGameweek(input);
          const market = marketFor(6, world.elements, fixtures);
          const check = validateTransfers(plan.transfers, {
            squad: state.squad,
            elements: market.marketElements,
            bank: state.bank,
            made: 0,
            limit: freeTransfers,
            chip: plan.chip,
            settings,
          });
          expect(check.violations).toEqual([]);
          expect(plan.squad).toEqual(check.squad);
          expect(plan.bank).toBe(check.bank);
          expect(plan.cost).toBe(check.cost);
          const budget = (plan.bank +
            plan.squad.reduce((s, p) => s + p.purchase_price, 0)) as Money;
          expect(squadAndPicksViolations(plan.squad, plan.picks, settings, budget)).toEqual([]);
          expect(plan.bank).toBeGreaterThanOrEqual(0);
          if (plan.chip) expect(chips.map((c) => c.name)).toContain(plan.chip);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is the same plan for the same input', () => {
    const state = world.states[7]!;
    expect(planGameweek(inputFor(state, 42))).toEqual(planGameweek(inputFor(state, 42)));
  });

  it('benches the injured and never captains them when fit players can start', () => {
    for (const [i, state] of world.states.entries()) {
      const plan = planGameweek(inputFor(state, i));
      const market = marketFor(6, world.elements, fixtures);
      const flagged = (id: number) => market.byId.get(id)?.flagged ?? true;
      const captain = plan.picks.find((p) => p.is_captain)!;
      expect(flagged(captain.element)).toBe(false);
      const fitBench = plan.picks.filter((p) => p.position > 12 && !flagged(p.element));
      const flaggedStarters = plan.picks.filter((p) => p.position <= 11 && flagged(p.element));
      // A flagged starter is only there when no fit bench player of a usable position is left.
      if (flaggedStarters.length > 0) {
        for (const s of flaggedStarters) {
          expect(fitBench.some((b) => b.element_type === s.element_type)).toBe(false);
        }
      }
    }
  });

  it('plays a chip only when it is available, and Triple Captain triples the captain', () => {
    const state = world.states[3]!;
    const none = planGameweek(inputFor(state, 1, { chipsAvailable: [] }));
    expect(none.chip).toBeNull();
    const lastWeek = [{ name: '3xc' as const, start_event: 1, stop_event: 6 }];
    const plays = [0, 1, 2, 3, 4, 5, 6, 7].map((seed) =>
      planGameweek(inputFor(state, seed, { chipsAvailable: lastWeek })),
    );
    const tripled = plays.filter((p) => p.chip === '3xc');
    expect(tripled.length).toBeGreaterThan(4);
    for (const p of tripled) expect(p.picks.find((x) => x.is_captain)?.multiplier).toBe(3);
  });

  it('rebuilds many players on a Wildcard without a points cost', () => {
    const wildcard = [{ name: 'wildcard' as const, start_event: 2, stop_event: 6 }];
    const plans = world.states
      .slice(0, 40)
      .map((s, i) => planGameweek(inputFor(s, i, { chipsAvailable: wildcard, freeTransfers: 1 })));
    const played = plans.filter((p) => p.chip === 'wildcard');
    expect(played.length).toBeGreaterThan(20);
    expect(Math.max(...played.map((p) => p.transfers.length))).toBeGreaterThanOrEqual(5);
    expect(played.every((p) => p.cost === 0)).toBe(true);
  });
});

interface WeekFigures {
  transfers: number;
  hits: number;
  chips: number;
  topCaptain: number;
}

/** 1,000 managers through GW1-21, as the runner would move them, with what each week showed. */
function simulateHalfSeason() {
  const count = 1000;
  let elements = worldElements(season);
  const managers = createManagers({
    seed: 21,
    count,
    elements,
    teams: season.teams,
    settings,
    fixtures: season.fixtures,
  });
  const states = startStates(managers);
  const weeks: WeekFigures[] = [];
  const problems: string[] = [];
  for (let gw = 1; gw <= 21; gw++) {
    // The runner lets a chip through only when the engine allows it; so must the plans.
    const available = states.map((state) => chipsAvailable(state, gw).map((c) => c.name));
    const plans = runDeadline(33, gw, states, elements, season);
    const captains = new Map<number, number>();
    plans.forEach((p, i) => {
      if (p.chip && !available[i]!.includes(p.chip)) {
        problems.push(`gw${gw} #${i}: ${p.chip} unavailable`);
      }
      const budget = (p.bank + p.squad.reduce((sum, x) => sum + x.purchase_price, 0)) as Money;
      const broken = squadAndPicksViolations(p.squad, p.picks, settings, budget);
      if (broken.length > 0) {
        problems.push(`gw${gw} #${i}: ${broken.map((v) => v.code).join(', ')}`);
      }
      const c = p.picks.find((x) => x.is_captain)!.element;
      captains.set(c, (captains.get(c) ?? 0) + 1);
    });
    const counted = plans.filter((p) => p.chip !== 'wildcard' && p.chip !== 'freehit');
    weeks.push({
      transfers: counted.reduce((sum, p) => sum + p.transfers.length, 0) / count,
      hits: plans.filter((p) => p.cost > 0).length / count,
      chips: plans.filter((p) => p.chip).length / count,
      topCaptain: Math.max(...captains.values()) / count,
    });
    elements = playWeek(
      33,
      gw,
      season,
      elements,
      states.map((st) => st.squad),
    );
  }
  return { count, states, weeks, problems };
}

describe('a simulated first half season', () => {
  let run: ReturnType<typeof simulateHalfSeason>;
  beforeAll(() => {
    run = simulateHalfSeason();
  }, 60_000);

  it('keeps every squad and eleven valid and plays only available chips', () => {
    expect(run.problems).toEqual([]);
  });

  const mean = (f: (w: WeekFigures) => number) =>
    run.weeks.slice(1).reduce((s, w) => s + f(w), 0) / (run.weeks.length - 1);

  it('makes about one transfer a week on average, with a few hits', () => {
    expect(run.weeks[0]!.transfers).toBeLessThan(0.1);
    expect(mean((w) => w.transfers)).toBeGreaterThan(0.5);
    expect(mean((w) => w.transfers)).toBeLessThan(1.3);
    expect(mean((w) => w.hits)).toBeGreaterThan(0.005);
    expect(mean((w) => w.hits)).toBeLessThan(0.1);
  });

  it('plays each chip once per window, most of them before the window closes', () => {
    for (const state of run.states) {
      const halves = [
        state.plays.filter((p) => Number(p.event) <= 19),
        state.plays.filter((p) => Number(p.event) >= 20),
      ];
      for (const half of halves) expect(new Set(half.map((p) => p.name)).size).toBe(half.length);
      expect(new Set(state.plays.map((p) => p.event)).size).toBe(state.plays.length);
    }
    const firstHalf = run.states.flatMap((s) => s.plays.filter((p) => Number(p.event) <= 19));
    expect(firstHalf.length / run.count).toBeGreaterThan(2.5);
    expect(Math.max(...run.weeks.map((w) => w.chips))).toBeLessThan(0.9);
  });

  it('mostly agrees on the captain without everyone choosing the same one', () => {
    expect(mean((w) => w.topCaptain)).toBeGreaterThan(0.2);
    expect(mean((w) => w.topCaptain)).toBeLessThan(0.8);
  });
});
