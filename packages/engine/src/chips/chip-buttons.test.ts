import { describe, expect, it } from 'vitest';
import {
  cancelChip,
  chipButtonLabel,
  chipToSave,
  proposeChip,
  restoreChip,
  showsManagerPlaceholder,
} from './chip-buttons';
import { canCancelChip, chipNeedsConfirmation } from './chip-cancel';
import type { EntryChip } from './types';

const chip = (
  id: number,
  name: EntryChip['name'],
  status: EntryChip['status_for_entry'],
  extra: Partial<EntryChip> = {},
): EntryChip => ({
  id,
  name,
  chip_type: name === 'wildcard' || name === 'freehit' || name === 'manager' ? 'transfer' : 'team',
  status_for_entry: status,
  is_pending: false,
  played_by_entry: [],
  start_event: 1,
  stop_event: 19,
  number: 1,
  ...extra,
});
const panel = [
  chip(1, 'wildcard', 'available'),
  chip(4, 'bboost', 'available'),
  chip(5, '3xc', 'unavailable'),
];
const statuses = (chips: EntryChip[]) => chips.map((c) => c.status_for_entry);

describe('chips panel', () => {
  it('proposes an available chip', () => {
    expect(statuses(proposeChip(panel, 4))).toEqual(['available', 'proposed', 'unavailable']);
  });

  it('proposes an unavailable chip too, leaving the server the last word', () => {
    expect(statuses(proposeChip(panel, 5))).toEqual(['available', 'available', 'proposed']);
  });

  it('marks a proposed transfer chip as pending', () => {
    expect(proposeChip(panel, 1)[0]).toMatchObject({
      status_for_entry: 'proposed',
      is_pending: true,
    });
  });

  it('ignores a proposal while another chip is proposed or active', () => {
    const proposed = proposeChip(panel, 4);
    expect(proposeChip(proposed, 1)).toEqual(proposed);
    const active = [chip(4, 'bboost', 'active'), chip(5, '3xc', 'available')];
    expect(proposeChip(active, 5)).toEqual(active);
  });

  it('ignores a proposal of a played chip', () => {
    const played = [chip(4, 'bboost', 'played')];
    expect(proposeChip(played, 4)).toEqual(played);
  });

  it('returns a cancelled proposal to available', () => {
    expect(statuses(cancelChip(proposeChip(panel, 4), 4))).toEqual(statuses(panel));
  });

  it('cancels an active team chip and restores it', () => {
    const active = [chip(4, 'bboost', 'active'), chip(5, '3xc', 'available')];
    const cancelled = cancelChip(active, 4);
    expect(statuses(cancelled)).toEqual(['cancelled', 'available']);
    expect(statuses(restoreChip(cancelled, 4))).toEqual(['active', 'available']);
  });

  it('never cancels an active transfer chip', () => {
    const active = [chip(1, 'wildcard', 'active')];
    expect(cancelChip(active, 1)).toEqual(active);
  });

  it('ignores a restore while another chip is proposed', () => {
    const mixed = [chip(4, 'bboost', 'cancelled'), chip(5, '3xc', 'proposed')];
    expect(restoreChip(mixed, 4)).toEqual(mixed);
  });

  it('sends the proposed or active chip with a save, or null to cancel', () => {
    expect(chipToSave(proposeChip(panel, 4))).toBe('bboost');
    expect(chipToSave(panel)).toBeNull();
  });

  it.each([
    [chip(1, 'bboost', 'unavailable'), 'Unavailable'],
    [chip(1, 'bboost', 'proposed'), 'Pending'],
    [chip(1, 'wildcard', 'active', { is_pending: true }), 'Pending'],
    [chip(1, 'bboost', 'active'), 'Active'],
    [chip(1, 'bboost', 'available'), 'Play'],
    [chip(1, 'bboost', 'cancelled'), 'Play'],
    [chip(1, 'bboost', 'played', { played_by_entry: [7] }), 'Played GW7'],
    [chip(1, 'managerplaceholder', 'unavailable'), 'Info'],
  ])('labels the button of %o as %s', (c, label) => {
    expect(chipButtonLabel(c)).toBe(label);
  });

  it('shows the Assistant Manager placeholder before start_event - 1', () => {
    const manager = chip(6, 'manager', 'unavailable', { start_event: 24 });
    expect(showsManagerPlaceholder(manager, 22)).toBe(true);
    expect(showsManagerPlaceholder(manager, 23)).toBe(false);
  });
});

describe('cancelling and confirming chips', () => {
  it('lets Bench Boost and Triple Captain be cancelled', () => {
    expect(canCancelChip('bboost', { confirmed: true })).toBe(true);
    expect(canCancelChip('3xc', { confirmed: false })).toBe(true);
  });

  it('never cancels a Wildcard, Free Hit or Assistant Manager once its transfers are confirmed', () => {
    expect(
      ['wildcard', 'freehit', 'manager'].map((n) =>
        canCancelChip(n as 'wildcard', { confirmed: true }),
      ),
    ).toEqual([false, false, false]);
    expect(canCancelChip('wildcard', { confirmed: false })).toBe(true);
  });

  it('asks to confirm a Free Hit after a transfer was made this gameweek', () => {
    expect(chipNeedsConfirmation('freehit', { made: 1, limit: 1 })).toBe(true);
    expect(chipNeedsConfirmation('freehit', { made: 0, limit: 1 })).toBe(false);
  });

  it('asks to confirm a Wildcard after more than one transfer when a limit applies', () => {
    expect(chipNeedsConfirmation('wildcard', { made: 2, limit: 1 })).toBe(true);
    expect(chipNeedsConfirmation('wildcard', { made: 1, limit: 1 })).toBe(false);
    expect(chipNeedsConfirmation('wildcard', { made: 5, limit: null })).toBe(false);
  });

  it('never asks to confirm a team chip', () => {
    expect(chipNeedsConfirmation('bboost', { made: 9, limit: 1 })).toBe(false);
  });
});
