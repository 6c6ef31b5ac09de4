import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { averageScore } from './average-score';

describe('averageScore', () => {
  it('is 0 when no team played', () => {
    expect(averageScore(0, 0)).toBe(0);
  });

  it('rounds halves away from zero, as the database round() does', () => {
    expect(averageScore(105, 2)).toBe(53);
    expect(averageScore(104, 2)).toBe(52);
    expect(averageScore(-5, 2)).toBe(-3);
    expect(averageScore(-4, 3)).toBe(-1);
    expect(averageScore(7, 3)).toBe(2);
  });

  it('is the nearest whole point to the mean of any scores', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -40, max: 250 }), { minLength: 1 }), (scores) => {
        const sum = scores.reduce((a, b) => a + b, 0);
        const average = averageScore(sum, scores.length);
        const mean = sum / scores.length;
        expect(Math.abs(average - mean)).toBeLessThanOrEqual(0.5);
        if (Math.abs(average - mean) === 0.5) {
          expect(Math.abs(average)).toBeGreaterThan(Math.abs(mean));
        }
      }),
    );
  });
});
