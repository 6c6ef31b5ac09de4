import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { aPlayer, fakeApi, gameEvent } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('access rules of the route table', () => {
  it('sends a visitor who opens a team-only page home to the landing page', async () => {
    const { router } = renderRoute('/transfers', fakeApi());
    expect(await heading('Getting ready for 2025/26')).toBeTruthy();
    expect(router.location.pathname).toBe('/');
  });

  it('sends a player without a team from a team-only page to squad selection', async () => {
    const { router } = renderRoute('/leagues/create/classic', fakeApi({ player: aPlayer(null) }));
    expect(await heading('Squad Selection')).toBeTruthy();
    expect(router.location.pathname).toBe('/squad-selection');
  });

  it('shows a manager with a team the team-only page with its title', async () => {
    renderRoute('/my-team', fakeApi({ player: aPlayer(12) }));
    expect(await heading('Pick Team')).toBeTruthy();
  });

  it('shows a manager with a team a notice instead of squad selection', async () => {
    renderRoute('/squad-selection', fakeApi({ player: aPlayer(12) }));
    expect(await screen.findByText('You have already selected your squad.')).toBeTruthy();
  });

  it('shows a visitor a notice asking to sign in on squad selection', async () => {
    renderRoute('/squad-selection', fakeApi());
    expect(await screen.findByText('You need to sign in to select your squad.')).toBeTruthy();
  });

  it('opens league standings to visitors', async () => {
    renderRoute('/leagues/314/standings/c', fakeApi());
    expect(await heading('League Standings')).toBeTruthy();
  });

  it('lets only a signed-in player change a password', async () => {
    const { router } = renderRoute('/password/change', fakeApi());
    await heading('Getting ready for 2025/26');
    expect(router.location.pathname).toBe('/');
  });

  it('redirects the old addresses to their new pages', async () => {
    const { router } = renderRoute('/a/statistics/total_points', fakeApi());
    expect(await heading('Statistics')).toBeTruthy();
    expect(router.location.pathname).toBe('/statistics');
  });

  it('redirects /help to the rules', async () => {
    renderRoute('/help', fakeApi());
    expect(await heading('Rules')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Points by position' })).toBeTruthy();
  });

  it('shows Page not found for an unknown path', async () => {
    renderRoute('/no/such/page', fakeApi());
    expect(await heading('Page not found')).toBeTruthy();
    expect(
      screen.getByText("Sorry, but the page you were looking for can't be found."),
    ).toBeTruthy();
  });

  it('stores an auto-join code and sends a manager to Pick Team', async () => {
    const { router } = renderRoute('/leagues/auto-join/abc123', fakeApi({ player: aPlayer(12) }));
    expect(await heading('Pick Team')).toBeTruthy();
    expect(router.location.pathname).toBe('/my-team');
    expect(localStorage.getItem('ofl.autoJoinCode')).toBe('abc123');
  });

  it('shows the Unavailable page when the game data cannot be loaded', async () => {
    renderRoute('/', fakeApi({ bootstrapStatus: 503 }));
    expect(await heading('Unavailable')).toBeTruthy();
    expect(screen.getByText('Please try again in a few minutes.')).toBeTruthy();
  });

  it('titles the dashboard with the current gameweek for a manager', async () => {
    const events = [gameEvent(1, { is_current: true }), gameEvent(2, { is_next: true })];
    renderRoute('/', fakeApi({ player: aPlayer(12), events }));
    expect(await heading('Gameweek 1 Status')).toBeTruthy();
  });
});
