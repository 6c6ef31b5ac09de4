import { useState } from 'react';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';

import { legacyRedirects, paths } from '../config/paths';
import { RequireLogin, RequireTeam } from './layout/guards';
import { RootLayout } from './layout/root-layout';
import { FatalErrorRoute, SectionErrorRoute } from './layout/route-errors';
import { ShellFallback } from './layout/shell-fallback';
import { pendingRoutes } from './pending-routes';

// Every page module is lazy, so the landing page downloads only what it shows.
const building = () => import('./routes/building');

const pending = (access: 'open' | 'team'): RouteObject[] =>
  pendingRoutes
    .filter((route) => route.access === access)
    .map((route) => ({ path: route.path, handle: { title: route.title }, lazy: building }));

// The league screens a manager with a team reaches (SPEC §2 route table).
const leagueRoutes: RouteObject[] = [
  { path: paths.leagues.path, lazy: () => import('./routes/leagues/my-leagues') },
  { path: paths.leaguesRenew.path, lazy: () => import('./routes/leagues/renew') },
  { path: paths.leaguesCreateJoin.path, lazy: () => import('./routes/leagues/create-join') },
  { path: paths.leaguesCreate.path, lazy: () => import('./routes/leagues/create') },
  { path: paths.leaguesCreateClassic.path, lazy: () => import('./routes/leagues/create-classic') },
  { path: paths.leaguesJoin.path, lazy: () => import('./routes/leagues/join') },
  { path: paths.leaguesJoinPrivate.path, lazy: () => import('./routes/leagues/join-private') },
  { path: paths.leaguesJoinPublic.path, lazy: () => import('./routes/leagues/join-public') },
  { path: paths.leaguesCreateH2h.path, lazy: () => import('./routes/leagues/create-h2h') },
  { path: paths.leagueAdminClassic.path, lazy: () => import('./routes/leagues/admin-classic') },
  { path: paths.leagueAdminH2h.path, lazy: () => import('./routes/leagues/admin-h2h') },
  { path: paths.leagueInvite.path, lazy: () => import('./routes/leagues/invite') },
  { path: paths.leaguesCups.path, lazy: () => import('./routes/leagues/cups') },
];

/**
 * The route tree of the game (SPEC §2), with each screen's access rule. `extraPages` mount
 * inside the shell and its section error boundary (tests use it to check the boundary).
 */
export function createRoutes(extraPages: RouteObject[] = []): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      ErrorBoundary: FatalErrorRoute,
      HydrateFallback: ShellFallback,
      children: [
        {
          ErrorBoundary: SectionErrorRoute,
          children: [
            { path: paths.home.path, lazy: () => import('./routes/home') },
            { path: paths.squadSelection.path, lazy: () => import('./routes/squad-selection') },
            { path: paths.leagueAutoJoin.path, lazy: () => import('./routes/auto-join') },
            {
              element: <RequireTeam />,
              children: [
                { path: paths.myTeam.path, lazy: () => import('./routes/my-team') },
                { path: paths.entryUpdate.path, lazy: () => import('./routes/entry-update') },
                { path: paths.transfers.path, lazy: () => import('./routes/transfers') },
                ...leagueRoutes,
                ...pending('team'),
              ],
            },
            {
              path: paths.standingsClassic.path,
              lazy: () => import('./routes/leagues/standings-classic'),
            },
            { path: paths.standingsH2h.path, lazy: () => import('./routes/leagues/standings-h2h') },
            { path: paths.matchesH2h.path, lazy: () => import('./routes/leagues/matches-h2h') },
            {
              path: paths.newEntriesH2h.path,
              lazy: () => import('./routes/leagues/new-entries-h2h'),
            },
            { path: paths.leagueCup.path, lazy: () => import('./routes/leagues/cup') },
            {
              path: paths.leagueCupNotStarted.path,
              lazy: () => import('./routes/leagues/cup-not-started'),
            },
            ...pending('open'),
            { path: paths.entryHistory.path, lazy: () => import('./routes/entry/history') },
            { path: paths.entryEvent.path, lazy: () => import('./routes/entry/event') },
            { path: paths.entryTransfers.path, lazy: () => import('./routes/entry/transfers') },
            { path: paths.help.path, element: <Navigate to={paths.helpRules.getHref()} replace /> },
            { path: paths.helpRules.path, lazy: () => import('./routes/help/rules') },
            { path: paths.helpTerms.path, lazy: () => import('./routes/help/terms') },
            { path: paths.helpNew.path, lazy: () => import('./routes/help/new') },
            { path: paths.helpReportName.path, lazy: () => import('./routes/help/report-name') },
            { path: paths.prizes.path, lazy: () => import('./routes/prizes') },
            { path: paths.prizesWinners.path, lazy: () => import('./routes/prize-winners') },
            { path: paths.fixtures.path, lazy: () => import('./routes/fixtures') },
            { path: paths.fixturesFdr.path, lazy: () => import('./routes/fixtures-fdr') },
            { path: paths.fixturesEvent.path, lazy: () => import('./routes/fixtures') },
            { path: paths.scout.path, lazy: () => import('./routes/the-scout') },
            { path: paths.scoutPlayerNews.path, lazy: () => import('./routes/player-news') },
            {
              path: paths.scoutSetPieceTakers.path,
              lazy: () => import('./routes/set-piece-takers'),
            },
            { path: paths.statistics.path, lazy: () => import('./routes/statistics') },
            { path: paths.statistic.path, lazy: () => import('./routes/statistics') },
            { path: paths.teamOfTheSeason.path, lazy: () => import('./routes/team-of-the-week') },
            { path: paths.teamOfTheWeek.path, lazy: () => import('./routes/team-of-the-week') },
            { path: paths.playerList.path, lazy: () => import('./routes/player-list') },
            { path: paths.register.path, lazy: () => import('./routes/accounts/register') },
            {
              path: paths.passwordForgot.path,
              lazy: () => import('./routes/accounts/password-forgot'),
            },
            {
              path: paths.passwordReset.path,
              lazy: () => import('./routes/accounts/password-reset'),
            },
            {
              element: <RequireLogin />,
              children: [
                {
                  path: paths.passwordChange.path,
                  lazy: () => import('./routes/accounts/password-change'),
                },
              ],
            },
            ...legacyRedirects.map(({ from, to }) => ({
              path: from,
              element: <Navigate to={to} replace />,
            })),
            ...extraPages,
            { path: '*', lazy: () => import('./routes/not-found') },
          ],
        },
      ],
    },
  ];
}

/** The router of the app, built once per page load. */
export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return <RouterProvider router={router} />;
}
