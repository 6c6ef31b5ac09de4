import { Navigate, Outlet } from 'react-router';

import { paths } from '../../config/paths';
import { useMe } from '../../lib/api/get-me';

// The shell renders routes only once the session is loaded, so these read it synchronously.

/** Team-only screens: a visitor goes home, a player without a team to squad selection. */
export function RequireTeam() {
  const player = useMe().data?.player;
  if (!player) return <Navigate to={paths.home.getHref()} replace />;
  if (player.entry == null) return <Navigate to={paths.squadSelection.getHref()} replace />;
  return <Outlet />;
}

/** Screens for any signed-in player: a visitor goes home. */
export function RequireLogin() {
  const player = useMe().data?.player;
  if (!player) return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
}
