import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aPlayer, fakeApi, gameEvent } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';
import { withRoutes } from '../../../testing/with-routes';
import { aLineUp, anEntry, aPicksHistory } from '../../../testing/entry-api';

const transfer = (time: string, element_in: number, element_out: number) => ({
  element_in,
  element_in_cost: 55,
  element_out,
  element_out_cost: 60,
  entry: 12,
  event: 2,
  time,
});

const NOTE = /you will only be able to view transfers up to the last deadline/;

describe('transfer history', () => {
  it('tells a visitor he sees transfers up to the last deadline, and never asks for the latest', async () => {
    const api = withRoutes(fakeApi(), {
      'GET /api/entry/12/': () => [200, anEntry(12)],
      'GET /api/entry/12/transfers/': () => [200, []],
    });
    renderRoute('/entry/12/transfers', api);
    await screen.findByText('No transfers have been made yet for this team.');
    expect(screen.getByText(NOTE)).toBeTruthy();
    expect(api.calls.some((c) => c.path.includes('transfers-latest'))).toBe(false);
  });

  it('shows the owner his latest transfers too, newest first, timed as D MMM HH:mm', async () => {
    const api = withRoutes(fakeApi({ player: aPlayer(12) }), {
      'GET /api/entry/12/': () => [200, anEntry(12)],
      'GET /api/entry/12/transfers/': () => [200, [transfer('2025-08-14T09:07:00Z', 3, 4)]],
      'GET /api/entry/12/transfers-latest/': () => [200, [transfer('2025-08-21T18:30:00Z', 5, 6)]],
    });
    const { router } = renderRoute('/entry/12/transfers', api);
    const table = await screen.findByRole('table', { name: 'Transfers' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('21 Aug 18:30');
    expect(rows[2]!.textContent).toContain('14 Aug 09:07');
    expect(rows[2]!.textContent).toContain('GW2');
    expect(screen.queryByText(NOTE)).toBeNull();
    // A player's name opens his dialog, kept in the address.
    fireEvent.click(within(rows[1]!).getByRole('button', { name: '5' }));
    await waitFor(() => expect(router.location.search).toBe('?player=5'));
  });
});

const picksPayload = {
  active_chip: null,
  automatic_subs: [],
  entry_history: aPicksHistory(3, { rank: 4321, event_transfers: 2, event_transfers_cost: 4 }),
  picks: aLineUp(9, 8),
};
const liveOf = (points: number) => ({
  elements: Array.from({ length: 15 }, (_, i) => ({
    id: i + 1,
    stats: { total_points: points, minutes: 90, played: true },
    explain: [{ fixture: 1, stats: [{ identifier: 'minutes', points: 2, value: 90 }] }],
  })),
});

describe('entry points', () => {
  const events = [
    { ...gameEvent(2, { is_previous: true, finished: true }) },
    {
      ...gameEvent(3, { is_current: true }),
      average_entry_score: 41,
      highest_score: 88,
      highest_scoring_entry: 77,
    },
    gameEvent(4, { is_next: true }),
  ];

  it('shows the live gameweek: latest points with the hit beside them, rank, transfers, and reloads on demand', async () => {
    let points = 2;
    const api = withRoutes(fakeApi({ player: aPlayer(12), events }), {
      'GET /api/entry/12/': () => [200, anEntry(12)],
      'GET /api/entry/12/event/3/picks/': () => [200, picksPayload],
      'GET /api/event/3/live/': () => [200, liveOf(points)],
    });
    renderRoute('/entry/12/event/3', api);
    await screen.findByText('Latest Points');
    // Eleven starters at 2, the captain twice: 24, what the pitch adds up to; the 4-point hit
    // stands beside it, as the official page shows it, not taken off.
    expect(screen.getByTestId('event-points').textContent).toBe('24');
    expect(
      screen.getByText('Latest Points', { selector: '.scoreboard__label' }).nextSibling
        ?.textContent,
    ).toBe('24 (-4 pts)');
    expect(screen.getByText('GW Rank').nextSibling?.textContent).toBe('4,321');
    expect(
      screen.getByText('Transfers', { selector: '.scoreboard__label' }).nextSibling?.textContent,
    ).toBe('2 (-4 pts)');
    expect(screen.getByRole('link', { name: '88' }).getAttribute('href')).toBe('/entry/77/event/3');
    expect(screen.getByRole('link', { name: 'Team of the Week' }).getAttribute('href')).toBe(
      '/team-of-the-week/3',
    );
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/entry/12/event/2',
    );
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/my-team');
    expect(screen.getByRole('table', { name: 'Automatic Substitutions' })).toBeTruthy();

    points = 3;
    fireEvent.click(screen.getByRole('button', { name: 'Reload Points' }));
    await waitFor(() => expect(screen.getByTestId('event-points').textContent).toBe('36'));
  });

  it('explains a player’s points from the live breakdown', async () => {
    const api = withRoutes(fakeApi({ events }), {
      'GET /api/entry/12/': () => [200, anEntry(12)],
      'GET /api/entry/12/event/3/picks/': () => [200, picksPayload],
      'GET /api/event/3/live/': () => [200, liveOf(2)],
    });
    const { router } = renderRoute('/entry/12/event/3', api);
    fireEvent.click(await screen.findByRole('button', { name: '10, 4 points, captain' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Minutes played')).toBeTruthy();
    expect(dialog.textContent).toContain('Total points: 2 × 2 = 4');
    // A visitor's Next stops at the current gameweek.
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    // View Information trades the breakdown for the player dialog, opened by id in the address.
    fireEvent.click(within(dialog).getByRole('button', { name: 'View Information' }));
    expect(screen.queryByText('Minutes played')).toBeNull();
    expect(router.location.search).toBe('?player=10');
  });

  it('shows a placeholder for a gameweek after the current one', async () => {
    const api = withRoutes(fakeApi({ events }), {
      'GET /api/entry/12/': () => [200, anEntry(12)],
    });
    renderRoute('/entry/12/event/4', api);
    await screen.findByText(/Gameweek 4 has not started yet/);
    expect(api.calls.some((c) => c.path.includes('/picks/'))).toBe(false);
  });
});
