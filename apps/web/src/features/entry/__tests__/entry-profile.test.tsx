import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aPlayer, fakeApi } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';
import { withRoutes } from '../../../testing/with-routes';
import { aHistory, anEntry } from '../../../testing/entry-api';

const league = (id: number, fields: Record<string, unknown>) => ({
  id,
  name: `League ${id}`,
  short_name: null,
  league_type: 'x',
  scoring: 'c',
  cup_league: null,
  entry_rank: 3,
  entry_last_rank: 5,
  ...fields,
});

describe('the entry profile beside the gameweek history', () => {
  it('shows another manager the values at the last deadline and no Admin box', async () => {
    const api = withRoutes(fakeApi({ player: aPlayer(12) }), {
      'GET /api/entry/3/': () => [200, anEntry(3)],
      'GET /api/entry/3/history/': () => [200, aHistory([1, 2])],
    });
    renderRoute('/entry/3/history', api);
    await screen.findByText('* Values at the last deadline');
    expect(screen.getByRole('heading', { name: 'Sam Keeper3' })).toBeTruthy();
    expect(screen.getByText('Squad value*').nextSibling?.textContent).toBe('£99.8m');
    expect(screen.getByText('In the bank*').nextSibling?.textContent).toBe('£0.5m');
    expect(screen.queryByRole('heading', { name: 'Admin' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Design Your Kit' })).toBeNull();
    expect(api.calls.some((c) => c.path.startsWith('/api/my-team/'))).toBe(false);
  });

  it('shows the owner his live bank and value, Design Your Kit and the Admin box', async () => {
    const api = withRoutes(fakeApi({ player: aPlayer(12) }), {
      'GET /api/entry/12/': () => [200, anEntry(12)],
      'GET /api/entry/12/history/': () => [200, aHistory([1])],
      'GET /api/my-team/12/': () => [200, { transfers: { bank: 15, value: 1010, made: 1 } }],
    });
    renderRoute('/entry/12/history', api);
    await waitFor(() =>
      expect(screen.getByText('Squad value').nextSibling?.textContent).toBe('£99.5m'),
    );
    expect(screen.getByText('In the bank').nextSibling?.textContent).toBe('£1.5m');
    expect(screen.getByText('Total transfers').nextSibling?.textContent).toBe('3');
    expect(screen.queryByText('* Values at the last deadline')).toBeNull();
    const admin = screen.getByRole('heading', { name: 'Admin' }).parentElement!;
    expect(within(admin).getByRole('link', { name: 'Team Details' }).getAttribute('href')).toBe(
      '/entry-update',
    );
    expect(screen.getByRole('link', { name: 'Design Your Kit' }).getAttribute('href')).toBe(
      '/entry-update',
    );
  });

  it('groups leagues, shows the fan league, the movement arrows and the empty cups text', async () => {
    const leagues = [
      league(1, {
        name: 'Overall',
        short_name: 'overall',
        league_type: 's',
        entry_rank: 7,
        entry_last_rank: 7,
      }),
      league(2, {
        name: 'Blackwater fans',
        short_name: 'team-4',
        league_type: 's',
        entry_rank: 9,
        entry_last_rank: 0,
      }),
      league(3, { name: 'Office', entry_rank: 2, entry_last_rank: 5 }),
      league(4, { name: 'Open league', league_type: 'c', entry_rank: 8, entry_last_rank: 3 }),
    ];
    const api = withRoutes(fakeApi(), {
      'GET /api/entry/3/': () => [200, anEntry(3, { leagues: { classic: leagues, h2h: [] } })],
      'GET /api/entry/3/history/': () => [200, aHistory([1])],
    });
    renderRoute('/entry/3/history', api);
    const fan = (await screen.findByRole('heading', { name: 'Fan League' })).parentElement!;
    expect(within(fan).getByRole('link', { name: 'View My Fan League' }).getAttribute('href')).toBe(
      '/leagues/2/standings/c',
    );
    const table = (caption: string) => screen.getByRole('table', { name: caption });
    expect(within(table('Invitational Classic Leagues')).getByLabelText('Up')).toBeTruthy();
    expect(within(table('Public Classic Leagues')).getByLabelText('Down')).toBeTruthy();
    const general = table('General Leagues');
    expect(within(general).getByLabelText('Same')).toBeTruthy();
    expect(within(general).getByLabelText('New').textContent).toBe('-');
    expect(screen.getByRole('link', { name: 'Create & Join Leagues' }).getAttribute('href')).toBe(
      '/leagues/create-join',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Cups' }));
    expect(screen.getByText('None of your leagues have a cup yet.')).toBeTruthy();
  });

  it('lists this season with links to each gameweek, the chips and past seasons newest first', async () => {
    const api = withRoutes(fakeApi(), {
      'GET /api/entry/3/': () => [200, anEntry(3)],
      'GET /api/entry/3/history/': () => [200, aHistory([1, 2])],
    });
    renderRoute('/entry/3/history', api);
    const season = await screen.findByRole('table', { name: 'This Season' });
    expect(within(season).getByRole('link', { name: 'GW2' }).getAttribute('href')).toBe(
      '/entry/3/event/2',
    );
    const chips = screen.getByRole('table', { name: 'Chips' });
    expect(within(chips).getByText('Bench Boost')).toBeTruthy();
    expect(within(chips).getByText('20 Aug 10:05')).toBeTruthy();
    const past = within(screen.getByRole('table', { name: 'Previous Seasons' })).getAllByRole(
      'row',
    );
    expect(past[1]!.textContent).toContain('2024/25');
    expect(past[2]!.textContent).toContain('2023/24');
  });

  it('marks the gameweek being played Live, and only that one', async () => {
    const history = aHistory([1, 2]);
    const api = withRoutes(fakeApi(), {
      'GET /api/entry/3/': () => [200, anEntry(3)],
      'GET /api/entry/3/history/': () => [
        200,
        { ...history, current: [history.current[0], { ...history.current[1], provisional: true }] },
      ],
    });
    renderRoute('/entry/3/history', api);
    const season = await screen.findByRole('table', { name: 'This Season' });
    const rows = within(season).getAllByRole('row');
    expect(within(rows[2]!).getByText('Live')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Live')).toBeNull();
  });
});
