import { NavLink } from 'react-router';

import { paths } from '../../../config/paths';

/** Matches and Standings of a head-to-head league (SPEC §2): the page's own tab marked current. */
export function H2hNav({ leagueId }: { leagueId: number }) {
  return (
    <nav className="h2h-nav" aria-label="League">
      <NavLink to={paths.matchesH2h.getHref(leagueId)} className="h2h-nav__link">
        Matches
      </NavLink>
      <NavLink to={paths.standingsH2h.getHref(leagueId)} className="h2h-nav__link">
        Standings
      </NavLink>
    </nav>
  );
}
