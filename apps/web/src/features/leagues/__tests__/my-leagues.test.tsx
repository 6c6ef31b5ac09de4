import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aPlayer, fakeApi } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';
import { withRoutes } from '../../../testing/with-routes';
import { anEntry } from '../../../testing/entry-api';
import { aMyLeague } from './league-api';

const classic = [
  aMyLeague(1, {
    name: 'Overall',
    short_name: 'overall',
    league_type: 's',
    entry_can_leave: false,
  }),
  aMyLeague(2, { name: 'Office', entry_rank: 2, entry_last_rank: 5, entry_can_admin: true }),
  aMyLeague(3, { name: 'League 7', league_type: 'c', entry_rank: 9, entry_last_rank: 3 }),
  aMyLeague(4, { name: 'Radio Five', short_name: 'brd-1', league_type: 's' }),
  aMyLeague(5, { name: 'Pub', entry_rank: 4, entry_last_rank: 0, entry_can_invite: true }),
];

function managerWithLeagues(leave: () => [number, unknown] = () => [200, {}]) {
  let leagues = classic;
  return withRoutes(fakeApi({ player: aPlayer(12) }), {
    'GET /api/entry/12/': () => [200, anEntry(12, { leagues: { classic: leagues, h2h: [] } })],
    'POST /api/league/5/leave/': () => {
      const answer = leave();
      if (answer[0] === 200) leagues = leagues.filter((l) => l.id !== 5);
      return answer;
    },
  });
}

const section = (name: string) => screen.getByRole('table', { name });

describe('Leagues & Cups', () => {
  it('lists the leagues by section with movement, current and last rank', async () => {
    renderRoute('/leagues', managerWithLeagues());
    await screen.findByRole('table', { name: 'Invitational Classic' });
    const captions = screen
      .getAllByRole('table')
      .map((t) => t.querySelector('caption')?.textContent);
    expect(captions).toEqual(['Invitational Classic', 'Public Classic', 'General', 'Broadcaster']);
    const office = within(section('Invitational Classic')).getByRole('row', { name: /Office/ });
    // The arrow has its own column, and sits by the rank on phones (hidden from readers there).
    expect(within(office).getAllByLabelText('Up')).toHaveLength(2);
    const cells = within(office)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 3)).toEqual(['▲', '▲ 2', '5']);
    const pub = within(section('Invitational Classic')).getByRole('row', { name: /Pub/ });
    expect(within(pub).getAllByLabelText('New')).toHaveLength(2);
    expect(within(pub).getAllByRole('cell')[2]?.textContent).toBe('-');
    const open = within(section('Public Classic')).getByRole('row', { name: /League 7/ });
    expect(within(open).getAllByLabelText('Down')).toHaveLength(2);
    expect(
      within(section('General')).getByRole('link', { name: 'Overall' }).getAttribute('href'),
    ).toBe('/leagues/1/standings/c');
    expect(
      screen.getByRole('link', { name: 'Create and join new leagues' }).getAttribute('href'),
    ).toBe('/leagues/create-join');
    expect(screen.getByRole('link', { name: 'Renew your leagues' }).getAttribute('href')).toBe(
      '/leagues/renew',
    );
  });

  it('shows a league not yet ranked with one dash for its rank', async () => {
    const fresh = aMyLeague(6, { name: 'Fresh', entry_rank: 0, entry_last_rank: 0 });
    const api = withRoutes(fakeApi({ player: aPlayer(12) }), {
      'GET /api/entry/12/': () => [200, anEntry(12, { leagues: { classic: [fresh], h2h: [] } })],
    });
    renderRoute('/leagues', api);
    await screen.findByRole('table', { name: 'Invitational Classic' });
    const row = within(section('Invitational Classic')).getByRole('row', { name: /Fresh/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 3)).toEqual(['-', '-', '-']);
  });

  it('offers in the Options dialog only what the entry may do', async () => {
    renderRoute('/leagues', managerWithLeagues());
    fireEvent.click(await screen.findByRole('button', { name: 'Options for Office' }));
    let dialog = screen.getByRole('dialog', { name: 'Office' });
    expect(within(dialog).getByRole('link', { name: 'Standings' }).getAttribute('href')).toBe(
      '/leagues/2/standings/c',
    );
    expect(within(dialog).getByRole('link', { name: 'Administer' }).getAttribute('href')).toBe(
      '/leagues/2/admin/c',
    );
    expect(within(dialog).queryByRole('link', { name: 'Invite Friends' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Options for Overall' }));
    dialog = screen.getByRole('dialog', { name: 'Overall' });
    expect(within(dialog).queryByRole('button', { name: 'Leave league' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Administer' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Options for Pub' }));
    dialog = screen.getByRole('dialog', { name: 'Pub' });
    expect(within(dialog).getByRole('link', { name: 'Invite Friends' }).getAttribute('href')).toBe(
      '/leagues/5/invite',
    );
  });

  it('leaves a league after the confirmation, and the list loses it', async () => {
    const api = managerWithLeagues();
    renderRoute('/leagues', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Options for Pub' }));
    fireEvent.click(screen.getByRole('button', { name: 'Leave league' }));
    expect(screen.getByText('Are you sure you want to leave this league?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Leave league' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Pub' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/league/5/leave/',
    ]);
  });

  it('keeps the league when the manager cancels, and ignores a failed leave', async () => {
    const api = managerWithLeagues(() => [400, { non_field_errors: ['league_started'] }]);
    renderRoute('/leagues', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Options for Pub' }));
    fireEvent.click(screen.getByRole('button', { name: 'Leave league' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Leave league' }));
    fireEvent.click(screen.getByRole('button', { name: 'Leave league' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'Pub' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe("last season's leagues", () => {
  it('offers the renewed ones and joins one with one click', async () => {
    let offers = [{ id: 7, league: 30, name: 'Old Friends' }];
    let leagues = classic;
    const api = withRoutes(fakeApi({ player: aPlayer(12) }), {
      'GET /api/entry/12/': () => [200, anEntry(12, { leagues: { classic: leagues, h2h: [] } })],
      'GET /api/leagues-rejoin/': () => [200, offers],
      'POST /api/leagues-rejoin/7/': () => {
        offers = [];
        leagues = [...classic, aMyLeague(30, { name: 'Old Friends' })];
        return [201, {}];
      },
    });
    renderRoute('/leagues', api);
    expect(
      await screen.findByRole('heading', { name: 'Your leagues from last season' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join Old Friends' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Your leagues from last season' })).toBeNull(),
    );
    expect(await screen.findByRole('link', { name: 'Old Friends' })).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/leagues-rejoin/7/',
    ]);
  });

  it('shows nothing when there is none', async () => {
    renderRoute('/leagues', managerWithLeagues());
    await screen.findByRole('link', { name: 'Pub' });
    expect(screen.queryByRole('heading', { name: 'Your leagues from last season' })).toBeNull();
  });
});
