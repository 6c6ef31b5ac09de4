import { Navigate, useParams } from 'react-router';

import { paths } from '../../config/paths';
import { useMe } from '../../lib/api/get-me';
import { storeAutoJoinCode } from '../../lib/auto-join';

/**
 * An invitation link: the code is kept until the manager has a team, then the leagues screen
 * offers to join. A visitor goes home to sign in, a player without a team picks a squad first.
 */
export function Component() {
  const { code = '' } = useParams();
  const player = useMe().data?.player;
  if (code) storeAutoJoinCode(code);
  const to = !player
    ? paths.home.getHref()
    : player.entry == null
      ? paths.squadSelection.getHref()
      : paths.myTeam.getHref();
  return <Navigate to={to} replace />;
}
