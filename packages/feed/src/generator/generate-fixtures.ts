import { randomInt, shuffled, type Rng } from '@ofl/engine';
import type { Pairing } from './schedule-fixtures';
import type { DemoFixture, DemoTeam } from './types';
import { isoSeconds } from './uk-time';

/** Fixture difficulty (FDR 1-5) for a club facing this opponent: the opponent's strength tier. */
export function difficultyAgainst(opponent: DemoTeam): number {
  return Math.min(5, Math.max(1, opponent.strength));
}

/**
 * Puts each round's matches on that gameweek's kick-off slots and numbers them as the API does:
 * ids 1..380 by gameweek and kick-off, `code` and `pulse_id` unique and different from the id.
 */
export function generateFixtures(
  rng: Rng,
  rounds: readonly Pairing[][],
  kickoffs: readonly number[][],
  teams: readonly DemoTeam[],
): DemoFixture[] {
  const byId = new Map(teams.map((t) => [t.id, t]));
  const codeBase = 2_000_000 + randomInt(rng, 100, 899) * 1000;
  const pulseBase = 100_000 + randomInt(rng, 10, 89) * 1000;
  const placed = rounds.flatMap((round, i) => {
    const times = kickoffs[i] ?? [];
    return shuffled(rng, round).map((pairing, j) => ({ event: i + 1, at: times[j]!, pairing }));
  });
  placed.sort((a, b) => a.event - b.event || a.at - b.at || a.pairing.home - b.pairing.home);
  return placed.map(({ event, at, pairing }, i) => {
    const home = byId.get(pairing.home)!;
    const away = byId.get(pairing.away)!;
    return {
      id: i + 1,
      code: codeBase + i + 1,
      pulse_id: pulseBase + i + 1,
      event,
      kickoff_time: isoSeconds(at),
      provisional_start_time: false,
      team_h: home.id,
      team_a: away.id,
      team_h_score: null,
      team_a_score: null,
      team_h_difficulty: difficultyAgainst(away),
      team_a_difficulty: difficultyAgainst(home),
      started: false,
      finished: false,
      finished_provisional: false,
      minutes: 0,
      stats: [],
    };
  });
}
