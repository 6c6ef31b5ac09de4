import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS, GAME_SETTINGS_2024_25 } from '../game-settings';
import type { ElementId, ElementTypeId, Rng, TeamId } from '../types';
import { money } from '../types';
import type { AutoPickCandidate } from './auto-pick';
import { autoPick, canAutoPick } from './auto-pick';
import { removeFromSquad } from './add-to-squad';
import { emptySquad, squadFromMembers, squadMembers, squadSlotTypes } from './slots';
import { squadIssues } from './squad-issues';
import { fullSquadMembers } from './test-squad';
import { seededRng } from '../random/seeded-rng';
import type { SquadSlots } from './types';

const s = DEFAULT_GAME_SETTINGS;
const candidate = (
  id: number,
  element_type: ElementTypeId,
  form: number,
  now_cost: number,
  team = id,
): AutoPickCandidate => ({
  id: id as ElementId,
  element_type,
  team: team as TeamId,
  now_cost: money(now_cost),
  form,
  status: 'a',
  web_name: `P${id}`,
});
const full = squadFromMembers(s, fullSquadMembers());
/** The player Auto Pick puts in slot 13 (a forward's) once emptied in `squad`, with 1000 to spend. */
const pickedForSlot13 = (
  candidates: AutoPickCandidate[],
  { random, squad = full }: { random?: Rng; squad?: SquadSlots } = {},
) =>
  autoPick(removeFromSquad(squad, 13), { settings: s, budget: money(1000), candidates, random })
    .slots[12]?.element;

describe('Auto Pick', () => {
  it('fills only the empty slots', () => {
    const slots = removeFromSquad(full, 9);
    const result = autoPick(slots, {
      settings: s,
      budget: money(1000),
      candidates: [candidate(100, 3, 5, 60)],
    });
    expect(result.filled).toEqual([9]);
    expect(result.slots.filter((m, i) => m !== slots[i]).map((m) => m?.element)).toEqual([100]);
    expect(result.complete).toBe(true);
  });

  it('chooses the best form, then the higher price', () => {
    const candidates = [
      candidate(100, 4, 4, 60),
      candidate(101, 4, 6, 50),
      candidate(102, 4, 6, 55),
    ];
    expect(pickedForSlot13(candidates)).toBe(102);
  });

  it('draws among players equal on form and price with the random source given', () => {
    const candidates = [
      candidate(100, 4, 6, 50),
      candidate(101, 4, 6, 50),
      candidate(102, 4, 6, 50),
      candidate(103, 4, 5, 60),
    ];
    const pick = (random?: Rng) => pickedForSlot13(candidates, { random });
    // Without a random source the lower id wins, so reruns agree.
    expect(pick()).toBe(100);
    // The same seed gives the same player; over many seeds each tied player is drawn, fairly.
    expect(pick(seededRng(9))).toBe(pick(seededRng(9)));
    const counts = new Map<number, number>();
    for (let seed = 0; seed < 300; seed++) {
      const id = pick(seededRng(seed))!;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([100, 101, 102]);
    for (const n of counts.values()) expect(n).toBeGreaterThan(60);
  });

  it('gives two managers different squads from a pool full of ties', () => {
    // Twelve players of each position at one price and form: only the draw tells them apart.
    const pool = [1, 2, 3, 4].flatMap((type) =>
      Array.from({ length: 12 }, (_, i) =>
        candidate(type * 100 + i, type as ElementTypeId, 0, 45, i + 1),
      ),
    );
    const squad = (seed: number) =>
      squadMembers(
        autoPick(emptySquad(s), {
          settings: s,
          budget: money(1000),
          candidates: pool,
          random: seededRng(seed),
        }).slots,
      ).map((m) => m.element);
    expect(squad(1)).toHaveLength(15);
    expect(squad(1)).toEqual(squad(1));
    expect(squad(2)).not.toEqual(squad(1));
  });

  it('skips unavailable players, players already in the squad and players of other types', () => {
    const candidates = [
      { ...candidate(100, 4, 9, 50), status: 'i' },
      { ...candidate(101, 4, 9, 50), can_select: false },
      candidate(14, 4, 9, 50),
      candidate(102, 3, 9, 50),
      candidate(103, 4, 1, 50),
    ];
    expect(pickedForSlot13(candidates)).toBe(103);
  });

  it('keeps within the club limit', () => {
    const members = fullSquadMembers().map((m, i) => (i < 3 ? { ...m, team: 7 as TeamId } : m));
    const candidates = [candidate(100, 4, 9, 50, 7), candidate(101, 4, 1, 50)];
    expect(pickedForSlot13(candidates, { squad: squadFromMembers(s, members) })).toBe(101);
  });

  it('spends at most a share of the money left per empty slot', () => {
    const slots = removeFromSquad(removeFromSquad(full, 13), 14);
    // 650 spent of 750: 100 left for two slots, so 50 each; the 60 forward is too dear.
    const candidates = [
      candidate(100, 4, 9, 60),
      candidate(101, 4, 5, 50),
      candidate(102, 4, 4, 45),
    ];
    const result = autoPick(slots, { settings: s, budget: money(750), candidates });
    expect(squadMembers(result.slots).map((m) => m.element)).toContain(101);
    expect(squadMembers(result.slots).map((m) => m.element)).not.toContain(100);
  });

  it("reports 'Failed to autocomplete' when a slot cannot be filled", () => {
    const result = autoPick(removeFromSquad(full, 1), {
      settings: s,
      budget: money(1000),
      candidates: [],
    });
    expect(result).toMatchObject({
      complete: false,
      message: 'Failed to autocomplete',
      filled: [],
    });
    expect(
      canAutoPick(removeFromSquad(full, 1), { settings: s, budget: money(1000), candidates: [] }),
    ).toBe(false);
  });

  it('leaves the manager slot empty unless the Assistant Manager chip is active', () => {
    const settings = GAME_SETTINGS_2024_25;
    const slots = squadFromMembers(settings, fullSquadMembers());
    const candidates = [candidate(100, 5, 1, 10)];
    expect(autoPick(slots, { settings, budget: money(1000), candidates }).filled).toEqual([]);
    expect(
      autoPick(slots, { settings, budget: money(1000), candidates, managerChipActive: true })
        .filled,
    ).toEqual([16]);
  });

  it('never breaks a squad rule', () => {
    const pool = fc.array(
      fc.record({
        element_type: fc.constantFrom<ElementTypeId>(1, 2, 3, 4),
        team: fc.integer({ min: 1, max: 6 }),
        now_cost: fc.integer({ min: 38, max: 150 }),
        form: fc.integer({ min: 0, max: 100 }).map((f) => f / 10),
        status: fc.constantFrom('a', 'a', 'a', 'd', 'i'),
      }),
      { minLength: 0, maxLength: 120 },
    );
    fc.assert(
      fc.property(
        pool,
        fc.integer({ min: 0, max: 1200 }),
        fc.integer({ min: 0, max: 15 }),
        (raw, budget, keep) => {
          const candidates = raw.map((c, i) => ({
            ...c,
            id: (i + 1) as ElementId,
            team: c.team as TeamId,
            now_cost: money(c.now_cost),
            web_name: `P${i}`,
          }));
          // Start from some of the candidates already picked by Auto Pick itself, then clear slots.
          const first = autoPick(emptySquad(s), { settings: s, budget: money(budget), candidates });
          const start = first.slots.map((m, i) => (i < keep ? m : null));
          const result = autoPick(start, { settings: s, budget: money(budget), candidates });
          const issues = squadIssues(result.slots, { settings: s, budget: money(budget) });
          expect(issues.budgetExceeded).toBe(false);
          expect(issues.overTeamLimit).toEqual([]);
          const members = squadMembers(result.slots);
          expect(new Set(members.map((m) => m.element)).size).toBe(members.length);
          const types = squadSlotTypes(s);
          result.slots.forEach((m, i) => m && expect(m.element_type).toBe(types[i]));
          start.forEach((m, i) => m && expect(result.slots[i]).toBe(m));
          expect(result.complete).toBe(members.length === 15);
        },
      ),
    );
  });
});
