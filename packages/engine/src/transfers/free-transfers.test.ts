import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GAME_SETTINGS,
  GAME_SETTINGS_2023_24,
  GAME_SETTINGS_2024_25,
} from '../game-settings';
import { freeTransfersByEvent, maxFreeTransfers, nextFreeTransfers } from './free-transfers';
import { eventTransfersCost, extraTransferCost, transferCapViolation } from './transfer-cost';

const s = DEFAULT_GAME_SETTINGS;

describe('free transfers', () => {
  it('gives one free transfer after the unlimited first gameweek', () => {
    expect(nextFreeTransfers(null, 12, s)).toBe(1);
  });

  it('rolls an unused free transfer over and adds the weekly one', () => {
    expect(nextFreeTransfers(1, 0, s)).toBe(2);
  });

  it('gives one free transfer after using them all, even after a hit', () => {
    expect(nextFreeTransfers(2, 4, s)).toBe(1);
  });

  it('banks at most five free transfers since 2024/25', () => {
    expect(maxFreeTransfers(GAME_SETTINGS_2024_25)).toBe(5);
    expect(nextFreeTransfers(5, 0, s)).toBe(5);
  });

  it('banked at most two free transfers before 2024/25', () => {
    expect(nextFreeTransfers(2, 0, GAME_SETTINGS_2023_24)).toBe(2);
  });

  it('keeps the banked free transfers, with no new one, under Wildcard or Free Hit', () => {
    expect(nextFreeTransfers(3, 9, s, 'wildcard')).toBe(3);
    expect(nextFreeTransfers(3, 9, s, 'freehit')).toBe(3);
  });

  it('went back to one free transfer after a Wildcard before 2024/25', () => {
    expect(nextFreeTransfers(2, 9, GAME_SETTINGS_2023_24, 'wildcard')).toBe(1);
  });

  it('leaves free transfers alone under Bench Boost and Triple Captain like any week', () => {
    expect(nextFreeTransfers(1, 0, s, 'bboost')).toBe(2);
    expect(nextFreeTransfers(1, 0, s, '3xc')).toBe(2);
  });

  it('follows a season week by week, with a one-off top-up', () => {
    const limits = freeTransfersByEvent(
      [
        { event: 1, made: 10 },
        { event: 2, made: 0 },
        { event: 3, made: 3 },
        { event: 4, made: 0, chip: 'wildcard' },
        { event: 5, made: 0, topUpTo: 5 },
        { event: 6, made: 0, topUpTo: 9 },
      ],
      s,
    );
    expect(limits).toEqual([null, 1, 2, 1, 1, 5, 5]);
  });
});

describe('transfer cost and cap', () => {
  it('costs 4 points for each transfer above the free ones left', () => {
    expect(extraTransferCost({ made: 0, proposed: 3, limit: 1 }, s)).toBe(8);
  });

  it('counts the free ones left after transfers already made', () => {
    expect(extraTransferCost({ made: 1, proposed: 1, limit: 2 }, s)).toBe(0);
    expect(extraTransferCost({ made: 3, proposed: 1, limit: 2 }, s)).toBe(4);
  });

  it.each(['wildcard', 'freehit', 'rich', 'uteam'] as const)('costs nothing under %s', (chip) => {
    expect(extraTransferCost({ made: 0, proposed: 9, limit: 1, chip }, s)).toBe(0);
  });

  it('costs nothing while transfers are unlimited', () => {
    expect(eventTransfersCost(15, null, s)).toBe(0);
  });

  it('charges a gameweek for all its transfers above its free ones', () => {
    expect(eventTransfersCost(4, 2, s)).toBe(8);
  });

  it('rejects a 21st transfer with transfer_cap_exceeded', () => {
    expect(transferCapViolation({ made: 20, proposed: 1, limit: 1 }, s)).toEqual({
      code: 'transfer_cap_exceeded',
      message:
        'Unable to confirm transfers as they will take you over the limit of 20 transfers in a single Gameweek.',
    });
    expect(transferCapViolation({ made: 19, proposed: 1, limit: 1 }, s)).toBeNull();
  });

  it('lifts the cap under Wildcard and Free Hit', () => {
    expect(
      transferCapViolation({ made: 20, proposed: 5, limit: 1, chip: 'wildcard' }, s),
    ).toBeNull();
  });
});
