import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aPlayer, fakeApi, gameEvent } from '../../testing/fake-api';
import { withRoutes } from '../../testing/with-routes';
import { renderRoute } from '../../testing/render-route';

describe('home page', () => {
  it('shows a visitor the landing page with its cards, sign-in box and register promo', async () => {
    renderRoute('/', fakeApi());
    expect(await screen.findByRole('heading', { name: 'Getting ready for 2025/26' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pick Your Squad' })).toBeTruthy();
    expect(screen.getByText(/budget of £100.0m to pick a squad of 15 players/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Create and Join Leagues' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/password/forgot',
    );
    expect(screen.getByRole('link', { name: 'Sign Up Now' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('posts the sign-in form to the accounts service with the fields it expects', async () => {
    document.cookie = 'csrftoken=tok123';
    const { container } = renderRoute('/', fakeApi());
    await screen.findByLabelText('Email');
    const form = container.querySelector('form[action="/accounts/login/"]') as HTMLFormElement;
    expect(form.method.toLowerCase()).toBe('post');
    const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
    expect(field('app')).toBe('plfpl-web');
    expect(field('redirect_uri')).toBe(`${window.location.origin}/`);
    expect(field('csrfmiddlewaretoken')).toBe('tok123');
    expect(screen.getByLabelText('Email').getAttribute('name')).toBe('login');
  });

  it('disables Sign In once the form is submitted', async () => {
    renderRoute('/', fakeApi());
    const button = await screen.findByRole('button', { name: 'Sign In' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    const form = button.closest('form') as HTMLFormElement;
    form.addEventListener('submit', (event) => event.preventDefault());
    fireEvent.submit(form);
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('says Incorrect email or password after a failed sign-in', async () => {
    renderRoute('/?state=fail', fakeApi());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Incorrect email or password');
  });

  it('keeps the email typed before a failed sign-in', async () => {
    const first = renderRoute('/', fakeApi());
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'jane@example.com' },
    });
    const form = screen.getByRole('button', { name: 'Sign In' }).closest('form') as HTMLFormElement;
    form.addEventListener('submit', (event) => event.preventDefault());
    fireEvent.submit(form);
    first.unmount();
    renderRoute('/?state=fail', fakeApi());
    await screen.findByRole('alert');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jane@example.com');
  });

  it('sends a manager who just signed in to the points of the current gameweek', async () => {
    const events = [gameEvent(3, { is_current: true }), gameEvent(4, { is_next: true })];
    const { router } = renderRoute('/?state=success', fakeApi({ player: aPlayer(12), events }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Points' })).toBeTruthy();
    expect(router.location.pathname).toBe('/entry/12/event/3');
  });

  it('sends a manager whose team starts after the current gameweek to Pick Team', async () => {
    const events = [gameEvent(10, { is_current: true }), gameEvent(11, { is_next: true })];
    const api = fakeApi({ player: aPlayer(12), events, startedEvent: 11 });
    const { router } = renderRoute('/?state=success', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pick Team' })).toBeTruthy();
    expect(router.location.pathname).toBe('/my-team');
  });

  it('sends a manager who signs in before the season to Pick Team', async () => {
    const { router } = renderRoute('/?state=success', fakeApi({ player: aPlayer(12) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pick Team' })).toBeTruthy();
    expect(router.location.pathname).toBe('/my-team');
  });

  it('sends a player without a team who just signed in to squad selection', async () => {
    const { router } = renderRoute('/?state=success', fakeApi({ player: aPlayer(null) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Squad Selection' })).toBeTruthy();
    expect(router.location.pathname).toBe('/squad-selection');
  });

  it('tells a player without a team who they are logged in as', async () => {
    renderRoute('/', fakeApi({ player: aPlayer(null) }));
    expect(await screen.findByText('You are logged in as Jane Doe.')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign Up Now' })).toBeNull();
  });
});

describe('navigation', () => {
  const mainNav = async () => within(await screen.findByRole('navigation', { name: 'Main' }));
  const labels = async () => {
    const nav = await mainNav();
    await screen.findByRole('heading', { level: 1 });
    return nav
      .getAllByRole('link')
      .map((link) => link.textContent?.replace(' (opens in a new tab)', ''));
  };

  it('offers a visitor Home, Prizes, Podcast, Help and FPL Challenge', async () => {
    renderRoute('/', fakeApi());
    expect(await labels()).toEqual(['Home', 'Prizes', 'Podcast', 'Help', 'FPL Challenge']);
  });

  it('offers a player without a team Squad Selection and Sign Out', async () => {
    renderRoute('/', fakeApi({ player: aPlayer(null) }));
    expect(await labels()).toEqual(['Home', 'Squad Selection', 'Help', 'Sign Out']);
    const signOut = screen.getByRole('link', { name: 'Sign Out' });
    expect(signOut.getAttribute('href')).toBe(
      `/accounts/logout/?redirect_uri=${encodeURIComponent(`${window.location.origin}/`)}`,
    );
  });

  it('labels Home as Status and shows Points while a gameweek is current', async () => {
    const events = [gameEvent(1, { is_current: true }), gameEvent(2, { is_next: true })];
    renderRoute('/', fakeApi({ player: aPlayer(12), events }));
    const nav = await mainNav();
    expect(await nav.findByRole('link', { name: 'Points' })).toBeTruthy();
    expect((await labels()).slice(0, 4)).toEqual(['Status', 'Points', 'Pick Team', 'Transfers']);
  });
});

describe('the Status dashboard', () => {
  it("greets a manager with the gameweek's status and the empty texts, and says when The Scout fails", async () => {
    const events = [gameEvent(1, { is_current: true }), gameEvent(2, { is_next: true })];
    renderRoute('/', fakeApi({ player: aPlayer(12), events }));
    expect(
      await screen.findByRole('heading', { name: 'Gameweek 1 Status', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText('Jane Doe')).toBeTruthy();
    // The fake server knows no news: the panel says so, as SPEC §2 has it.
    expect(await screen.findByText('Problem showing scout content.')).toBeTruthy();
    expect(
      await screen.findByText('The Most Valuable Teams will appear here when available.'),
    ).toBeTruthy();
    expect(screen.getByText('The Best Leagues will appear here when available.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Team' }).getAttribute('href')).toBe(
      '/entry/12/event/1',
    );
    expect(screen.getByRole('link', { name: 'View all player news' }).getAttribute('href')).toBe(
      '/the-scout/player-news',
    );
  });

  it('sends a manager whose team starts next gameweek from My Team to Pick Team', async () => {
    const events = [gameEvent(10, { is_current: true }), gameEvent(11, { is_next: true })];
    renderRoute('/', fakeApi({ player: aPlayer(12), events, startedEvent: 11 }));
    await screen.findByRole('heading', { name: 'Gameweek 10 Status', level: 1 });
    // The entry has no picks in gameweek 10: its points page would be a 404.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'My Team' }).getAttribute('href')).toBe('/my-team'),
    );
  });

  it('says the ranks and league tables are live while the gameweek is played', async () => {
    const events = [gameEvent(1, { is_current: true }), gameEvent(2, { is_next: true })];
    const status = (points: string, leagues: string) => (): [number, unknown] => [
      200,
      { status: [{ bonus_added: false, date: '2025-08-16', event: 1, points }], leagues },
    ];
    renderRoute(
      '/',
      withRoutes(fakeApi({ player: aPlayer(12), events }), {
        'GET /api/event-status/': status('l', ''),
      }),
    );
    expect(
      await screen.findByText(/Live: your ranks and league tables move with every goal/),
    ).toBeTruthy();
    cleanup();
    renderRoute(
      '/',
      withRoutes(fakeApi({ player: aPlayer(12), events }), {
        'GET /api/event-status/': status('r', 'Updated'),
      }),
    );
    expect(await screen.findByText('League tables: Updated')).toBeTruthy();
  });
});
