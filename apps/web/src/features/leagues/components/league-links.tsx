import { Link } from 'react-router';

import { leagueAdminHref, paths } from '../../../config/paths';
import type { MyLeague } from '../api/types';

/** Administer and Invite Friends, for the administrator and the members who may invite. */
export function LeagueLinks({ league }: { league: MyLeague | undefined }) {
  if (!league || !(league.entry_can_admin || league.entry_can_invite)) return null;
  return (
    <p className="league-links">
      {league.entry_can_admin && (
        <Link className="button button--secondary" to={leagueAdminHref(league)}>
          Administer
        </Link>
      )}
      {league.entry_can_invite && (
        <Link className="button button--secondary" to={paths.leagueInvite.getHref(league.id)}>
          Invite Friends
        </Link>
      )}
    </p>
  );
}
