import { Suspense, lazy } from 'react';
import { Link, Outlet } from 'react-router';

import { ErrorPage } from '../../components/ui/error-page';
import { Loading } from '../../components/ui/loading';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../config/paths';
import { useMe } from '../../lib/api/get-me';
import { useBootstrap } from '../../features/bootstrap/api/get-bootstrap-static';
import { usePlayerDialog } from '../../hooks/use-player-dialog';
import { errorStatus } from '../../lib/api-client';
import { useAutoJoinCode } from '../../hooks/use-auto-join-code';
import { useFirstPagePreparing, usePageLoading } from '../page-loads';
import { AppNav } from './app-nav';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';

// The auto-join dialog, for a manager who followed a league's invitation link.
const AutoJoinHost = lazy(() =>
  import('./auto-join-host').then((m) => ({ default: m.AutoJoinHost })),
);

// The player dialog, opened by id from any page (`?player=`), is downloaded when first opened.
const PlayerDialogHost = lazy(() =>
  import('../../features/player-dialog/components/player-dialog-host').then((m) => ({
    default: m.PlayerDialogHost,
  })),
);

/**
 * The frame of every page: header, navigation, the page (once the game data is in), footer,
 * the player dialog of the player the address names, and the auto-join dialog of a pending
 * invitation code.
 */
export function RootLayout() {
  const bootstrap = useBootstrap();
  const me = useMe();
  const player = usePlayerDialog().id;
  // A page module is downloading: say so, since the old page stays until it arrives.
  const navigating = usePageLoading();
  const preparing = useFirstPagePreparing();
  const entryId = me.data?.player?.entry ?? null;
  const hasAutoJoinCode = useAutoJoinCode() != null;
  const failed = bootstrap.isError || me.isError;
  const error = bootstrap.error ?? me.error;

  let content;
  if (failed && !bootstrap.data) content = <ErrorPage status={errorStatus(error)} />;
  else if (failed && !me.data) content = <ErrorPage status={errorStatus(error)} />;
  else if (!bootstrap.data || !me.data || preparing) content = <Loading />;
  else content = <Outlet />;

  return (
    <div className="app">
      <ScrollToTop />
      {navigating && (
        <div className="route-progress" role="progressbar" aria-label="Loading page" />
      )}
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link
            to={paths.home.getHref()}
            className="site-header__home"
            aria-label="Open Fantasy League home"
          >
            <Logo />
          </Link>
        </div>
        <div className="site-header__nav">
          <AppNav me={me.data} events={bootstrap.data?.events ?? []} plain={failed} />
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        {content}
      </main>
      <SiteFooter />
      {entryId != null && bootstrap.data && hasAutoJoinCode && (
        <Suspense fallback={null}>
          <AutoJoinHost entryId={entryId} />
        </Suspense>
      )}
      {player > 0 && bootstrap.data && me.data && (
        <Suspense fallback={null}>
          <PlayerDialogHost bootstrap={bootstrap.data} />
        </Suspense>
      )}
    </div>
  );
}
