import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aPlayer, fakeApi, gameEvent } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';
import { withRoutes } from '../../../testing/with-routes';
import type { Handler } from '../../../testing/with-routes';
import { anEntry } from '../../../testing/entry-api';
import {
  aMyLeague,
  aNewEntry,
  anH2hLeague,
  anH2hMatch,
  anH2hRow,
  anH2hStandings,
} from './league-api';

const SEASON = Array.from({ length: 38 }, (_, i) =>
  gameEvent(i + 1, i === 2 ? { is_current: true } : i === 3 ? { is_next: true } : {}),
);

type Scene = {
  events?: ReturnType<typeof gameEvent>[];
  standings?: Handler;
  matches?: Handler;
  league?: Handler;
};

function scene(s: Scene = {}) {
  return withRoutes(fakeApi({ player: aPlayer(12), events: s.events ?? SEASON }), {
    'GET /api/leagues-h2h/7/standings/':
      s.standings ??
      (() => [
        200,
        anH2hStandings(anH2hLeague(7, { name: 'Rivals' }), [anH2hRow(12, 1), anH2hRow(3, 2)]),
      ]),
    'GET /api/leagues-h2h-matches/league/7/':
      s.matches ?? (() => [200, { has_next: false, page: 1, results: [anH2hMatch(1)] }]),
    'GET /api/leagues-h2h/7/': s.league ?? (() => [200, anH2hLeague(7)]),
    'GET /api/entry/12/': () => [200, anEntry(12, { leagues: { classic: [], h2h: [] } })],
  });
}

describe('Create a Head-to-Head League', () => {
  it('raises the size to the knockout minimum and keeps the knockout gameweeks out of the start', async () => {
    const api = scene();
    renderRoute('/leagues/create/h2h', api);
    await screen.findByRole('heading', { name: 'Create a Head-to-Head League' });
    const size = screen.getByLabelText('Maximum number of teams') as HTMLSelectElement;
    const ko = screen.getByLabelText('Knockout rounds') as HTMLSelectElement;
    const start = screen.getByLabelText('Scoring starts') as HTMLSelectElement;
    // Unlimited, or 2 to league_max_size_private_h2h (16); knockouts None or 1 to 3.
    expect([...size.options].map((o) => o.value)).toEqual([
      'unlimited',
      ...Array.from({ length: 15 }, (_, i) => String(i + 2)),
    ]);
    expect([...ko.options].map((o) => o.textContent)).toEqual(['None', '1', '2', '3']);
    // The select's hint is shown under it, not passed to the select.
    expect(
      screen.getByText(
        'The top teams of the table meet in knockout matches in the last gameweeks.',
      ),
    ).toBeTruthy();
    expect(ko.getAttribute('hint')).toBeNull();
    fireEvent.change(size, { target: { value: '3' } });
    fireEvent.change(start, { target: { value: '38' } });
    fireEvent.change(ko, { target: { value: '2' } });
    expect(size.value).toBe('4');
    expect([...size.options][1]!.value).toBe('4');
    expect(start.value).toBe('36');
    expect([...start.options].at(-1)!.value).toBe('36');
    expect([...start.options][0]!.value).toBe('4');

    fireEvent.change(screen.getByLabelText('League name'), { target: { value: 'Rivals' } });
    fireEvent.change(screen.getByLabelText('Who can see the league code'), {
      target: { value: 'l' },
    });
    withRoutes(api, { 'POST /api/leagues-h2h/': () => [201, anH2hLeague(7)] });
    fireEvent.click(screen.getByRole('button', { name: 'Create League' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/leagues-h2h/')?.body).toEqual({
        name: 'Rivals',
        code_privacy: 'l',
        start_event: 36,
        max_entries: 4,
        ko_rounds: 2,
      }),
    );
  });
});

describe('head-to-head standings', () => {
  it('shows Rank, Team & Manager, W, D, L, Score and Pts, and the report link', async () => {
    renderRoute('/leagues/7/standings/h', scene());
    await screen.findByRole('heading', { name: 'Rivals' });
    const table = await screen.findByRole('table', { name: 'Standings' });
    const head = within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(head).toEqual(['Rank', 'Team & Manager', 'W', 'D', 'L', 'Score', 'Pts']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([expect.stringContaining('1'), '9', '0', '1', '599', '27']);
    expect(first.getAttribute('aria-current')).toBe('true');
    expect(
      screen.getByRole('link', { name: 'Report Offensive Name' }).getAttribute('href'),
    ).toContain('/help/report-name');
    expect(screen.getByRole('link', { name: 'Matches' })).toBeTruthy();
  });

  it('says the matches are being generated in the first gameweek before the first table', async () => {
    renderRoute(
      '/leagues/7/standings/h',
      scene({
        standings: () => [
          200,
          anH2hStandings(anH2hLeague(7, { start_event: 3 }), [], [aNewEntry(5)]),
        ],
      }),
    );
    expect(
      await screen.findByText('Matches are currently being generated, please check back later.'),
    ).toBeTruthy();
  });
});

describe('head-to-head matches', () => {
  it("shows the current gameweek's matches with the AVERAGE team", async () => {
    const api = scene();
    renderRoute('/leagues/7/matches/h', api);
    const list = await screen.findByRole('table', { name: 'Matches' });
    expect(within(list).getByText('AVERAGE')).toBeTruthy();
    expect(within(list).getByText('60 - 52')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/leagues-h2h-matches/league/7/')).toBe(true);
  });

  it('goes to the new entries while the season runs and the league has not started', async () => {
    const { router } = renderRoute(
      '/leagues/7/matches/h',
      scene({
        standings: () => [
          200,
          anH2hStandings(anH2hLeague(7, { start_event: 5 }), [], [aNewEntry(5)]),
        ],
      }),
    );
    await waitFor(() => expect(router.location.pathname).toBe('/leagues/7/new-entries/h'));
    expect(await screen.findByRole('table', { name: 'New entries' })).toBeTruthy();
  });

  it('shows one team at a time above 512 teams: the own team first', async () => {
    const { router } = renderRoute(
      '/leagues/7/matches/h',
      scene({
        matches: (_body, url) =>
          url.searchParams.get('entry')
            ? [200, { has_next: false, page: 1, results: [anH2hMatch(2)] }]
            : [400, { non_field_errors: [{ code: 'large_leagues_forbidden', message: '' }] }],
      }),
    );
    await waitFor(() => expect(router.location.search).toContain('entry=12'));
    expect(await screen.findByRole('table', { name: 'Matches' })).toBeTruthy();
  });
});

describe('head-to-head administration', () => {
  it('once started, offers only the name', async () => {
    renderRoute(
      '/leagues/7/admin/h',
      scene({ league: () => [200, anH2hLeague(7, { started: true, ko_rounds: 1 })] }),
    );
    await screen.findByText(/only its name can be changed now/);
    expect(screen.getByLabelText('League name')).toBeTruthy();
    expect(screen.queryByLabelText('Knockout rounds')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Delete league' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'League code' })).toBeNull();
  });

  it('before the start, edits the size and knockouts too', async () => {
    renderRoute(
      '/leagues/7/admin/h',
      scene({ league: () => [200, anH2hLeague(7, { start_event: 5 })] }),
    );
    await screen.findByLabelText('Knockout rounds');
    expect(screen.getByRole('heading', { name: 'Delete league' })).toBeTruthy();
    expect(screen.getByLabelText('Maximum number of teams')).toBeTruthy();
  });
});

describe('a head-to-head league under way', () => {
  it('says on its new entries that its matches started, as its standings do', async () => {
    // Gameweek 3 is current; the league started in gameweek 1.
    renderRoute(
      '/leagues/7/new-entries/h',
      scene({
        standings: () => [
          200,
          anH2hStandings(anH2hLeague(7, { start_event: 1 }), [anH2hRow(12, 1)], [aNewEntry(5)]),
        ],
      }),
    );
    expect(await screen.findByText('League matches started in Gameweek 1')).toBeTruthy();
    expect(screen.queryByText(/will start/)).toBeNull();
  });

  it('asks for the head-to-head league its Invite Friends page shows, and no classic one', async () => {
    const api = withRoutes(scene(), {
      'GET /api/entry/12/': () => [
        200,
        anEntry(12, {
          leagues: { classic: [], h2h: [aMyLeague(7, { scoring: 'h', entry_can_invite: true })] },
        }),
      ],
      'GET /api/leagues-h2h/7/': () => [200, anH2hLeague(7, { name: 'Rivals', code: 'r1v4ls' })],
    });
    renderRoute('/leagues/7/invite', api);
    expect(await screen.findByText('r1v4ls')).toBeTruthy();
    expect(api.calls.map((c) => c.path)).not.toContain('/api/leagues-classic/7/');
  });
});
