import { describe, expect, it } from 'vitest';

import { fixtureTicker } from './fixture-ticker';

const fixture = (event: number, team_h: number, team_a: number, kickoff: string) => ({
  event,
  team_h,
  team_a,
  team_h_difficulty: team_a + 1,
  team_a_difficulty: team_h + 1,
  kickoff_time: kickoff,
});

describe('fixtureTicker', () => {
  it("lists a club's matches per gameweek from its side: blank and double gameweeks too", () => {
    const fixtures = [
      fixture(5, 1, 2, '2026-10-01T14:00:00Z'),
      fixture(7, 3, 1, '2026-10-20T14:00:00Z'),
      fixture(7, 1, 4, '2026-10-17T14:00:00Z'),
      fixture(7, 2, 3, '2026-10-17T14:00:00Z'),
    ];
    expect(fixtureTicker(1, fixtures, [5, 6, 7])).toEqual([
      [{ opponent: 2, home: true, difficulty: 3 }],
      [],
      [
        { opponent: 4, home: true, difficulty: 5 },
        { opponent: 3, home: false, difficulty: 4 },
      ],
    ]);
  });
});
