import { DEFAULT_GAME_SETTINGS, type Money } from '@ofl/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seasonFor } from '../generator/test-season';
import { squadAndPicksViolations } from './check-squad';
import { createManagers } from './create-managers';
import { TEAM_NAME_MAX } from './manager-names';
import { worldElements } from './test-world';

const season = seasonFor(11);
const elements = worldElements(season);
const base = { elements, teams: season.teams, settings: DEFAULT_GAME_SETTINGS };

describe('createManagers', () => {
  const managers = createManagers({ ...base, seed: 5, count: 2000, fixtures: season.fixtures });

  it('gives every manager a valid squad within the budget and a valid eleven', () => {
    for (const m of managers) {
      expect(
        squadAndPicksViolations(m.squad, m.picks, DEFAULT_GAME_SETTINGS, 1000 as Money),
      ).toEqual([]);
      const spent = m.squad.reduce((s, p) => s + p.purchase_price, 0);
      expect(m.bank).toBe(1000 - spent);
      expect(m.bank).toBeGreaterThanOrEqual(0);
    }
  });

  it('builds valid squads for any seed and for tighter budgets', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 800, max: 1100 }), (seed, budget) => {
        for (const m of createManagers({ ...base, seed, count: 3, budget: budget as Money })) {
          expect(
            squadAndPicksViolations(m.squad, m.picks, DEFAULT_GAME_SETTINGS, budget as Money),
          ).toEqual([]);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('concentrates ownership as in the real game: the most owned at 40-60%, a long tail', () => {
    const owners = new Map<number, number>();
    for (const m of managers) {
      for (const p of m.squad) owners.set(p.element, (owners.get(p.element) ?? 0) + 1);
    }
    const shares = [...owners.values()].map((n) => n / managers.length).sort((a, b) => b - a);
    expect(shares[0]).toBeGreaterThanOrEqual(0.4);
    expect(shares[0]).toBeLessThanOrEqual(0.6);
    expect(owners.size).toBeGreaterThan(120);
    expect(shares.filter((s) => s < 0.05).length).toBeGreaterThan(50);
  });

  it('names every team uniquely within the length limit, with varied people and habits', () => {
    const names = managers.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Math.max(...names.map((n) => n.length))).toBeLessThanOrEqual(TEAM_NAME_MAX);
    expect(new Set(managers.map((m) => m.player_last_name)).size).toBeGreaterThan(100);
    expect(new Set(managers.map((m) => m.habits.chipTiming))).toEqual(
      new Set(['early', 'planner', 'late']),
    );
    const supporters = managers.filter((m) => m.favourite_team !== null).length;
    expect(supporters / managers.length).toBeGreaterThan(0.85);
  });

  it('is the same for the same seed, and manager i does not depend on the count', () => {
    const small = createManagers({ ...base, seed: 5, count: 20, fixtures: season.fixtures });
    expect(small).toEqual(managers.slice(0, 20));
    const other = createManagers({ ...base, seed: 6, count: 20, fixtures: season.fixtures });
    expect(other.map((m) => m.name)).not.toEqual(small.map((m) => m.name));
  });

  it('picks from points and form once a season is under way', () => {
    // One cheap midfielder in great form: the crowd buys him.
    const star = elements.find((e) => e.element_type === 3 && e.now_cost <= 50)!;
    const inForm = elements.map((e) =>
      e.id === star.id ? { ...e, form: 12, total_points: 90 } : { ...e, form: 2, total_points: 20 },
    );
    const crowd = createManagers({ ...base, elements: inForm, seed: 9, count: 300, event: 10 });
    const owners = crowd.filter((m) => m.squad.some((p) => p.element === star.id)).length;
    expect(owners / crowd.length).toBeGreaterThan(0.6);
  });
});
