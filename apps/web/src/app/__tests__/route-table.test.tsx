import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { aPlayer, fakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { withRoutes } from '../../testing/with-routes';
import {
  aLeague,
  aStandings,
  anH2hLeague,
  anH2hStandings,
} from '../../features/leagues/__tests__/league-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

// The route table of SPEC §2, one concrete address per row, with its access rule.
const TEAM_ONLY = [
  '/my-team',
  '/transfers',
  '/leagues',
  '/leagues/cups',
  '/leagues/renew',
  '/leagues/create-join',
  '/leagues/create',
  '/leagues/create/classic',
  '/leagues/create/h2h',
  '/leagues/join',
  '/leagues/join/private',
  '/leagues/join/public',
  '/leagues/7/admin/c',
  '/leagues/7/admin/h',
  '/leagues/7/invite',
  '/entry-update',
];
const OPEN = [
  '/leagues/7/standings/c',
  '/leagues/7/standings/h',
  '/leagues/7/cup',
  '/leagues/8/cup-not-started',
  '/leagues/7/matches/h',
  '/leagues/7/new-entries/h',
  '/entry/3/history',
  '/entry/3/event/1',
  '/entry/3/transfers',
  '/team-of-the-week/',
  '/team-of-the-week/1',
  '/the-scout',
  '/the-scout/set-piece-takers',
  '/the-scout/player-news',
  '/statistics',
  '/statistics/total_points',
  '/fixtures',
  '/fixtures/1',
  '/fixtures/fdr',
  '/help/rules',
  '/help/terms',
  '/help/new',
  '/help/report-name',
  '/player-list',
  '/prizes',
  '/prizes/winners',
  '/winners/prize-details/abc/',
];

// League 7 exists and manager 12 runs it, so its pages show rather than 'Page not found'; its
// cup is drawn, league 8's not yet.
const withLeague7 = (api: ReturnType<typeof fakeApi>) =>
  withRoutes(api, {
    'GET /api/leagues-classic/7/': () => [200, aLeague(7)],
    'GET /api/leagues-classic/7/standings/': () => [200, aStandings(aLeague(7), [])],
    'GET /api/league/7/code/': () => [200, { code: 'abc123' }],
    'GET /api/leagues-h2h/7/': () => [200, anH2hLeague(7)],
    'GET /api/leagues-h2h/7/standings/': () => [200, anH2hStandings(anH2hLeague(7), [])],
    'GET /api/leagues-h2h-matches/league/7/': () => [
      200,
      { has_next: false, page: 1, results: [] },
    ],
    'GET /api/leagues-renewable/': () => [200, []],
    'GET /api/league/7/cup-status/': () => [200, aCupStatus(7, 70)],
    'GET /api/league/70/cup-entries/': () => [200, []],
    'GET /api/league/70/cup-matches/': () => [200, { has_next: false, page: 1, results: [] }],
    'GET /api/league/8/cup-status/': () => [200, aCupStatus(8, null)],
  });

/** League `id`'s cup, drawn as `cup` or not drawn yet (null). */
const aCupStatus = (id: number, cup: number | null) => ({
  qualifying_league: id,
  name: 'Friends',
  qualification_event: 35,
  qualification_numbers: cup ? 5 : null,
  has_byes: cup !== null,
  cup_league: cup,
  is_large: false,
});

const users = {
  visitor: () => withLeague7(fakeApi()),
  'player without a team': () => withLeague7(fakeApi({ player: aPlayer(null) })),
  'manager with a team': () => withLeague7(fakeApi({ player: aPlayer(12) })),
};

/**
 * Renders `url` for a user, waits until the router has settled on `expected` with a page
 * showing, and says whether that page is 'Page not found'.
 */
async function land(url: string, api: ReturnType<typeof fakeApi>, expected = url) {
  const { router } = renderRoute(url, api);
  await waitFor(
    () => {
      expect(router.location.pathname).toBe(expected);
      expect(screen.queryByRole('progressbar', { name: 'Loading page' })).toBeNull();
      expect(screen.queryByText('Loading ...')).toBeNull();
      expect(screen.queryAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0);
    },
    { timeout: 5_000 },
  );
  const notFound = screen.queryByRole('heading', { level: 1, name: 'Page not found' });
  return { path: router.location.pathname, notFound: notFound !== null };
}

// Dozens of pages are rendered per case, so the cases get more time than the default.
describe('the route table, walked for every kind of user', { timeout: 120_000 }, () => {
  it('sends visitors home and players without a team to squad selection from team-only pages', async () => {
    for (const url of TEAM_ONLY) {
      expect(await land(url, users.visitor(), '/')).toEqual({ path: '/', notFound: false });
      cleanup();
      expect(await land(url, users['player without a team'](), '/squad-selection')).toEqual({
        path: '/squad-selection',
        notFound: false,
      });
      cleanup();
    }
  });

  it('keeps a manager with a team on every team-only page', async () => {
    for (const url of TEAM_ONLY) {
      expect(await land(url, users['manager with a team']())).toEqual({
        path: url,
        notFound: false,
      });
      cleanup();
    }
  });

  it('opens the open pages to everyone', async () => {
    for (const url of OPEN) {
      for (const user of Object.values(users)) {
        expect(await land(url, user())).toEqual({ path: url, notFound: false });
        cleanup();
      }
    }
  });

  it('lets only a player without a team pick a squad; others see a notice there', async () => {
    for (const user of Object.values(users)) {
      expect(await land('/squad-selection', user())).toEqual({
        path: '/squad-selection',
        notFound: false,
      });
      cleanup();
    }
  });

  it('sends /help to the rules and auto-join to the page that fits the user', async () => {
    expect((await land('/help', users.visitor(), '/help/rules')).notFound).toBe(false);
    cleanup();
    const code = '/leagues/auto-join/ABC123';
    expect((await land(code, users.visitor(), '/')).notFound).toBe(false);
    cleanup();
    expect((await land(code, users['player without a team'](), '/squad-selection')).notFound).toBe(
      false,
    );
    cleanup();
    expect((await land(code, users['manager with a team'](), '/my-team')).notFound).toBe(false);
  });
});
