import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS } from '../game-settings';
import {
  canSwap,
  cancelSubstitution,
  selectForSubstitution,
  swapPicks,
  toPitchPicks,
} from './substitution';
import { at, lineup, pitch } from './test-lineup';
import type { PitchPick } from './types';

const s = DEFAULT_GAME_SETTINGS;
// 4-4-2 with bench: GK, DEF, MID, FWD.
const team = pitch('1 2222 3333 44 | 1 234');
const statusOf = (picks: PitchPick[]) =>
  Object.fromEntries(picks.map((p) => [p.position, p.subStatus]));
const typesInOrder = (picks: PitchPick[]) => picks.map((p) => p.element_type).join('');

describe('substitution state machine', () => {
  it('makes the tapped pick the instigator and marks the others target or invalid', () => {
    const next = selectForSubstitution(team, at(2), s);
    const status = statusOf(next);
    expect(status[2]).toBe('instigator');
    // A defender can go off for the bench defender, midfielder or forward (4-4-2 allows 3 DEF).
    expect([status[13], status[14], status[15]]).toEqual(['target', 'target', 'target']);
    expect(status[12]).toBe('invalid');
    expect(status[3]).toBe('invalid');
  });

  it('cancels when the instigator is tapped again', () => {
    const started = selectForSubstitution(team, at(2), s);
    expect(selectForSubstitution(started, at(2), s)).toEqual(team);
  });

  it('cancels with Cancel', () => {
    expect(cancelSubstitution(selectForSubstitution(team, at(5), s))).toEqual(team);
  });

  it('ignores a tap on an invalid pick', () => {
    const started = selectForSubstitution(team, at(2), s);
    expect(selectForSubstitution(started, at(3), s)).toEqual(started);
  });

  it('swaps position with a target and re-sorts the starters by type, renumbered from 1', () => {
    const started = selectForSubstitution(team, at(2), s);
    const done = selectForSubstitution(started, at(15), s);
    expect(typesInOrder(done)).toBe('12223333444' + '1232');
    // Among forwards the incoming one keeps the place he took (2), so he sorts first.
    expect(done.find((p) => p.element === at(15))?.position).toBe(9);
    expect(done.map((p) => p.position)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    ]);
    expect(done.find((p) => p.element === at(2))?.position).toBe(15);
    expect(done.every((p) => p.subStatus === '')).toBe(true);
  });

  it('passes the captain and vice-captain flags to the incoming player', () => {
    const done = swapPicks(team, at(2), at(13), s);
    const incoming = done.find((p) => p.element === at(13))!;
    expect(incoming).toMatchObject({ is_captain: true, multiplier: 2 });
    expect(done.find((p) => p.element === at(2))).toMatchObject({
      is_captain: false,
      multiplier: 0,
      position: 13,
    });
  });

  it('keeps a minimum: with three defenders a defender may only swap with a defender', () => {
    const threeAtBack = pitch('1 222 3333 444 | 1 234');
    const status = statusOf(selectForSubstitution(threeAtBack, at(2), s));
    expect([status[13], status[14], status[15]]).toEqual(['target', 'invalid', 'invalid']);
  });

  it('keeps a maximum: with three forwards a bench forward may only replace a forward', () => {
    const threeUp = pitch('1 2222 333 444 | 1 234');
    const status = statusOf(selectForSubstitution(threeUp, at(15), s));
    expect(status[2]).toBe('invalid');
    expect(status[9]).toBe('target');
  });

  it('swaps goalkeepers only with each other, through the locked bench slot 12', () => {
    const status = statusOf(selectForSubstitution(team, at(1), s));
    expect(status[12]).toBe('target');
    expect([status[13], status[14], status[15]]).toEqual(['invalid', 'invalid', 'invalid']);
    expect(canSwap(team, at(12), at(13), s)).toBe(false);
  });

  it('lets bench outfield players change their order', () => {
    const done = swapPicks(team, at(13), at(15), s);
    expect(done.slice(11).map((p) => p.element)).toEqual([at(12), at(15), at(14), at(13)]);
  });

  it('never swaps two starters', () => {
    expect(canSwap(team, at(2), at(6), s)).toBe(false);
  });

  it('never swaps a pick with an element not in the picks', () => {
    expect(canSwap(team, at(2), at(99), s)).toBe(false);
    expect(swapPicks(team, at(2), at(99), s)).toEqual(team);
    expect(selectForSubstitution(team, at(99), s)).toEqual(team);
  });

  it('never lets the Assistant Manager instigate a substitution', () => {
    const withManager = pitch('1 2222 3333 44 | 1 234 5');
    expect(selectForSubstitution(withManager, at(16), s)).toEqual(withManager);
    expect(canSwap(withManager, at(2), at(16), s)).toBe(false);
  });

  it('puts saved picks on the pitch with no substitution under way', () => {
    expect(toPitchPicks(lineup('1 2222 3333 44 | 1 234'))).toEqual(team);
  });
});
