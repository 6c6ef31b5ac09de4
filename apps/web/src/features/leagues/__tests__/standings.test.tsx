import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aPlayer, fakeApi, gameEvent } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';
import { withRoutes } from '../../../testing/with-routes';
import type { Handler } from '../../../testing/with-routes';
import { anEntry } from '../../../testing/entry-api';
import { aLeague, aMyLeague, aNewEntry, aRow, aStandings } from './league-api';

const PHASES = [
  { id: 1, name: 'Overall', start_event: 1, stop_event: 38, highest_score: null },
  { id: 2, name: 'August', start_event: 1, stop_event: 3, highest_score: null },
];

type Scene = {
  player?: number | null;
  events?: ReturnType<typeof gameEvent>[];
  standings?: Handler;
  status?: { status: unknown[]; leagues: string };
  entryLeagues?: ReturnType<typeof aMyLeague>[];
};

function scene(s: Scene = {}) {
  return withRoutes(
    fakeApi({
      player: s.player === undefined ? aPlayer(12) : s.player === null ? null : aPlayer(s.player),
      events: s.events ?? [
        gameEvent(1, { is_current: true, finished: true }),
        gameEvent(2, { is_next: true }),
      ],
      phases: PHASES,
    }),
    {
      'GET /api/leagues-classic/9/standings/':
        s.standings ??
        (() => [200, aStandings(aLeague(9, { name: 'Office' }), [aRow(3, 1), aRow(12, 2)])]),
      'GET /api/event-status/': () => [200, s.status ?? { status: [], leagues: '' }],
      'GET /api/entry/12/': () => [
        200,
        anEntry(12, { leagues: { classic: s.entryLeagues ?? [], h2h: [] } }),
      ],
    },
  );
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Standings' }))
    .getAllByRole('row')
    .slice(1);

describe('classic league standings', () => {
  it('shows the table with Rank, Team & Manager, GW and TOT, and the own row highlighted', async () => {
    renderRoute('/leagues/9/standings/c', scene());
    expect(await screen.findByRole('heading', { name: 'Office' })).toBeTruthy();
    expect(screen.getByText('League scoring started in Gameweek 1')).toBeTruthy();
    const header = within(screen.getByRole('table', { name: 'Standings' })).getAllByRole(
      'columnheader',
    );
    expect(header.map((h) => h.textContent)).toEqual(['Rank', 'Team & Manager', 'GW', 'TOT']);
    const [first, mine] = rows();
    expect(within(first!).getByRole('link', { name: 'Team 3' }).getAttribute('href')).toBe(
      '/entry/3/event/1',
    );
    expect(first!.getAttribute('aria-current')).toBeNull();
    expect(mine!.getAttribute('aria-current')).toBe('true');
    expect(mine!.className).toContain('standings-row--own');
    expect(
      within(mine!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['● 2', '48', '198']);
    expect(screen.queryByText('Live')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Standings pages' })).toBeNull();
  });

  it('is open to visitors, with no row highlighted', async () => {
    renderRoute('/leagues/9/standings/c', scene({ player: null }));
    await screen.findByRole('heading', { name: 'Office' });
    expect(rows().some((r) => r.getAttribute('aria-current'))).toBe(false);
  });

  it('says when scoring will start before the start gameweek', async () => {
    renderRoute(
      '/leagues/9/standings/c',
      scene({
        standings: () => [200, aStandings(aLeague(9, { start_event: 2 }), [])],
      }),
    );
    expect(await screen.findByText('League scoring will start in Gameweek 2')).toBeTruthy();
  });

  it('pages through the table and asks for the phase chosen', async () => {
    const asked: string[] = [];
    const api = scene({
      standings: (_body, url) => {
        asked.push(url.search);
        const page = Number(url.searchParams.get('page_standings'));
        const phase = Number(url.searchParams.get('phase'));
        const first = (page - 1) * 50 + 1;
        return [
          200,
          aStandings(aLeague(9), [aRow(100 + first, first, { total: phase * 1000 + first })], {
            page,
            hasNext: page < 2,
          }),
        ];
      },
    });
    const { router } = renderRoute('/leagues/9/standings/c', api);
    await screen.findByRole('navigation', { name: 'Standings pages' });
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'Team 151' });
    expect(router.location.search).toBe('?page_standings=2');
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Select phase'), { target: { value: '2' } });
    await waitFor(() => expect(rows()[0]!.textContent).toContain('2001'));
    expect(asked).toEqual([
      '?page_new_entries=1&page_standings=1&phase=1',
      '?page_new_entries=1&page_standings=2&phase=1',
      '?page_new_entries=1&page_standings=1&phase=2',
    ]);
  });

  it('reads the phase and pages from the address, defaulting what is not a number', async () => {
    const asked: string[] = [];
    renderRoute(
      '/leagues/9/standings/c?phase=2&page_standings=x&page_new_entries=3',
      scene({
        standings: (_b, url) => {
          asked.push(url.search);
          return [200, aStandings(aLeague(9), [aRow(3, 1)])];
        },
      }),
    );
    await screen.findByRole('table', { name: 'Standings' });
    expect(asked[0]).toBe('?page_new_entries=3&page_standings=1&phase=2');
    expect((screen.getByLabelText('Select phase') as HTMLSelectElement).value).toBe('2');
  });

  it('lists the new entries, linking to their history', async () => {
    renderRoute(
      '/leagues/9/standings/c',
      scene({
        standings: () => [
          200,
          aStandings(aLeague(9), [aRow(3, 1)], { newEntries: [aNewEntry(77)] }),
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: 'New entries' });
    expect(within(table).getByRole('link', { name: 'Newcomers 77' }).getAttribute('href')).toBe(
      '/entry/77/history',
    );
    expect(within(table).getByText('Nia Late77')).toBeTruthy();
  });

  it('marks the totals Live while the server says the gameweek is live', async () => {
    renderRoute(
      '/leagues/9/standings/c',
      scene({
        events: [gameEvent(1, { is_current: true }), gameEvent(2, { is_next: true })],
        standings: () => [200, { ...aStandings(aLeague(9), [aRow(3, 1)]), live: true }],
      }),
    );
    expect(await screen.findByText('Live')).toBeTruthy();
    expect(screen.getByText('(live)', { exact: false })).toBeTruthy();
  });

  it('warns while the tables are being recalculated', async () => {
    renderRoute('/leagues/9/standings/c', scene({ status: { status: [], leagues: 'Updating' } }));
    expect(
      await screen.findByText(
        'League tables are currently being re-calculated. The table below may still contain old data.',
      ),
    ).toBeTruthy();
  });

  it('gives the administrator and inviting members their links', async () => {
    renderRoute(
      '/leagues/9/standings/c',
      scene({ entryLeagues: [aMyLeague(9, { entry_can_admin: true, entry_can_invite: true })] }),
    );
    expect((await screen.findByRole('link', { name: 'Administer' })).getAttribute('href')).toBe(
      '/leagues/9/admin/c',
    );
    expect(screen.getByRole('link', { name: 'Invite Friends' }).getAttribute('href')).toBe(
      '/leagues/9/invite',
    );
  });

  it('offers a league open to all game players to a manager who is not in it', async () => {
    const open = aLeague(9, { name: 'Open Office', code_privacy: 'a' });
    const api = withRoutes(scene({ standings: () => [200, aStandings(open, [aRow(3, 1)])] }), {
      'GET /api/leagues-classic/9/': () => [200, { ...open, code: 'k3x9qa' }],
      'POST /api/leagues-private/join/': () => [201, {}],
    });
    renderRoute('/leagues/9/standings/c', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Join this league' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/leagues-private/join/')?.body).toEqual({
        code: 'k3x9qa',
        entry: 12,
      }),
    );
  });

  it('offers no join to a member, nor for a league whose code is kept private', async () => {
    renderRoute(
      '/leagues/9/standings/c',
      scene({
        entryLeagues: [aMyLeague(9)],
        standings: () => [200, aStandings(aLeague(9, { code_privacy: 'a' }), [])],
      }),
    );
    await screen.findByText(/League scoring/);
    expect(screen.queryByRole('button', { name: 'Join this league' })).toBeNull();
    cleanup();
    const api = scene();
    renderRoute('/leagues/9/standings/c', api);
    await screen.findByText(/League scoring/);
    expect(screen.queryByRole('button', { name: 'Join this league' })).toBeNull();
    expect(api.calls.some((c) => c.path === '/api/leagues-classic/9/')).toBe(false);
  });

  it('shows Page not found for a league that does not exist', async () => {
    renderRoute(
      '/leagues/9/standings/c',
      scene({ standings: () => [404, { detail: 'Not found.' }] }),
    );
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows the failure when the table cannot be loaded', async () => {
    renderRoute('/leagues/9/standings/c', scene({ standings: () => [503, { detail: 'Down' }] }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sorry, but we are unable to load the requested page at this time.',
    );
  });
});
