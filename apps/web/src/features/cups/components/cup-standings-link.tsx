import { Link } from 'react-router';

import { paths } from '../../../config/paths';

/** The way from a cup to the table of the league it qualifies from. */
export function CupStandingsLink({ leagueId }: { leagueId: number }) {
  return (
    <p className="league-links">
      <Link className="button button--secondary" to={paths.standingsClassic.getHref(leagueId)}>
        View standings
      </Link>
    </p>
  );
}
