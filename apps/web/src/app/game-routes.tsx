import { createElement } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { Navigate, matchRoutes, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

import { legacyRedirects, paths } from '../config/paths';
import { RequireLogin, RequireTeam } from './layout/guards';
import { lazyPage } from './page-loads';
import { pageTable } from './page-table';
import type { PageAccess, PageName } from './page-table';
import { pendingRoutes } from './pending-routes';

// The screens of the game but Home (SPEC §2 route table, see page-table.ts), each behind its
// access rule. The landing page does not need these routes: they download once the first page
// shows, or at once when the address names one of these screens.

/** What starts the download of each page's module, by the page's element. */
const preloads = new WeakMap<ReactElement, () => Promise<void>>();

/** `element`, its download started by `preload` (see preloadPage). */
const preloading = (element: ReactElement, preload: () => Promise<void>): ReactElement => {
  preloads.set(element, preload);
  return element;
};

// Every page module is lazy, so a screen downloads only what it shows. The files under ./routes
// that are parts of screens, or screens the router loads apart, are not pages of the table (a
// test checks that this list and the table name the same modules).
const pageModules = import.meta.glob<{ Component: ComponentType }>([
  './routes/**/*.tsx',
  '!./routes/home.tsx',
  '!./routes/building.tsx',
  '!./routes/load-error.tsx',
  '!./routes/page-loading.tsx',
  '!./routes/leagues/create-league.tsx',
  '!./routes/leagues/cup-status-fallback.tsx',
  '!./routes/leagues/league-admin-page.tsx',
  '!./routes/leagues/league-page.tsx',
]);

/** The modules the table's pages are drawn by, by their name in the table. */
export const pageModuleNames = Object.keys(pageModules).map((file) =>
  file.slice('./routes/'.length, -'.tsx'.length),
);

const page = (name: PageName): ReactElement => {
  const load = pageModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No module draws the page ${name}.`);
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

const pages = (access: PageAccess): RouteObject[] =>
  pageTable
    .filter((route) => route.access === access)
    .map((route) => ({ path: route.path, element: page(route.page) }));

const routes: RouteObject[] = [
  ...pages('open'),
  ...pending('open'),
  { element: <RequireTeam />, children: [...pages('team'), ...pending('team')] },
  { element: <RequireLogin />, children: pages('login') },
  { path: paths.help.path, element: <Navigate to={paths.helpRules.getHref()} replace /> },
  ...legacyRedirects.map(({ from, to }) => ({
    path: from,
    element: <Navigate to={to} replace />,
  })),
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
