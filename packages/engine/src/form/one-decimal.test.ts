import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oneDecimal, ratioInTenths, tenthsToString } from './one-decimal';

describe('oneDecimal', () => {
  it.each([
    [27, 5, '5.4'],
    [49, 20, '2.5'],
    [1, 3, '0.3'],
    [2, 3, '0.7'],
    [-1, 4, '-0.3'],
    [0, 7, '0.0'],
    [12, 0, '0.0'],
    [100, 1, '100.0'],
  ])('writes %i / %i as "%s"', (numerator, denominator, expected) => {
    expect(oneDecimal(numerator, denominator)).toBe(expected);
  });

  it('rounds a half away from zero on both sides', () => {
    expect(ratioInTenths(1, 4)).toBe(3);
    expect(ratioInTenths(-1, 4)).toBe(-3);
    expect(ratioInTenths(1, -4)).toBe(-3);
  });

  it('never writes a negative zero', () => {
    expect(tenthsToString(-0)).toBe('0.0');
    expect(oneDecimal(-1, 100)).toBe('0.0');
  });

  it('stays within a twentieth of the exact ratio', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100000, max: 100000 }),
        fc.integer({ min: 1, max: 5000 }),
        (n, d) => {
          const written = Number(oneDecimal(n, d));
          expect(Math.abs(written - n / d)).toBeLessThanOrEqual(0.05 + 1e-9);
        },
      ),
    );
  });
});
