import { describe, expect, it } from 'vitest';
import { progressBar } from './progress-bar';

describe('progressBar', () => {
  it('fills its width in proportion to the work done', () => {
    expect(progressBar(0, 38, 10)).toBe('[..........] 0/38');
    expect(progressBar(19, 38, 10)).toBe('[#####.....] 19/38');
    expect(progressBar(38, 38, 10)).toBe('[##########] 38/38');
  });

  it('shows nothing to do as done, and never overflows', () => {
    expect(progressBar(0, 0, 4)).toBe('[####] 0/0');
    expect(progressBar(5, 3, 4)).toBe('[####] 5/3');
  });
});
