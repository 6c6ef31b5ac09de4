import { describe, expect, it } from 'vitest';
import { generatePhases } from './generate-phases';
import { seasonFor } from './test-season';

describe('generatePhases', () => {
  const season = seasonFor(4);
  const months = season.phases.slice(1);

  it("starts with 'Overall' covering gameweeks 1-38 as phase 1", () => {
    expect(season.phases[0]).toEqual({
      id: 1,
      name: 'Overall',
      start_event: 1,
      stop_event: 38,
      highest_score: null,
    });
  });

  it('covers 1..38 with monthly phases, in order and without gaps', () => {
    expect(months[0]!.start_event).toBe(1);
    expect(months[months.length - 1]!.stop_event).toBe(38);
    months.forEach((phase, i) => {
      expect(phase.stop_event).toBeGreaterThanOrEqual(phase.start_event);
      if (i > 0) expect(phase.start_event).toBe(months[i - 1]!.stop_event + 1);
    });
    expect(season.phases.map((p) => p.id)).toEqual(season.phases.map((_, i) => i + 1));
  });

  it('puts each gameweek in the month its deadline falls in', () => {
    const names = Array.from({ length: 12 }, (_, m) =>
      new Date(Date.UTC(2025, m, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' }),
    );
    for (const phase of months) {
      for (let id = phase.start_event; id <= phase.stop_event; id++) {
        expect(names[new Date(season.events[id - 1]!.deadline_time).getUTCMonth()]).toBe(
          phase.name,
        );
      }
    }
    expect(months[0]!.name).toBe('August');
  });

  it('has no phases without events', () => {
    expect(generatePhases([])).toEqual([]);
  });
});
