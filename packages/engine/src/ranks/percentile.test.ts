import { describe, expect, it } from 'vitest';
import { percentileRank } from './percentile';

describe('percentileRank', () => {
  it('puts the leader of a big game in the top 1%', () => {
    expect(percentileRank(1, 1_509_247)).toBe(1);
  });

  it('puts a rank just past the top 1% in the top 5%', () => {
    expect(percentileRank(15_094, 1_509_247)).toBe(5);
    expect(percentileRank(15_093, 1_509_247)).toBe(1);
  });

  it('puts rank 110421 of 1509247 in the top 10%, as the entry sample shows', () => {
    expect(percentileRank(110_421, 1_509_247)).toBe(10);
  });

  it('gives 100 beyond the last bucket', () => {
    expect(percentileRank(99, 100)).toBe(100);
  });
});
