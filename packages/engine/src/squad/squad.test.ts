import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS, GAME_SETTINGS_2024_25 } from '../game-settings';
import type { TeamId } from '../types';
import { money } from '../types';
import { addToSquad, addToSquadViolation, removeFromSquad } from './add-to-squad';
import { emptySquad, slotsOfType, squadFromMembers, squadMembers, squadSlotTypes } from './slots';
import { squadIssues, teamLimitFor } from './squad-issues';
import { fullSquadMembers, member } from './test-squad';
import type { SquadSlots } from './types';

const s = DEFAULT_GAME_SETTINGS;
const ctx = { settings: s, managerChipActive: false };
const full = squadFromMembers(s, fullSquadMembers());
const check = (slots: SquadSlots, extra: Partial<Parameters<typeof squadIssues>[1]> = {}) =>
  squadIssues(slots, { settings: s, budget: money(1000), ...extra });

describe('squad slots', () => {
  it('numbers slots from 1, one per squad_select unit: 1-2 GKP, 3-7 DEF, 8-12 MID, 13-15 FWD', () => {
    expect(squadSlotTypes(s).join('')).toBe('112222233333444');
    expect(slotsOfType(s, 4)).toEqual([13, 14, 15]);
  });

  it('adds slot 16 for the Assistant Manager when the season knows him', () => {
    expect(slotsOfType(GAME_SETTINGS_2024_25, 5)).toEqual([16]);
  });

  it('puts an added player into the first free slot of his type', () => {
    const once = addToSquad(emptySquad(s), member(1, 3), ctx);
    expect(once.ok && once.slot).toBe(8);
    const twice = once.ok ? addToSquad(once.slots, member(2, 3), ctx) : once;
    expect(twice.ok && twice.slot).toBe(9);
  });

  it('refills the slot a removed player left', () => {
    const removed = removeFromSquad(full, 10);
    const added = addToSquad(removed, member(99, 3), ctx);
    expect(added.ok && added.slot).toBe(10);
  });

  it("refuses a player already in the squad with '{name} is already in your squad'", () => {
    const result = addToSquad(removeFromSquad(full, 3), member(4, 2), ctx);
    expect(result).toEqual({
      ok: false,
      violation: { code: 'already_in_squad', message: 'Player 4 is already in your squad' },
    });
  });

  it('refuses a player when every slot of his type is taken', () => {
    expect(addToSquadViolation(full, member(99, 1), ctx)).toEqual({
      code: 'position_full',
      message: 'You already have the maximum number of Goalkeepers',
    });
  });

  it('refuses a manager without the Assistant Manager chip', () => {
    const slots = emptySquad(GAME_SETTINGS_2024_25);
    const result = addToSquad(slots, member(99, 5), {
      settings: GAME_SETTINGS_2024_25,
      managerChipActive: false,
    });
    expect(!result.ok && result.violation.message).toBe(
      'You must have the Assistant Manager chip active to transfer in a manager',
    );
  });

  it('takes a manager into slot 16 with the Assistant Manager chip', () => {
    const slots = emptySquad(GAME_SETTINGS_2024_25);
    const result = addToSquad(slots, member(99, 5), {
      settings: GAME_SETTINGS_2024_25,
      managerChipActive: true,
    });
    expect(result.ok && result.slot).toBe(16);
  });

  it('leaves out saved members that do not fit their type', () => {
    const slots = squadFromMembers(s, [...fullSquadMembers(), member(99, 1)]);
    expect(squadMembers(slots)).toHaveLength(15);
  });
});

describe('squad checks', () => {
  it('finds a full squad within budget and club limit valid', () => {
    const issues = check(full);
    expect(issues.violations).toEqual([]);
    expect(issues.remaining).toBe(250);
  });

  it('flags budgetExceeded when the money left is below 0', () => {
    const issues = check(squadFromMembers(s, fullSquadMembers(70)));
    expect(issues.budgetExceeded).toBe(true);
    expect(issues.remaining).toBe(-50);
  });

  it("flags needElements with 'Players Selected x / 15'", () => {
    const issues = check(removeFromSquad(full, 1));
    expect(issues.needElements).toBe(true);
    expect(issues.violations).toEqual([
      { code: 'need_elements', message: 'Players Selected 14 / 15' },
    ]);
  });

  it('does not count the Assistant Manager toward the fifteen', () => {
    const slots = squadFromMembers(GAME_SETTINGS_2024_25, [
      ...fullSquadMembers().slice(1),
      member(99, 5),
    ]);
    expect(
      squadIssues(slots, { settings: GAME_SETTINGS_2024_25, budget: money(1000) }).selected,
    ).toBe(14);
  });

  it("flags overTeamLimit with 'Too many players selected from {teams}'", () => {
    const members = fullSquadMembers().map((m, i) => (i < 4 ? { ...m, team: 7 as TeamId } : m));
    const issues = check(squadFromMembers(s, members), { teamNames: { 7: 'Arsenal' } });
    expect(issues.overTeamLimit).toEqual([7]);
    expect(issues.violations).toEqual([
      { code: 'over_team_limit', message: 'Too many players selected from Arsenal' },
    ]);
  });

  it('counts the Assistant Manager toward his club limit', () => {
    const members = fullSquadMembers().map((m, i) => (i < 3 ? { ...m, team: 7 as TeamId } : m));
    const slots = squadFromMembers(GAME_SETTINGS_2024_25, [...members, member(99, 5, 7, 10)]);
    expect(
      squadIssues(slots, { settings: GAME_SETTINGS_2024_25, budget: money(1000) }).overTeamLimit,
    ).toEqual([7]);
  });

  it('lifts the club limit to the squad size under uteam', () => {
    const members = fullSquadMembers().map((m) => ({ ...m, team: 7 as TeamId }));
    expect(teamLimitFor(s, 'uteam')).toBe(15);
    expect(check(squadFromMembers(s, members), { chip: 'uteam' }).overTeamLimit).toEqual([]);
  });

  it('flags noTransfersMade when the squad equals the saved one in transfers mode', () => {
    const saved = fullSquadMembers().map((m) => m.element);
    expect(check(full, { savedElements: saved }).noTransfersMade).toBe(true);
    const changed = removeFromSquad(full, 15);
    const readded = addToSquad(changed, member(99, 4), ctx);
    expect(readded.ok && check(readded.slots, { savedElements: saved }).noTransfersMade).toBe(
      false,
    );
  });

  it('names a club by its id when no name is given', () => {
    const members = fullSquadMembers().map((m, i) => (i < 4 ? { ...m, team: 7 as TeamId } : m));
    expect(check(squadFromMembers(s, members)).violations[0]?.message).toBe(
      'Too many players selected from 7',
    );
  });
});
