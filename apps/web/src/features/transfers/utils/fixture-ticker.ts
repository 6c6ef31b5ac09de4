import type { Fixture } from '@ofl/api';

/** A club's match in a gameweek: the opponent, home or away, and its difficulty for the club. */
export interface TickerMatch {
  opponent: number;
  home: boolean;
  difficulty: number;
}

/**
 * A club's matches in each of `events`, in order: none in a blank gameweek, two in a double.
 */
export function fixtureTicker(
  team: number,
  fixtures: readonly Pick<
    Fixture,
    'event' | 'team_h' | 'team_a' | 'team_h_difficulty' | 'team_a_difficulty' | 'kickoff_time'
  >[],
  events: readonly number[],
): TickerMatch[][] {
  return events.map((event) =>
    fixtures
      .filter((f) => f.event === event && (f.team_h === team || f.team_a === team))
      .sort((a, b) => String(a.kickoff_time).localeCompare(String(b.kickoff_time)))
      .map((f) =>
        f.team_h === team
          ? { opponent: f.team_a, home: true, difficulty: f.team_h_difficulty }
          : { opponent: f.team_h, home: false, difficulty: f.team_a_difficulty },
      ),
  );
}
