// Payloads of the manager pages' calls, for tests to answer with.

/** An entry payload (api-shapes §5) with the fields the pages read. */
export function anEntry(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Team ${id}`,
    started_event: 1,
    player_first_name: 'Sam',
    player_last_name: `Keeper${id}`,
    favourite_team: null,
    name_change_blocked: false,
    kit: null,
    summary_overall_points: 120,
    summary_overall_rank: 1234,
    summary_event_points: 55,
    last_deadline_bank: 5,
    last_deadline_value: 1003,
    last_deadline_total_transfers: 2,
    leagues: { classic: [], h2h: [], cup: { cup_league: null } },
    ...overrides,
  };
}

/** A history payload with the gameweeks given. */
export function aHistory(events: number[]) {
  return {
    current: events.map((event, i) => ({
      event,
      points: 50 + i,
      total_points: 50 * (i + 1),
      rank: 10 + i,
      overall_rank: 100 - i,
      bank: 5,
      value: 1003,
      event_transfers: 0,
      event_transfers_cost: 0,
      points_on_bench: 3,
    })),
    past: [
      { season_name: '2023/24', total_points: 2000, rank: 5000 },
      { season_name: '2024/25', total_points: 2100, rank: 4000 },
    ],
    chips: [{ name: 'bboost', time: '2025-08-20T10:05:00Z', event: 2 }],
  };
}

/** The entry_history block of a gameweek's picks: nothing scored, no rank, no transfers yet. */
export function aPicksHistory(event: number, overrides: Record<string, unknown> = {}) {
  return {
    event,
    points: 0,
    total_points: 0,
    rank: null,
    rank_sort: null,
    overall_rank: null,
    percentile_rank: null,
    overall_rank_percentage: null,
    bank: 0,
    value: 1000,
    event_transfers: 0,
    event_transfers_cost: 0,
    points_on_bench: 0,
    ...overrides,
  };
}

/**
 * A gameweek's picks: a 4-4-2 of elements 1-11 and a bench of 12 (the keeper) and 13-15, with
 * the captain and vice-captain at the positions given (counted from 0).
 */
export function aLineUp(captain: number, vice: number) {
  return [1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 1, 2, 3, 4].map((type, i) => ({
    element: i + 1,
    position: i + 1,
    multiplier: i === captain ? 2 : i < 11 ? 1 : 0,
    is_captain: i === captain,
    is_vice_captain: i === vice,
    element_type: type,
  }));
}
