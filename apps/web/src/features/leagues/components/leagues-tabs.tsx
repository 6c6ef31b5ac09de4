import { NavLink } from 'react-router';

import { paths } from '../../../config/paths';

/** The Leagues and Cups tabs of Leagues & Cups (SPEC §4). */
export function LeaguesTabs() {
  const links = [
    { to: paths.leagues.getHref(), label: 'Leagues' },
    { to: paths.leaguesCups.getHref(), label: 'Cups' },
  ];
  return (
    <nav className="tabs" aria-label="Leagues and cups">
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end
          className={({ isActive }) => (isActive ? 'tabs__link is-active' : 'tabs__link')}
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
