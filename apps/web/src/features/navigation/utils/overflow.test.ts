import { describe, expect, it } from 'vitest';

import { visibleCount } from './overflow';

describe('navigation overflow', () => {
  it('shows every item when they all fit, without keeping room for More', () => {
    expect(visibleCount([100, 100, 100], 300)).toBe(3);
  });

  it('keeps the offset free for the More button once items overflow', () => {
    // 260 available, minus 40 for More, leaves room for two items of 100.
    expect(visibleCount([100, 100, 100], 260)).toBe(2);
    expect(visibleCount([100, 100, 100], 299, 100)).toBe(1);
  });

  it('shows nothing but More when not even the first item fits', () => {
    expect(visibleCount([200, 50], 220)).toBe(0);
  });
});
