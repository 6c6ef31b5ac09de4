// The follower's mapping from the upstream's payloads, without HTTP or a database: the lines of
// a gameweek (another gameweek's refused), and what changed in the season since the last poll.
import { describe, expect, it } from 'vitest';
import { importFplSeason } from '@ofl/feed';
import type { FollowedSeasonFields } from '@ofl/db';
import { changeRows, diffSeason, fixtureStatesOf, liveLinesOf, noChanges } from './upstream-season';

const element = (id: number, team: number, extra: Record<string, unknown> = {}) => ({
  id,
  code: 1000 + id,
  web_name: `P${id}`,
  team,
  element_type: 3,
  now_cost: 50,
  status: 'a',
  news: '',
  ...extra,
});

const fixture = (id: number, event: number | null, extra: Record<string, unknown> = {}) => ({
  id,
  code: 2000 + id,
  event,
  kickoff_time: event === null ? null : `2025-08-${15 + id}T14:00:00Z`,
  team_h: 1,
  team_a: 2,
  started: false,
  finished: false,
  stats: [],
  ...extra,
});

function season(elements: unknown[], fixtures: unknown[], deadline = '2025-08-15T17:30:00Z') {
  return importFplSeason(
    {
      teams: [
        { id: 1, short_name: 'ARS' },
        { id: 2, short_name: 'LIV' },
      ],
      events: [
        { id: 1, deadline_time: deadline },
        { id: 2, deadline_time: '2025-08-22T17:30:00Z' },
      ],
      elements,
      element_types: [],
      phases: [],
      chips: [],
      game_settings: {},
      game_config: {},
    },
    fixtures,
  );
}

const ours: FollowedSeasonFields = {
  elements: [1, 2].map((id) => ({
    id,
    team: 1,
    status: 'a',
    news: '',
    chanceOfPlayingThisRound: null,
    chanceOfPlayingNextRound: null,
    nowCost: 50,
  })),
  fixtures: [
    { id: 1, event: 1, kickoffTime: new Date('2025-08-16T14:00:00Z') },
    { id: 2, event: 1, kickoffTime: new Date('2025-08-17T14:00:00Z') },
  ],
  events: [
    { id: 1, deadlineTime: new Date('2025-08-15T17:30:00Z') },
    { id: 2, deadlineTime: new Date('2025-08-22T17:30:00Z') },
  ],
};

describe('what changed upstream', () => {
  it('is nothing when the upstream agrees', () => {
    const up = season([element(1, 1), element(2, 1)], [fixture(1, 1), fixture(2, 1)]);
    expect(noChanges(diffSeason(ours, up, { mirrorPrices: false }))).toBe(true);
  });

  it('names new players, club moves, news, postponed and moved fixtures and deadlines', () => {
    const up = season(
      [
        element(1, 2),
        element(2, 1, { status: 'i', news: 'Knee injury', chance_of_playing_next_round: 0 }),
        element(3, 2),
      ],
      [fixture(1, null), fixture(2, 2, { kickoff_time: '2025-08-23T14:00:00Z' }), fixture(3, 2)],
      '2025-08-15T18:00:00Z',
    );
    const changes = diffSeason(ours, up, { mirrorPrices: false });
    expect(changes.notes).toEqual([
      'P1 moves from ARS to LIV',
      'P2: i, Knee injury',
      'New player: P3 (LIV)',
      'ARS v LIV is postponed',
      'ARS v LIV moves to GW2 at 2025-08-23T14:00:00Z',
      'New fixture ARS v LIV in GW2 at 2025-08-18T14:00:00Z',
      'GW1 deadline moves to 2025-08-15T18:00:00.000Z',
    ]);
    const rows = changeRows(changes, { mirrorPrices: false });
    expect(rows.newElements.map((e) => e.id)).toEqual([3]);
    expect(rows.elements.map((e) => [e.id, e.team, e.status, 'nowCost' in e])).toEqual([
      [1, 2, 'a', false],
      [2, 1, 'i', false],
    ]);
    expect(rows.fixtures.map((f) => [f.id, f.event, f.kickoffTime])).toEqual([
      [1, null, null],
      [2, 2, new Date('2025-08-23T14:00:00Z')],
      [3, 2, new Date('2025-08-18T14:00:00Z')],
    ]);
  });

  it("takes the upstream's prices only when mirrored", () => {
    const up = season(
      [element(1, 1, { now_cost: 55 }), element(2, 1)],
      [fixture(1, 1), fixture(2, 1)],
    );
    expect(noChanges(diffSeason(ours, up, { mirrorPrices: false }))).toBe(true);
    const mirrored = diffSeason(ours, up, { mirrorPrices: true });
    expect(changeRows(mirrored, { mirrorPrices: true }).elements).toMatchObject([
      { id: 1, nowCost: 55 },
    ]);
  });
});

describe("a gameweek's live payload", () => {
  const up = season(
    [element(1, 1), element(2, 2)],
    [fixture(1, 1, { started: true }), fixture(2, 1), fixture(3, 2, { started: true })],
  );
  const live = (fixtureId: number) => ({
    elements: [
      {
        id: 1,
        stats: { minutes: 90, goals_scored: 1, bonus: 3, bps: 40 },
        explain: [
          {
            fixture: fixtureId,
            stats: [
              { identifier: 'minutes', points: 2, value: 90 },
              { identifier: 'goals_scored', points: 5, value: 1 },
              { identifier: 'bonus', points: 3, value: 3 },
            ],
          },
        ],
      },
    ],
  });

  it("gives each player's line in the gameweek's started fixtures, with the upstream's points", () => {
    expect(liveLinesOf(live(1), 1, up)).toEqual([
      {
        fixture: 1,
        element: 1,
        stats: { minutes: 90, goals_scored: 1, bonus: 3, total_points: 10 },
        bps: 40,
      },
    ]);
    expect(liveLinesOf(live(2), 1, up)).toEqual([]);
  });

  it('is refused whole when it is of another gameweek', () => {
    expect(() => liveLinesOf(live(3), 1, up)).toThrow(
      'event/1/live/: fixture 3 is not of gameweek 1; payload refused',
    );
    // Even when it names a player the bootstrap does not know yet.
    const unknown = { elements: [{ ...live(3).elements[0]!, id: 9 }] };
    expect(() => liveLinesOf(unknown, 1, up)).toThrow('fixture 3 is not of gameweek 1');
  });

  it('is refused whole when malformed', () => {
    expect(() => liveLinesOf({ elements: [{ id: 1 }] }, 1, up)).toThrow(/event\/1\/live/);
    expect(() => liveLinesOf({ elements: [{ ...live(1).elements[0], id: 9 }] }, 1, up)).toThrow(
      /element 9 is not in bootstrap-static/,
    );
  });

  it("comes with each fixture's state", () => {
    expect(fixtureStatesOf(up, 1)).toEqual([
      { fixtureId: 1, started: true, finished: false, teamHScore: null, teamAScore: null },
      { fixtureId: 2, started: false, finished: false, teamHScore: null, teamAScore: null },
    ]);
  });
});
