import { describe, expect, it } from 'vitest';

import { priceDirection, priceOutlookText, priceProgressText } from './price-progress';

const player = (percent: number | null, needed: number | null, type = 3) => ({
  element_type: type as 1 | 2 | 3 | 4 | 5,
  price_progress: percent,
  price_transfers_needed: needed,
});

describe('price progress text', () => {
  it('signs the percentage and gives its direction', () => {
    expect(priceProgressText(72)).toBe('+72%');
    expect(priceProgressText(-45)).toBe('-45%');
    expect(priceProgressText(0)).toBe('0%');
    expect(priceProgressText(null)).toBe('-');
    expect([72, -45, 0, null].map(priceDirection)).toEqual(['up', 'down', 'level', 'level']);
  });

  it('says what the next nightly update does, or what it still needs', () => {
    expect(priceOutlookText(player(100, 0))).toBe('Rises tonight');
    expect(priceOutlookText(player(-100, 0))).toBe('Falls tonight');
    expect(priceOutlookText(player(40, 1200))).toBe('1,200 more net transfers in to rise');
    expect(priceOutlookText(player(-40, -15))).toBe('15 more net transfers out to fall');
    expect(priceOutlookText(player(90, 1))).toBe('1 more net transfer in to rise');
    expect(priceOutlookText(player(99, null))).toBe('Cannot rise again before the next gameweek');
    expect(priceOutlookText(player(-99, null))).toBe('Cannot fall again before the next gameweek');
    expect(priceOutlookText(player(0, null, 5))).toBe('Price fixed for the season');
    expect(priceOutlookText(player(null, null))).toBe('Price follows the real season');
  });
});
