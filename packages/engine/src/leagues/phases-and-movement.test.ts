import { describe, expect, it } from 'vitest';
import { rankMovement } from './movement';
import type { Phase } from './phases';
import { monthPhases, phasesContaining, phasesEndingAt } from './phases';

const phases: Phase[] = [
  { id: 1, name: 'Overall', startEvent: 1, stopEvent: 38 },
  { id: 2, name: 'August', startEvent: 1, stopEvent: 3 },
  { id: 3, name: 'September', startEvent: 4, stopEvent: 6 },
];

describe('phases', () => {
  it('finds the overall phase and the month of a gameweek', () => {
    expect(phasesContaining(phases, 5).map((p) => p.name)).toEqual(['Overall', 'September']);
  });

  it('finds the phases a gameweek closes', () => {
    expect(phasesEndingAt(phases, 3).map((p) => p.name)).toEqual(['August']);
    expect(phasesEndingAt(phases, 38).map((p) => p.name)).toEqual(['Overall']);
    expect(phasesEndingAt(phases, 2)).toEqual([]);
  });
});

describe('monthPhases', () => {
  // The 2025/26 deadlines (bootstrap-static), first of each month marked by its gameweek.
  const deadlines2025: [number, string][] = [
    [1, '2025-08-15'],
    [2, '2025-08-22'],
    [3, '2025-08-30'],
    [4, '2025-09-13'],
    [5, '2025-09-20'],
    [6, '2025-09-27'],
    [7, '2025-10-03'],
    [8, '2025-10-18'],
    [9, '2025-10-24'],
    [10, '2025-11-01'],
    [11, '2025-11-08'],
    [12, '2025-11-22'],
    [13, '2025-11-29'],
    [14, '2025-12-02'],
    [15, '2025-12-06'],
    [16, '2025-12-13'],
    [17, '2025-12-20'],
    [18, '2025-12-26'],
    [19, '2025-12-30'],
    [20, '2026-01-03'],
    [21, '2026-01-06'],
    [22, '2026-01-17'],
    [23, '2026-01-24'],
    [24, '2026-01-31'],
    [25, '2026-02-06'],
    [26, '2026-02-10'],
    [27, '2026-02-21'],
    [28, '2026-02-27'],
    [29, '2026-03-03'],
    [30, '2026-03-14'],
    [31, '2026-03-20'],
    [32, '2026-04-10'],
    [33, '2026-04-18'],
    [34, '2026-04-24'],
    [35, '2026-05-01'],
    [36, '2026-05-09'],
    [37, '2026-05-15'],
    [38, '2026-05-24'],
  ];
  const events = deadlines2025.map(([id, day]) => ({ id, deadlineTime: `${day}T17:30:00Z` }));

  it('gives the 2025/26 phases from the 2025/26 deadlines', () => {
    expect(monthPhases(events).map((p) => [p.id, p.name, p.startEvent, p.stopEvent])).toEqual([
      [1, 'Overall', 1, 38],
      [2, 'August', 1, 3],
      [3, 'September', 4, 6],
      [4, 'October', 7, 9],
      [5, 'November', 10, 13],
      [6, 'December', 14, 19],
      [7, 'January', 20, 24],
      [8, 'February', 25, 28],
      [9, 'March', 29, 31],
      [10, 'April', 32, 34],
      [11, 'May', 35, 38],
    ]);
  });

  it('reads the month of a deadline in UTC', () => {
    const phases = monthPhases([
      { id: 1, deadlineTime: '2026-08-31T23:30:00-02:00' },
      { id: 2, deadlineTime: '2026-09-05T10:00:00Z' },
    ]);
    expect(phases.map((p) => p.name)).toEqual(['Overall', 'September']);
  });

  it('gives no phases for a season without gameweeks', () => {
    expect(monthPhases([])).toEqual([]);
  });
});

describe('rankMovement', () => {
  it.each([
    [3, 5, 'up'],
    [5, 3, 'down'],
    [4, 4, 'same'],
    [4, 0, 'new'],
    [0, 4, 'new'],
  ] as const)('shows rank %i after %i as %s', (rank, lastRank, movement) => {
    expect(rankMovement(rank, lastRank)).toBe(movement);
  });
});
