import { describe, expect, it } from 'vitest';

import { isBootstrapStale } from './get-bootstrap-static';

describe('bootstrap freshness', () => {
  it('is refreshed only once more than 600 seconds old', () => {
    expect(isBootstrapStale(0, 600_000)).toBe(false);
    expect(isBootstrapStale(0, 600_001)).toBe(true);
  });
});
