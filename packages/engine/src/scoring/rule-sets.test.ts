import { describe, expect, it } from 'vitest';
import { CURRENT_SEASON, RULE_SETS, isSeasonId, ruleSetFor } from './rule-sets';

describe('rule sets', () => {
  it('knows the seasons 2023-24, 2024-25 and 2025-26 by their ids', () => {
    for (const season of ['2023-24', '2024-25', '2025-26'] as const) {
      expect(isSeasonId(season)).toBe(true);
      expect(ruleSetFor(season).season).toBe(season);
    }
  });

  it('rejects a season it has no rules for', () => {
    expect(isSeasonId('2019-20')).toBe(false);
    expect(isSeasonId('toString')).toBe(false);
  });

  it('plays a new game by the current season, one of the known ones', () => {
    expect(RULE_SETS[CURRENT_SEASON].season).toBe(CURRENT_SEASON);
  });

  it('has manager scoring only in 2024-25', () => {
    const hasManager = (s: keyof typeof RULE_SETS) =>
      RULE_SETS[s].scoring.some((r) => r.stat.startsWith('mng_'));
    expect([hasManager('2023-24'), hasManager('2024-25'), hasManager('2025-26')]).toEqual([
      false,
      true,
      false,
    ]);
  });
});
