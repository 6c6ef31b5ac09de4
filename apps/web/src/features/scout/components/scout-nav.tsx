import { NavLink } from 'react-router';

import { paths } from '../../../config/paths';

/** The Scout's three pages. */
export function ScoutNav() {
  const tab = ({ isActive }: { isActive: boolean }) => `tabs__link${isActive ? ' is-active' : ''}`;
  return (
    <nav className="tabs" aria-label="The Scout">
      <NavLink end className={tab} to={paths.scout.getHref()}>
        News
      </NavLink>
      <NavLink className={tab} to={paths.scoutPlayerNews.getHref()}>
        Player News
      </NavLink>
      <NavLink className={tab} to={paths.scoutSetPieceTakers.getHref()}>
        Set-Piece Takers
      </NavLink>
    </nav>
  );
}
