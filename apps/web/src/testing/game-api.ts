// A fuller fake server for the team screens' tests: the shell's fake API plus a small season
// (six clubs of fifteen players), entry-create and my-team. Tests change `state` to set a scene.
import type { MyTeam } from '@ofl/api';

import { fakeApi } from './fake-api';
import type { FakeApi } from './fake-api';

const TEAMS = [
  { id: 1, code: 3, name: 'Arlington', short_name: 'ARL', style: 'stripes' },
  { id: 2, code: 7, name: 'Bexley Rovers', short_name: 'BEX', style: 'plain' },
  { id: 3, code: 8, name: 'Calder Town', short_name: 'CAL', style: 'hoops' },
  { id: 4, code: 11, name: 'Dunmore City', short_name: 'DUN', style: 'plain' },
  { id: 5, code: 13, name: 'Eastwick', short_name: 'EAS', style: 'stripes' },
  { id: 6, code: 14, name: 'Fairport United', short_name: 'FAI', style: 'plain' },
];

const ELEMENT_TYPES = [
  [1, 'Goalkeeper', 'GKP', 'Goalkeepers', 2, 1, 1, [12]],
  [2, 'Defender', 'DEF', 'Defenders', 5, 3, 5, []],
  [3, 'Midfielder', 'MID', 'Midfielders', 5, 2, 5, []],
  [4, 'Forward', 'FWD', 'Forwards', 3, 1, 3, []],
] as const;

// Names with accents, so the search can be tested ignoring them.
const SPECIAL: Record<number, [string, string, string]> = {
  8: ['Martin', 'Ødegaard', 'Ødegaard'],
  9: ['Bruno', 'Borges Fernandes', 'B.Fernandes'],
  24: ['José', 'Sá', 'José Sá'],
};

/** A spread of price progress (a threshold of 100 net transfers), one player held by a limit. */
function priceProgress(id: number) {
  if (id === 11) return { price_progress: 99, price_transfers_needed: null };
  const percent = ((id * 37) % 201) - 100;
  return { price_progress: percent, price_transfers_needed: Math.sign(percent) * 100 - percent };
}

function elements() {
  const out: Record<string, unknown>[] = [];
  let id = 0;
  for (const team of TEAMS) {
    for (const [type, , short, , count] of ELEMENT_TYPES) {
      for (let n = 0; n < count; n++) {
        id += 1;
        const [first, second, web] = SPECIAL[id] ?? [
          'Sam',
          `${short}${team.short_name}${n + 1}`,
          `${short}-${team.short_name}-${n + 1}`,
        ];
        out.push({
          id,
          code: 1000 + id,
          first_name: first,
          second_name: second,
          web_name: web,
          team: team.id,
          team_code: team.code,
          element_type: type,
          now_cost: 40 + ((id * 7) % 60),
          status: id === 5 ? 'u' : 'a',
          form: String((id % 9) + 0.5),
          total_points: (id * 13) % 97,
          event_points: id % 7,
          points_per_game: '2.0',
          selected_by_percent: '1.0',
          ict_index: '3.0',
          bonus: id % 4,
          minutes: 90,
          goals_scored: id % 3,
          assists: id % 2,
          clean_sheets: 0,
          news: '',
          can_select: true,
          in_dreamteam: id === 8,
          ...priceProgress(id),
        });
      }
    }
  }
  return out;
}

/** The season the fake serves: clubs with kits, positions, ninety players. */
export function fakeSeason() {
  return {
    teams: TEAMS.map(({ style, ...t }) => ({
      ...t,
      kit: {
        shirt: '#c8102e',
        sleeves: '#ffffff',
        shorts: '#ffffff',
        socks: '#c8102e',
        secondary: '#ffffff',
        style,
      },
    })),
    element_types: ELEMENT_TYPES.map(([id, singular, short, plural, select, min, max, locked]) => ({
      id,
      singular_name: singular,
      singular_name_short: short,
      plural_name: plural,
      plural_name_short: short,
      squad_select: select,
      squad_min_play: min,
      squad_max_play: max,
      sub_positions_locked: [...locked],
      element_count: 0,
    })),
    elements: elements(),
    chips: [
      { id: 4, name: 'bboost', number: 1, start_event: 1, stop_event: 19, chip_type: 'team' },
      { id: 5, name: '3xc', number: 1, start_event: 1, stop_event: 19, chip_type: 'team' },
    ] as const,
  };
}

/** What the fake my-team endpoint holds: the contract's payload. */
export type FakeMyTeam = MyTeam;

/** The shell's fake API with the team endpoints, and their state. */
export type GameApi = FakeApi & {
  entryCreateError: Record<string, unknown> | null;
  myTeam: FakeMyTeam | null;
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A my-team payload: a 1-4-4-2 with Ødegaard captain, keeper, defender, midfielder and forward on the bench. */
export function aMyTeam(): FakeMyTeam {
  const season = fakeSeason();
  const byId = new Map(season.elements.map((e) => [e.id as number, e]));
  const starters = [1, 3, 18, 33, 4, 8, 23, 38, 9, 13, 28];
  const bench = [16, 19, 24, 43];
  const order = [...starters, ...bench];
  const picks = order.map((id, i) => {
    const e = byId.get(id)!;
    return {
      element: id,
      position: i + 1,
      multiplier: i === 5 ? 2 : i < 11 ? 1 : 0,
      is_captain: i === 5,
      is_vice_captain: i === 6,
      selling_price: e.now_cost as number,
      purchase_price: e.now_cost as number,
      element_type: e.element_type as number,
    };
  });
  return {
    picks,
    picks_last_updated: '2025-08-10T10:00:00Z',
    chips: season.chips.map((c) => ({
      ...c,
      status_for_entry: 'available',
      played_by_entry: [],
      is_pending: false,
    })),
    transfers: { cost: 4, status: 'unlimited', limit: null, made: 0, bank: 50, value: 1000 },
  };
}

/** The fake server for the team screens. */
export function gameApi(init: Parameters<typeof fakeApi>[0] = {}): GameApi {
  const base = fakeApi(init);
  const baseFetch = base.fetch;
  const api = base as GameApi;
  api.entryCreateError = null;
  api.myTeam = null;
  api.fetch = async (input, options) => {
    const url = new URL(String(input), 'http://localhost');
    const method = options?.method ?? 'GET';
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /api/bootstrap-static/') {
      const response = await baseFetch(input, options);
      if (!response.ok) return response;
      return json(200, { ...((await response.json()) as object), ...fakeSeason() });
    }
    if (route === 'POST /api/entry-create/') {
      const body = JSON.parse(String(options?.body)) as unknown;
      api.calls.push({ method, path: url.pathname, headers: new Headers(options?.headers), body });
      if (api.entryCreateError) return json(400, api.entryCreateError);
      if (api.player) api.player = { ...api.player, entry: 99 };
      api.myTeam = aMyTeam();
      return json(201, {});
    }
    const myTeam = /^(GET|POST) \/api\/my-team\/(\d+)\/$/.exec(route);
    if (myTeam && api.myTeam) {
      if (method === 'GET') return json(200, api.myTeam);
      const body = JSON.parse(String(options?.body)) as {
        chip: string | null;
        picks: Array<{
          element: number;
          position: number;
          is_captain: boolean;
          is_vice_captain: boolean;
        }>;
      };
      api.calls.push({ method, path: url.pathname, headers: new Headers(options?.headers), body });
      const old = new Map(api.myTeam.picks.map((p) => [p.element, p]));
      api.myTeam = {
        ...api.myTeam,
        picks: body.picks.map((p) => ({
          ...old.get(p.element)!,
          ...p,
          multiplier: p.is_captain ? 2 : p.position <= 11 || body.chip === 'bboost' ? 1 : 0,
        })),
        chips: api.myTeam.chips.map((c) => ({
          ...c,
          status_for_entry: c.name === body.chip ? 'active' : 'available',
        })),
      };
      return json(200, api.myTeam);
    }
    return baseFetch(input, options);
  };
  return api;
}
