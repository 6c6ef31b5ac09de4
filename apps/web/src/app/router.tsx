import { useEffect, useState } from 'react';
import { BrowserRouter, matchPath, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

import { paths } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { FatalErrorRoute, SectionErrorRoute } from './layout/route-errors';
import { lazyPage } from './page-loads';

// The landing page's module, and the table of every other screen with their modules, are lazy:
// the first visit downloads only what its page shows.
const Home = lazyPage(() => import('./routes/home'));
const loadGameRoutes = () => import('./game-routes');
const GameRoutes = lazyPage(loadGameRoutes);

/**
 * Once a page has shown, the table of the other screens downloads (its pages' modules do not),
 * so the first move from the landing page waits only for the page it opens.
 */
function AfterPage() {
  useEffect(() => {
    void GameRoutes.preload();
  }, []);
  return null;
}

/**
 * The route tree of the game (SPEC §2): Home, then the table of the other screens. `extraPages`
 * mount inside the shell and its section error boundary (tests use it to check the boundary).
 */
export function createRoutes(extraPages: RouteObject[] = []): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        {
          element: <SectionErrorRoute after={<AfterPage />} />,
          children: [
            { path: paths.home.path, element: <Home /> },
            ...extraPages,
            { path: '*', element: <GameRoutes /> },
          ],
        },
      ],
    },
  ];
}

/**
 * Downloads the modules of the page at `pathname` (main.tsx calls it before the first render, so
 * they come beside the game data the shell waits for rather than after it). Never fails: a page
 * whose module did not come downloads it again when it renders, and says if that fails.
 */
export async function preloadPage(pathname: string): Promise<void> {
  if (matchPath(paths.home.path, pathname)) return Home.preload();
  await GameRoutes.preload();
  const table = await loadGameRoutes().catch(() => undefined);
  await table?.preloadPage(pathname);
}

/** The routes of the app at the router's location; `extraPages` as for createRoutes. */
export function AppRoutes({ extraPages }: { extraPages?: RouteObject[] }) {
  const [routes] = useState(() => createRoutes(extraPages));
  return <FatalErrorRoute>{useRoutes(routes)}</FatalErrorRoute>;
}

/** The router of the app, at the browser's address. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
