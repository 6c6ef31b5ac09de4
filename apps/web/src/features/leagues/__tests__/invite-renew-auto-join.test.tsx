import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readAutoJoinCode, storeAutoJoinCode } from '../../../lib/auto-join';
import { aPlayer, fakeApi } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';
import { withRoutes } from '../../../testing/with-routes';
import type { Handler } from '../../../testing/with-routes';
import { anEntry } from '../../../testing/entry-api';
import { aLeague, aMyLeague } from './league-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Invite Friends', () => {
  it('gives the code and the auto-join link', async () => {
    const api = withRoutes(fakeApi({ player: aPlayer(12) }), {
      'GET /api/leagues-classic/9/': () => [200, aLeague(9, { name: 'Office', code: 'k3x9qa' })],
    });
    renderRoute('/leagues/9/invite', api);
    expect(await screen.findByText('k3x9qa')).toBeTruthy();
    expect(screen.getByText(`${window.location.origin}/leagues/auto-join/k3x9qa`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('shows no code for a closed league', async () => {
    const api = withRoutes(fakeApi({ player: aPlayer(12) }), {
      'GET /api/leagues-classic/9/': () => [200, aLeague(9, { closed: true, code: null })],
    });
    renderRoute('/leagues/9/invite', api);
    expect(await screen.findByText('This league is closed to new entries.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy code' })).toBeNull();
  });

  it('says permission denied to a member the code privacy keeps out', async () => {
    const api = withRoutes(fakeApi({ player: aPlayer(12) }), {
      'GET /api/leagues-classic/9/': () => [200, aLeague(9, { code: null })],
    });
    renderRoute('/leagues/9/invite', api);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Sorry, but you don't have permission to perform the request action.",
    );
  });
});

describe('Renew your leagues', () => {
  function renewScene() {
    let leagues = [
      { id: 4, name: 'Office 24/25', scoring: 'c' },
      { id: 5, name: 'Family', scoring: 'c' },
    ];
    const drop = (id: number): [number, unknown] => {
      leagues = leagues.filter((l) => l.id !== id);
      return [200, {}];
    };
    return withRoutes(fakeApi({ player: aPlayer(12) }), {
      'GET /api/leagues-renewable/': () => [200, leagues],
      'POST /api/leagues-renewable/4/renew/': () => drop(4),
      'DELETE /api/leagues-renewable/5/': () => drop(5),
    });
  }

  it('renews one league and deletes another', async () => {
    const api = renewScene();
    renderRoute('/leagues/renew', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Renew Office 24/25' }));
    await waitFor(() => expect(screen.queryByText('Office 24/25')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Delete Family' }));
    expect(await screen.findByText('You have no leagues from last season to renew.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual(
      ['POST /api/leagues-renewable/4/renew/', 'DELETE /api/leagues-renewable/5/'],
    );
  });
});

describe('the auto-join link', () => {
  function joinScene(routes: Record<string, Handler> = {}, leagues = [aMyLeague(1)]) {
    return withRoutes(fakeApi({ player: aPlayer(12) }), {
      'POST /api/league/code-check/': () => [200, { id: 9, name: 'Office', scoring: 'c' }],
      'GET /api/entry/12/': () => [200, anEntry(12, { leagues: { classic: leagues, h2h: [] } })],
      'POST /api/leagues-private/join/': () => [201, {}],
      ...routes,
    });
  }

  it('keeps the code, asks to confirm, joins and shows the leagues', async () => {
    const api = joinScene();
    const { router } = renderRoute('/leagues/auto-join/k3x9qa', api);
    const dialog = await screen.findByRole('dialog', { name: 'Join League: Office' });
    await waitFor(() => expect(router.location.pathname).toBe('/my-team'));
    expect(dialog.textContent).toContain('Please press confirm to join league: Office.');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.location.pathname).toBe('/leagues'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readAutoJoinCode()).toBeNull();
    expect(api.calls.find((c) => c.path === '/api/leagues-private/join/')?.body).toEqual({
      code: 'k3x9qa',
      entry: 12,
    });
  });

  it('keeps the code of a player without a team until he has one', async () => {
    const api = withRoutes(fakeApi({ player: aPlayer(null) }), {});
    const { router } = renderRoute('/leagues/auto-join/k3x9qa', api);
    await waitFor(() => expect(router.location.pathname).toBe('/squad-selection'));
    expect(readAutoJoinCode()).toBe('k3x9qa');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a member he is in already and takes him to the standings', async () => {
    storeAutoJoinCode('k3x9qa');
    const api = joinScene({
      'POST /api/league/code-check/': () => [
        200,
        { id: 9, name: 'Office', scoring: 'c', entry_is_member: true },
      ],
    });
    const { router } = renderRoute('/leagues', api);
    await screen.findByRole('dialog', { name: 'Join League: Office' });
    expect(screen.getByText('You are already in this league')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View standings' }));
    await waitFor(() => expect(router.location.pathname).toBe('/leagues/9/standings/c'));
    expect(readAutoJoinCode()).toBeNull();
  });

  it('shows a join-rule error and forgets the code on Cancel', async () => {
    storeAutoJoinCode('k3x9qa');
    const api = joinScene({
      'POST /api/leagues-private/join/': () => [
        400,
        { non_field_errors: [{ code: 'entry_banned' }] },
      ],
    });
    renderRoute('/leagues', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The creator of this league has banned you from entering.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readAutoJoinCode()).toBeNull();
  });

  it('forgets a code that fails the check, without a dialog', async () => {
    storeAutoJoinCode('nope');
    const api = joinScene({
      'POST /api/league/code-check/': () => [400, { code: [{ code: 'invalid' }] }],
    });
    renderRoute('/leagues', api);
    await waitFor(() => expect(readAutoJoinCode()).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
