import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeagueDetail } from '@ofl/api';

import { aPlayer, fakeApi } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';
import { withRoutes } from '../../../testing/with-routes';
import type { Handler } from '../../../testing/with-routes';
import { aLeague } from './league-api';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const MEMBERS = [
  { entry: 12, entry_name: 'Team 12', player_name: 'Jane Doe' },
  { entry: 30, entry_name: 'Samba Stars', player_name: 'Sam Keeper' },
  { entry: 31, entry_name: 'Sam United', player_name: 'Sam Other' },
];

function adminScene(league: Partial<LeagueDetail> = {}, routes: Record<string, Handler> = {}) {
  let current = aLeague(9, { name: 'Office', ...league });
  let code = 'k3x9qa';
  return withRoutes(fakeApi({ player: aPlayer(12) }), {
    'GET /api/leagues-classic/9/': () => [200, { ...current, code: current.closed ? null : code }],
    'PUT /api/leagues-classic/9/': (body) => {
      current = { ...current, ...(body as Partial<LeagueDetail>) };
      return [200, current];
    },
    'POST /api/league/9/code/regenerate/': () => {
      code = 'n3wc0d';
      return [200, { code }];
    },
    'GET /api/league/9/search-entries/': (_b, url) => {
      const text = (url.searchParams.get('search') ?? '').toLowerCase();
      const results = MEMBERS.filter(
        (m) => m.entry !== 12 && `${m.entry_name} ${m.player_name}`.toLowerCase().includes(text),
      );
      return [200, { has_next: false, page: 1, results }];
    },
    'POST /api/league/9/bans/ban/': (body) => {
      const entry = (body as { entry: number }).entry;
      const who = MEMBERS.find((m) => m.entry === entry)!;
      current = {
        ...current,
        bans: [...(current.bans ?? []), { entry, player_name: who.player_name }],
      };
      return [200, {}];
    },
    'POST /api/league/9/bans/unban/': (body) => {
      const entry = (body as { entry: number }).entry;
      current = { ...current, bans: (current.bans ?? []).filter((b) => b.entry !== entry) };
      return [200, {}];
    },
    'POST /api/leagues-private/delete/': () => [204, undefined],
    ...routes,
  });
}

const searches = (api: ReturnType<typeof adminScene>) =>
  api.calls.filter((c) => c.path === '/api/league/9/search-entries/').length;

describe('League Administration', () => {
  it('is for the administrator only', async () => {
    renderRoute('/leagues/9/admin/c', adminScene({ admin_entry: 30 }));
    expect(await screen.findByRole('heading', { name: 'Permission denied' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('edits the name, code privacy, closing and the cup', async () => {
    const api = adminScene();
    renderRoute('/leagues/9/admin/c', api);
    const name = await screen.findByLabelText('League name');
    fireEvent.change(name, { target: { value: 'Office 2025' } });
    fireEvent.change(screen.getByLabelText('Who can see the league code'), {
      target: { value: 'a' },
    });
    fireEvent.click(screen.getByLabelText('Close league to new entries'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Office 2025',
      code_privacy: 'a',
      start_event: 1,
      closed: true,
      has_cup: false,
      admin_entry: 12,
    });
    // A closed league has no code to show.
    expect(await screen.findByText('This league is closed to new entries.')).toBeTruthy();
  });

  it('locks the name while it is pending moderation', async () => {
    renderRoute('/leagues/9/admin/c', adminScene({ name_change_blocked: true }));
    const name = await screen.findByLabelText('League name');
    expect(name.hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByText("This league's name is pending moderation and can't be edited."),
    ).toBeTruthy();
  });

  it('shows a refused change in the error shape of the server', async () => {
    renderRoute(
      '/leagues/9/admin/c',
      adminScene(
        {},
        {
          'PUT /api/leagues-classic/9/': () => [
            400,
            { name: ['Ensure this field has no more than 30 characters.'] },
          ],
        },
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ensure this field has no more than 30 characters.',
    );
  });

  it('shows the code on demand and regenerates it', async () => {
    const api = adminScene();
    renderRoute('/leagues/9/admin/c', api);
    fireEvent.click(await screen.findByRole('button', { name: 'View code' }));
    expect(await screen.findByText('k3x9qa')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate code' }));
    expect(await screen.findByText('n3wc0d')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/league/9/code/regenerate/',
    ]);
    expect(api.calls.some((c) => c.path === '/api/league/9/code/')).toBe(false);
  });

  it('shows a copied code for half a second', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoute('/leagues/9/admin/c', adminScene());
    fireEvent.click(await screen.findByRole('button', { name: 'View code' }));
    await screen.findByText('k3x9qa');
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    });
    expect(writeText).toHaveBeenCalledWith('k3x9qa');
    expect(screen.getByText('Copied')).toBeTruthy();
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByText('Copied')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('searches members once a word and a space are typed, 400ms after the last key', async () => {
    const api = adminScene();
    renderRoute('/leagues/9/admin/c', api);
    const search = await screen.findByLabelText('Find a team to suspend');
    vi.useFakeTimers();
    fireEvent.change(search, { target: { value: 'Sam' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(searches(api)).toBe(0);
    fireEvent.change(search, { target: { value: 'Sam ' } });
    act(() => vi.advanceTimersByTime(399));
    expect(searches(api)).toBe(0);
    fireEvent.change(search, { target: { value: 'Sam K' } });
    act(() => vi.advanceTimersByTime(399));
    expect(searches(api)).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(searches(api)).toBe(1));
    expect(await screen.findByLabelText('Samba Stars (Sam Keeper)')).toBeTruthy();
    expect(screen.queryByLabelText('Sam United (Sam Other)')).toBeNull();
  });

  it('suspends a member and unsuspends him', async () => {
    const api = adminScene();
    renderRoute('/leagues/9/admin/c', api);
    const suspend = await screen.findByRole('button', { name: 'Suspend' });
    expect(suspend.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Find a team to suspend'), {
      target: { value: 'Samba ' },
    });
    fireEvent.click(
      await screen.findByLabelText('Samba Stars (Sam Keeper)', {}, { timeout: 2000 }),
    );
    fireEvent.click(suspend);
    const table = await screen.findByRole('table', { name: 'Suspended teams' });
    expect(within(table).getByText('Sam Keeper')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Unsuspend Sam Keeper' }));
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Suspended teams' })).toBeNull(),
    );
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/league/9/bans/ban/', { entry: 30 }],
      ['/api/league/9/bans/unban/', { entry: 30 }],
    ]);
  });

  it('hands the league to another member and goes back to the leagues', async () => {
    const api = adminScene();
    const { router } = renderRoute('/leagues/9/admin/c', api);
    fireEvent.change(await screen.findByLabelText('Find the new administrator'), {
      target: { value: 'Sam United ' },
    });
    fireEvent.click(await screen.findByLabelText('Sam United (Sam Other)', {}, { timeout: 2000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Change administrator' }));
    await waitFor(() => expect(router.location.pathname).toBe('/leagues'));
    expect(
      (api.calls.find((c) => c.method === 'PUT')?.body as { admin_entry: number }).admin_entry,
    ).toBe(31);
  });

  it('deletes the league after the confirmation', async () => {
    const api = adminScene();
    const { router } = renderRoute('/leagues/9/admin/c', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete league' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete league' });
    expect(within(dialog).getByText('Are you sure you want to delete this league?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete league' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.location.pathname).toBe('/leagues'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ league: 9 });
  });
});
