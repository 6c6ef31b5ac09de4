import { describe, expect, it } from 'vitest';
import { CHIPS_2024_25, CHIPS_2025_26 } from './chip-definitions';
import { activeChip, chipPlayViolation, chipStatus, entryChips } from './chip-status';
import type { ChipContext } from './chip-status';
import type { ChipPlay } from './types';

const ctx = (
  event: number,
  plays: ChipPlay[] = [],
  startedEvent = 1,
  definitions = CHIPS_2025_26,
): ChipContext => ({
  event,
  plays,
  startedEvent,
  definitions,
});
const statusOf = (id: number, c: ChipContext) =>
  chipStatus(
    c.definitions.find((d) => d.id === id)!,
    c,
  );

describe('chip status for an entry', () => {
  it('offers the first-half Bench Boost from GW1 and the first-half Wildcard from GW2', () => {
    expect(statusOf(4, ctx(1))).toBe('available');
    expect(statusOf(1, ctx(1))).toBe('unavailable');
    expect(statusOf(1, ctx(2))).toBe('available');
  });

  it('loses the first Wildcard after the GW19 deadline and offers the second from GW20', () => {
    expect(statusOf(1, ctx(20))).toBe('unavailable');
    expect(statusOf(2, ctx(19))).toBe('unavailable');
    expect(statusOf(2, ctx(20))).toBe('available');
  });

  it('keeps Wildcard and Free Hit out of a late joiner’s first gameweek', () => {
    expect(statusOf(1, ctx(5, [], 5))).toBe('unavailable');
    expect(statusOf(3, ctx(5, [], 5))).toBe('unavailable');
    expect(statusOf(4, ctx(5, [], 5))).toBe('available');
  });

  it('shows a chip set for the gameweek as active and makes the others unavailable', () => {
    const c = ctx(6, [{ name: 'bboost', event: 6 }]);
    expect(statusOf(4, c)).toBe('active');
    expect(statusOf(5, c)).toBe('unavailable');
  });

  it('shows a chip played in an earlier gameweek as played, with its gameweek', () => {
    const chips = entryChips(ctx(8, [{ name: '3xc', event: 6 }]));
    expect(chips.find((c) => c.id === 5)).toMatchObject({
      status_for_entry: 'played',
      played_by_entry: [6],
    });
    expect(chips.find((c) => c.id === 8)?.status_for_entry).toBe('unavailable');
  });

  it('gives the second half its own set of chips whatever was played in the first', () => {
    const c = ctx(21, [{ name: '3xc', event: 6 }]);
    expect(statusOf(8, c)).toBe('available');
  });

  it('never allows a Free Hit in consecutive gameweeks', () => {
    expect(statusOf(6, ctx(20, [{ name: 'freehit', event: 19 }]))).toBe('unavailable');
    expect(statusOf(6, ctx(21, [{ name: 'freehit', event: 19 }]))).toBe('available');
  });

  it('keeps the Assistant Manager active for three consecutive gameweeks, with no other chip', () => {
    const plays: ChipPlay[] = [{ name: 'manager', event: 24 }];
    expect([24, 25, 26, 27].map((e) => activeChip(plays, e))).toEqual([
      'manager',
      'manager',
      'manager',
      null,
    ]);
    expect(statusOf(6, ctx(26, plays, 1, CHIPS_2024_25))).toBe('active');
    expect(statusOf(4, ctx(25, plays, 1, CHIPS_2024_25))).toBe('unavailable');
    expect(statusOf(6, ctx(27, plays, 1, CHIPS_2024_25))).toBe('played');
  });

  it('offers the Assistant Manager from GW24 only, in 2024/25', () => {
    expect(statusOf(6, ctx(23, [], 1, CHIPS_2024_25))).toBe('unavailable');
    expect(statusOf(6, ctx(24, [], 1, CHIPS_2024_25))).toBe('available');
  });

  it('had one Free Hit for the whole of 2024/25', () => {
    const c = ctx(30, [{ name: 'freehit', event: 10 }], 1, CHIPS_2024_25);
    expect(chipPlayViolation('freehit', c)?.code).toBe('chip_unavailable');
  });

  it('allows a chip when one of its kind is available', () => {
    expect(chipPlayViolation('wildcard', ctx(25, [{ name: 'wildcard', event: 5 }]))).toBeNull();
  });

  it('refuses a second chip in one gameweek', () => {
    expect(chipPlayViolation('3xc', ctx(6, [{ name: 'bboost', event: 6 }]))).toEqual({
      code: 'chip_already_active',
      message: 'You can only play one chip in a Gameweek',
    });
  });

  it('ignores a play that fits no chip window', () => {
    expect(
      entryChips(ctx(2, [{ name: 'manager', event: 1 }])).every(
        (c) => c.played_by_entry.length === 0,
      ),
    ).toBe(true);
  });
});
