import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS, GAME_SETTINGS_2024_25 } from '../game-settings';
import { at, lineup } from './test-lineup';
import type { PickPayload, SquadElement } from './validate-picks';
import { validatePicks } from './validate-picks';

const s = DEFAULT_GAME_SETTINGS;
const team = lineup('1 2222 3333 44 | 1 234');
const squad: SquadElement[] = team.map((p) => ({
  element: p.element,
  element_type: p.element_type,
}));
const payload: PickPayload[] = team.map(({ element, position, is_captain, is_vice_captain }) => ({
  element,
  position,
  is_captain,
  is_vice_captain,
}));
const codes = (picks: PickPayload[], sq = squad, settings = s) =>
  validatePicks(picks, sq, settings).map((v) => v.code);
const edit = (position: number, change: Partial<PickPayload>) =>
  payload.map((p) => (p.position === position ? { ...p, ...change } : p));
const swapPositions = (a: number, b: number) =>
  payload.map((p) =>
    p.position === a ? { ...p, position: b } : p.position === b ? { ...p, position: a } : p,
  );

describe('picks payload check', () => {
  it('accepts fifteen squad players in a valid formation with a captain and a vice-captain', () => {
    expect(codes(payload)).toEqual([]);
  });

  it('rejects fewer picks than the squad', () => {
    expect(codes(payload.slice(0, 14))).toEqual(['picks_count']);
  });

  it('rejects the same player twice', () => {
    expect(codes(edit(5, { element: at(4) }))).toContain('duplicate_element');
  });

  it('rejects a player not in the squad', () => {
    expect(codes(edit(5, { element: at(99) }))).toEqual(['element_not_in_squad']);
  });

  it('rejects two picks at one position', () => {
    expect(codes(edit(5, { position: 4 }))).toEqual(['invalid_position']);
  });

  it('rejects a position outside 1-15', () => {
    expect(codes(edit(15, { position: 16 }))).toEqual(['invalid_position']);
  });

  it('rejects an eleven that is not one of the formations', () => {
    // The forward at 11 goes to the bench for the midfielder at 14: 4-5-1 is fine...
    expect(codes(swapPositions(11, 14))).toEqual([]);
    // ...but both forwards out leaves no forward.
    const noForward = swapPositions(11, 14).map((p) =>
      p.position === 10 ? { ...p, position: 13 } : p.position === 13 ? { ...p, position: 10 } : p,
    );
    expect(codes(noForward)).toEqual(['invalid_formation']);
  });

  it('rejects a goalkeeper who is not first', () => {
    expect(codes(swapPositions(1, 2))).toContain('goalkeeper_position');
  });

  it('rejects a reserve goalkeeper outside bench slot 12', () => {
    expect(codes(swapPositions(12, 13))).toEqual(['sub_position_locked']);
  });

  it('rejects a team without a captain', () => {
    expect(codes(edit(2, { is_captain: false }))).toEqual(['captain_count']);
  });

  it('rejects two vice-captains', () => {
    expect(codes(edit(4, { is_vice_captain: true }))).toEqual(['vice_captain_count']);
  });

  it('rejects a captain who is also vice-captain', () => {
    expect(
      codes(
        edit(2, { is_vice_captain: true }).map((p) =>
          p.position === 3 ? { ...p, is_vice_captain: false } : p,
        ),
      ),
    ).toEqual(['captain_is_vice_captain']);
  });

  it('rejects a captain or vice-captain on the bench', () => {
    const benched = payload.map((p) => ({
      ...p,
      is_captain: p.position === 13,
      is_vice_captain: p.position === 14,
    }));
    expect(codes(benched)).toEqual(['captain_not_starter', 'vice_captain_not_starter']);
  });

  it('accepts the Assistant Manager at position 16 and nowhere else', () => {
    const withManager = [
      ...payload,
      { element: at(16), position: 16, is_captain: false, is_vice_captain: false },
    ];
    const squad16 = [...squad, { element: at(16), element_type: 5 as const }];
    expect(codes(withManager, squad16, GAME_SETTINGS_2024_25)).toEqual([]);
    const moved = withManager.map((p) => (p.position === 16 ? { ...p, position: 17 } : p));
    expect(codes(moved, squad16, GAME_SETTINGS_2024_25)).toEqual(['invalid_position']);
  });
});
