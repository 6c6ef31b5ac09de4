import type { Bootstrap, GameEvent } from '@ofl/api';
import { DEFAULT_LEAGUE_LIMITS } from '@ofl/engine';

import type { Player } from '../lib/api/get-me';

/** One request the app made, as the fake server saw it. */
export type Call = { method: string; path: string; headers: Headers; body: unknown };

/** The state behind the fake server; tests change it to set the scene. */
export type FakeApi = {
  player: Player | null;
  events: GameEvent[];
  phases: Bootstrap['phases'];
  bootstrapStatus: number;
  registerErrors: Record<string, string[]> | null;
  /** The first gameweek of the signed-in player's entry. */
  startedEvent: number;
  /** Entry ids the server does not know (404). */
  missingEntries: number[];
  calls: Call[];
  fetch: typeof fetch;
};

/** A gameweek with the flags given. */
export function gameEvent(id: number, flags: Partial<GameEvent> = {}): GameEvent {
  return {
    id,
    name: `Gameweek ${id}`,
    deadline_time: new Date(Date.UTC(2025, 7, 15 + 7 * id, 17, 30)).toISOString(),
    is_previous: false,
    is_current: false,
    is_next: false,
    finished: false,
    average_entry_score: 0,
    highest_score: null,
    highest_scoring_entry: null,
    ...flags,
  };
}

/** A signed-in player; `entry` null means no team yet. */
export function aPlayer(entry: number | null): Player {
  return {
    id: 7,
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'jane@example.com',
    entry,
    entry_email: null,
    entry_language: 'en',
    region: 1,
    date_of_birth: null,
    gender: null,
    dirty: false,
    default_event: 1,
  };
}

function bootstrap(events: GameEvent[], phases: Bootstrap['phases']): Bootstrap {
  return {
    events,
    teams: [],
    elements: [],
    element_types: [],
    chips: [],
    game_settings: {
      squad_squadsize: 15,
      squad_squadplay: 11,
      squad_team_limit: 3,
      squad_total_spend: 1000,
      ...DEFAULT_LEAGUE_LIMITS,
    },
    phases,
    total_players: 0,
  };
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * A small in-memory stand-in for the server contract the web app codes against:
 * bootstrap-static, me, regions, register and entry.
 */
export function fakeApi(init: Partial<Omit<FakeApi, 'fetch' | 'calls'>> = {}): FakeApi {
  const api: FakeApi = {
    player: null,
    events: [gameEvent(1, { is_next: true }), gameEvent(2)],
    phases: [],
    bootstrapStatus: 200,
    registerErrors: null,
    startedEvent: 1,
    missingEntries: [],
    calls: [],
    ...init,
    fetch: async (input, options) => {
      const url = new URL(String(input), 'http://localhost');
      const method = options?.method ?? 'GET';
      const body =
        typeof options?.body === 'string' ? (JSON.parse(options.body) as unknown) : undefined;
      api.calls.push({ method, path: url.pathname, headers: new Headers(options?.headers), body });
      const route = `${method} ${url.pathname}`;
      if (route === 'GET /api/bootstrap-static/') {
        return api.bootstrapStatus === 200
          ? json(200, bootstrap(api.events, api.phases))
          : json(api.bootstrapStatus, { detail: 'Service unavailable' });
      }
      if (route === 'GET /api/me/') return json(200, { player: api.player, watched: [] });
      if (route === 'GET /accounts/regions/') {
        return json(200, [{ id: 1, name: 'England', iso_code_short: 'EN', iso_code_long: 'ENG' }]);
      }
      if (route === 'POST /accounts/register/') {
        if (api.registerErrors) return json(400, api.registerErrors);
        const input = body as {
          email: string;
          first_name: string;
          last_name: string;
          region: number;
        };
        api.player = { ...aPlayer(null), id: 8, ...input };
        return json(201, { player: api.player, watched: [] });
      }
      const entry = /^GET \/api\/entry\/(\d+)\/$/.exec(route);
      if (entry && api.missingEntries.includes(Number(entry[1]))) {
        return json(404, { detail: 'Not found.' });
      }
      if (entry) {
        return json(200, { id: Number(entry[1]), name: 'Doe FC', started_event: api.startedEvent });
      }
      return json(404, { detail: 'Not found.' });
    },
  };
  return api;
}
