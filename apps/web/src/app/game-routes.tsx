import { createElement } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { Navigate, matchRoutes, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

import { legacyRedirects, paths } from '../config/paths';
import { RequireLogin, RequireTeam } from './layout/guards';
import { lazyPage } from './page-loads';
import { pendingRoutes } from './pending-routes';

// The screens of the game but Home (SPEC §2 route table), with each screen's access rule. The
// landing page does not need this table: it downloads once the first page shows, or at once
// when the address names one of these screens.

/** What starts the download of each page's module, by the page's element. */
const preloads = new WeakMap<ReactElement, () => Promise<void>>();

/** `element`, its download started by `preload` (see preloadPage). */
const preloading = (element: ReactElement, preload: () => Promise<void>): ReactElement => {
  preloads.set(element, preload);
  return element;
};

// Every page module is lazy, so a screen downloads only what it shows.
const page = (load: () => Promise<{ Component: ComponentType }>): ReactElement => {
  const screen = lazyPage(load);
  return preloading(createElement(screen), screen.preload);
};

const Building = lazyPage(() => import('./routes/building'));

const pending = (access: 'open' | 'team'): RouteObject[] =>
  pendingRoutes
    .filter((route) => route.access === access)
    .map((route) => ({
      path: route.path,
      element: preloading(<Building title={route.title} />, Building.preload),
    }));

// The league screens a manager with a team reaches (SPEC §2 route table).
const leagueRoutes: RouteObject[] = [
  { path: paths.leagues.path, element: page(() => import('./routes/leagues/my-leagues')) },
  { path: paths.leaguesRenew.path, element: page(() => import('./routes/leagues/renew')) },
  {
    path: paths.leaguesCreateJoin.path,
    element: page(() => import('./routes/leagues/create-join')),
  },
  { path: paths.leaguesCreate.path, element: page(() => import('./routes/leagues/create')) },
  {
    path: paths.leaguesCreateClassic.path,
    element: page(() => import('./routes/leagues/create-classic')),
  },
  { path: paths.leaguesJoin.path, element: page(() => import('./routes/leagues/join')) },
  {
    path: paths.leaguesJoinPrivate.path,
    element: page(() => import('./routes/leagues/join-private')),
  },
  {
    path: paths.leaguesJoinPublic.path,
    element: page(() => import('./routes/leagues/join-public')),
  },
  { path: paths.leaguesCreateH2h.path, element: page(() => import('./routes/leagues/create-h2h')) },
  {
    path: paths.leagueAdminClassic.path,
    element: page(() => import('./routes/leagues/admin-classic')),
  },
  { path: paths.leagueAdminH2h.path, element: page(() => import('./routes/leagues/admin-h2h')) },
  { path: paths.leagueInvite.path, element: page(() => import('./routes/leagues/invite')) },
  { path: paths.leaguesCups.path, element: page(() => import('./routes/leagues/cups')) },
];

const routes: RouteObject[] = [
  {
    path: paths.squadSelection.path,
    element: page(() => import('./routes/squad-selection')),
  },
  { path: paths.leagueAutoJoin.path, element: page(() => import('./routes/auto-join')) },
  {
    element: <RequireTeam />,
    children: [
      { path: paths.myTeam.path, element: page(() => import('./routes/my-team')) },
      {
        path: paths.entryUpdate.path,
        element: page(() => import('./routes/entry-update')),
      },
      { path: paths.transfers.path, element: page(() => import('./routes/transfers')) },
      ...leagueRoutes,
      ...pending('team'),
    ],
  },
  {
    path: paths.standingsClassic.path,
    element: page(() => import('./routes/leagues/standings-classic')),
  },
  {
    path: paths.standingsH2h.path,
    element: page(() => import('./routes/leagues/standings-h2h')),
  },
  {
    path: paths.matchesH2h.path,
    element: page(() => import('./routes/leagues/matches-h2h')),
  },
  {
    path: paths.newEntriesH2h.path,
    element: page(() => import('./routes/leagues/new-entries-h2h')),
  },
  { path: paths.leagueCup.path, element: page(() => import('./routes/leagues/cup')) },
  {
    path: paths.leagueCupNotStarted.path,
    element: page(() => import('./routes/leagues/cup-not-started')),
  },
  ...pending('open'),
  {
    path: paths.entryHistory.path,
    element: page(() => import('./routes/entry/history')),
  },
  { path: paths.entryEvent.path, element: page(() => import('./routes/entry/event')) },
  {
    path: paths.entryTransfers.path,
    element: page(() => import('./routes/entry/transfers')),
  },
  { path: paths.help.path, element: <Navigate to={paths.helpRules.getHref()} replace /> },
  { path: paths.helpRules.path, element: page(() => import('./routes/help/rules')) },
  { path: paths.helpTerms.path, element: page(() => import('./routes/help/terms')) },
  { path: paths.helpNew.path, element: page(() => import('./routes/help/new')) },
  {
    path: paths.helpReportName.path,
    element: page(() => import('./routes/help/report-name')),
  },
  { path: paths.prizes.path, element: page(() => import('./routes/prizes')) },
  {
    path: paths.prizesWinners.path,
    element: page(() => import('./routes/prize-winners')),
  },
  { path: paths.fixtures.path, element: page(() => import('./routes/fixtures')) },
  { path: paths.fixturesFdr.path, element: page(() => import('./routes/fixtures-fdr')) },
  { path: paths.fixturesEvent.path, element: page(() => import('./routes/fixtures')) },
  { path: paths.scout.path, element: page(() => import('./routes/the-scout')) },
  {
    path: paths.scoutPlayerNews.path,
    element: page(() => import('./routes/player-news')),
  },
  {
    path: paths.scoutSetPieceTakers.path,
    element: page(() => import('./routes/set-piece-takers')),
  },
  { path: paths.statistics.path, element: page(() => import('./routes/statistics')) },
  { path: paths.statistic.path, element: page(() => import('./routes/statistics')) },
  {
    path: paths.teamOfTheSeason.path,
    element: page(() => import('./routes/team-of-the-week')),
  },
  {
    path: paths.teamOfTheWeek.path,
    element: page(() => import('./routes/team-of-the-week')),
  },
  { path: paths.playerList.path, element: page(() => import('./routes/player-list')) },
  {
    path: paths.register.path,
    element: page(() => import('./routes/accounts/register')),
  },
  {
    path: paths.passwordForgot.path,
    element: page(() => import('./routes/accounts/password-forgot')),
  },
  {
    path: paths.passwordReset.path,
    element: page(() => import('./routes/accounts/password-reset')),
  },
  {
    element: <RequireLogin />,
    children: [
      {
        path: paths.passwordChange.path,
        element: page(() => import('./routes/accounts/password-change')),
      },
    ],
  },
  ...legacyRedirects.map(({ from, to }) => ({
    path: from,
    element: <Navigate to={to} replace />,
  })),
  { path: '*', element: page(() => import('./routes/not-found')) },
];

/** The screen the address names, below the shell. */
export function Component() {
  return useRoutes(routes);
}

/** Downloads the module of the screen at `pathname`; never fails (see lazyPage). */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => preloads.get(match.route.element as ReactElement)?.()));
}
