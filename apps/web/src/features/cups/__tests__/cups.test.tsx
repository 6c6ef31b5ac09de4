import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { KnockoutMatch, LeagueCupStatus } from '@ofl/api';

import { aPlayer, fakeApi, gameEvent } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';
import { withRoutes } from '../../../testing/with-routes';
import { anEntry } from '../../../testing/entry-api';
import { cupMessage, cupRound, largeCupRedirect } from '../utils/cup-state';

const status = (fields: Partial<LeagueCupStatus> = {}): LeagueCupStatus => ({
  qualifying_league: 9,
  name: 'Friends',
  qualification_event: 35,
  qualification_numbers: 5,
  has_byes: true,
  cup_league: 90,
  is_large: false,
  ...fields,
});

function aMatch(
  id: number,
  event: number,
  one: number,
  two: number | null,
  fields: Partial<KnockoutMatch> = {},
): KnockoutMatch {
  return {
    id,
    league: 90,
    event,
    entry_1_entry: one,
    entry_1_name: `Team ${one}`,
    entry_1_player_name: `Manager ${one}`,
    entry_1_points: 60,
    entry_1_win: 0,
    entry_1_draw: 0,
    entry_1_loss: 0,
    entry_1_total: 0,
    entry_2_entry: two,
    entry_2_name: two === null ? '' : `Team ${two}`,
    entry_2_player_name: two === null ? '' : `Manager ${two}`,
    entry_2_points: 50,
    entry_2_win: 0,
    entry_2_draw: 0,
    entry_2_loss: 0,
    entry_2_total: 0,
    is_knockout: true,
    winner: two === null ? one : null,
    seed_value: null,
    tiebreak: null,
    is_bye: two === null,
    knockout_name: 'Quarter-Finals',
    ...fields,
  };
}

describe('what the cup screens say', () => {
  it('gives a team its latest round: BYE, W, L or nothing while undecided', () => {
    const bye = aMatch(1, 36, 12, null);
    const won = aMatch(2, 37, 12, 4, { winner: 12, knockout_name: 'Semi-Finals' });
    const lost = aMatch(3, 38, 12, 5, { winner: 5, knockout_name: 'Final' });
    expect(cupRound([bye], 90, 12)).toEqual({ round: 'Quarter-Finals', status: 'BYE' });
    expect(cupRound([bye, won], 90, 12)).toEqual({ round: 'Semi-Finals', status: 'W' });
    expect(cupRound([lost, bye, won], 90, 12)).toEqual({ round: 'Final', status: 'L' });
    expect(cupRound([aMatch(4, 38, 12, 5)], 90, 12)).toEqual({
      round: 'Quarter-Finals',
      status: '',
    });
    expect(cupRound([bye], 91, 12)).toBeNull();
  });

  it('opens a large cup on a gameweek from Gameweek 32, else on the own qualified team', () => {
    const large = status({ is_large: true, qualification_event: 20 });
    expect(largeCupRedirect(large, {}, 33, null)).toEqual({ event: 33 });
    expect(
      largeCupRedirect(status({ is_large: true, qualification_event: 33 }), {}, 32, null),
    ).toEqual({ event: 34 });
    expect(largeCupRedirect(large, {}, 25, { entry: 12, qualified: true })).toEqual({ entry: 12 });
    expect(largeCupRedirect(large, {}, 25, { entry: 12, qualified: false })).toBeNull();
    expect(largeCupRedirect(large, { event: 21 }, 33, null)).toBeNull();
    expect(largeCupRedirect(status(), {}, 33, null)).toBeNull();
  });

  it('says every message of the cup page', () => {
    expect(cupMessage(status({ cup_league: null }), {}, 30, [])).toBe(
      'The draw for the first round is yet to be made',
    );
    expect(cupMessage(status({ is_large: true }), {}, 25, [])).toBe(
      'Cup matches will be available after Gameweek 32',
    );
    expect(cupMessage(status(), { event: 37 }, 36, [])).toBe(
      'Cup matches for Gameweek 37 will be available at the end of Gameweek 36',
    );
    expect(cupMessage(status(), { entry: 3 }, 36, [])).toBe(
      'This team did not qualify for the cup.',
    );
    expect(cupMessage(status(), { entry: 4 }, 36, [aMatch(1, 36, 3, 4, { winner: 3 })])).toBe(
      'This team has been eliminated',
    );
    expect(cupMessage(status(), { entry: 3 }, 36, [aMatch(1, 36, 3, 4, { winner: 3 })])).toBeNull();
    expect(cupMessage(status(), {}, 36, [])).toBe(
      'There is no information available for this cup yet.',
    );
  });
});

function scene(cup: LeagueCupStatus, current = 36, entryFields: Record<string, unknown> = {}) {
  const matchCalls: string[] = [];
  const api = withRoutes(
    fakeApi({
      player: aPlayer(12),
      events: [gameEvent(current, { is_current: true }), gameEvent(current + 1, { is_next: true })],
    }),
    {
      'GET /api/league/9/cup-status/': () => [200, cup],
      'GET /api/league/90/cup-entries/': () => [
        200,
        [3, 4, 12].map((entry) => ({
          entry,
          entry_name: `Team ${entry}`,
          player_name: `Manager ${entry}`,
        })),
      ],
      'GET /api/league/90/cup-matches/': (_body, url) => {
        matchCalls.push(url.search);
        const entry = Number(url.searchParams.get('entry'));
        const all = [
          aMatch(1, 36, 12, null),
          aMatch(2, 36, 3, 4, { winner: 4, tiebreak: 'goals_scored' }),
        ];
        return [
          200,
          {
            has_next: false,
            page: 1,
            results: entry
              ? all.filter((m) => m.entry_1_entry === entry || m.entry_2_entry === entry)
              : all,
          },
        ];
      },
      'GET /api/entry/12/': () => [
        200,
        anEntry(12, {
          leagues: {
            classic: [
              {
                id: 9,
                name: 'Friends',
                short_name: null,
                league_type: 'x',
                scoring: 'c',
                has_cup: true,
                cup_league: cup.cup_league,
                cup_qualified: true,
                entry_rank: 1,
                entry_last_rank: 1,
              },
            ],
            h2h: [],
            cup: { matches: [], status: {}, cup_league: null },
            cup_matches: [aMatch(1, 36, 12, null)],
          },
          ...entryFields,
        }),
      ],
    },
  );
  return { api, matchCalls };
}

describe('the cup page', () => {
  it('lists the rounds with byes, winners and tie-breaks, filtered by team', async () => {
    const { router } = renderRoute('/leagues/9/cup', scene(status()).api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Friends' })).toBeTruthy();
    expect(screen.getByText('This cup started in Gameweek 36')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Quarter-Finals - Gameweek 36' });
    expect(within(table).getByText('BYE')).toBeTruthy();
    expect(within(table).getByText('Won on goals scored')).toBeTruthy();
    expect(
      within(table).getByText('(winner)', { exact: false }).parentElement?.textContent,
    ).toContain('Team 4');
    const team = screen.getByLabelText('Select team');
    await waitFor(() => expect(within(team).getAllByRole('option')).toHaveLength(4));
    fireEvent.change(team, { target: { value: '3' } });
    await waitFor(() => expect(router.location.search).toBe('?entry=3'));
    expect(await screen.findByText('This team has been eliminated')).toBeTruthy();
    expect(screen.getByText('How the cup works')).toBeTruthy();
  });

  it('sends a cup not drawn yet to the page that says when it starts', async () => {
    const { router } = renderRoute(
      '/leagues/9/cup',
      scene(status({ cup_league: null, qualification_numbers: null }), 30).api,
    );
    await waitFor(() => expect(router.location.pathname).toBe('/leagues/9/cup-not-started'));
    expect(await screen.findByText('This cup will start in Gameweek 36')).toBeTruthy();
    expect(screen.getByText('The draw for the first round is yet to be made')).toBeTruthy();
  });

  it("opens a large cup before Gameweek 32 on the manager's own matches", async () => {
    const { api, matchCalls } = scene(status({ is_large: true, qualification_event: 20 }), 25);
    const { router } = renderRoute('/leagues/9/cup', api);
    await waitFor(() => expect(router.location.search).toBe('?entry=12'));
    await screen.findByRole('table', { name: 'Quarter-Finals - Gameweek 36' });
    // It never asked for the whole cup.
    expect(matchCalls.every((q) => q.includes('entry=12'))).toBe(true);
  });

  it('opens a large cup from Gameweek 32 on the gameweek under way', async () => {
    const { router } = renderRoute(
      '/leagues/9/cup',
      scene(status({ is_large: true, qualification_event: 20 }), 33).api,
    );
    await waitFor(() => expect(router.location.search).toBe('?event=33'));
  });
});

describe('the Cups tab', () => {
  it("shows each cup's round and status, and the empty text without one", async () => {
    renderRoute('/leagues/cups', scene(status()).api);
    const table = await screen.findByRole('table', { name: 'League cups' });
    expect(within(table).getByRole('link', { name: 'Friends' }).getAttribute('href')).toBe(
      '/leagues/9/cup',
    );
    expect(within(table).getByText('Quarter-Finals')).toBeTruthy();
    expect(within(table).getByText('BYE')).toBeTruthy();
    cleanup();
    renderRoute(
      '/leagues/cups',
      scene(status(), 36, {
        leagues: { classic: [], h2h: [], cup: { matches: [] }, cup_matches: [] },
      }).api,
    );
    expect(await screen.findByText('None of your leagues have a cup yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create & Join Leagues' }).getAttribute('href')).toBe(
      '/leagues/create-join',
    );
  });
});
