import { describe, expect, it } from 'vitest';
import { percentileRank, topPercentCutoff } from './percentile';

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

describe('topPercentCutoff', () => {
  it('rounds the share of ranks up, as the buckets do', () => {
    expect(topPercentCutoff(1000, 1)).toBe(10);
    expect(topPercentCutoff(1001, 1)).toBe(11);
    expect(topPercentCutoff(120, 10)).toBe(12);
    expect(topPercentCutoff(5, 1)).toBe(1);
    expect(topPercentCutoff(0, 10)).toBe(0);
    expect(percentileRank(topPercentCutoff(1001, 10), 1001)).toBe(10);
    expect(percentileRank(topPercentCutoff(1001, 10) + 1, 1001)).toBe(15);
  });
});
