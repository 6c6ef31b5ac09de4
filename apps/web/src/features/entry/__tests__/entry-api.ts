// The manager pages' calls on top of the shared fake server: each test says what they answer.
import type { FakeApi } from '../../../testing/fake-api';

/** A handler answers with a status and a body; the request body is passed in. */
export type Handler = (body: unknown) => [number, unknown];

/** Adds routes (`'GET /api/entry/3/history/'`) to a fake server; the rest go to the fake. */
export function withRoutes(api: FakeApi, routes: Record<string, Handler>): FakeApi {
  const inner = api.fetch;
  api.fetch = async (input, options) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${options?.method ?? 'GET'} ${url.pathname}`];
    if (!handler) return inner(input, options);
    const body =
      typeof options?.body === 'string' ? (JSON.parse(options.body) as unknown) : undefined;
    api.calls.push({
      method: options?.method ?? 'GET',
      path: url.pathname,
      headers: new Headers(options?.headers),
      body,
    });
    const [status, answer] = handler(body);
    return new Response(JSON.stringify(answer), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return api;
}

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
