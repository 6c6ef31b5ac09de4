import { NavLink } from 'react-router';

import { paths } from '../../../config/paths';

const links = [
  { to: paths.helpRules.getHref(), label: 'Rules' },
  { to: paths.helpNew.getHref(), label: "What's New" },
  { to: paths.helpTerms.getHref(), label: 'Terms & Conditions' },
];

/** Links between the help pages. */
export function HelpNav() {
  return (
    <nav className="tabs" aria-label="Help">
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          className={({ isActive }) => (isActive ? 'tabs__link is-active' : 'tabs__link')}
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
