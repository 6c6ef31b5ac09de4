import { matchPath } from 'react-router';

import type { NavItem } from './nav-items';

/** The 'More' button's classes: marked as the current section when it holds the page shown. */
export function moreButtonClass(items: readonly NavItem[], pathname: string) {
  const holdsCurrent = items.some(
    (item) => 'to' in item && matchPath({ path: item.to, end: item.end ?? false }, pathname),
  );
  return holdsCurrent ? 'nav__link more-menu__button is-active' : 'nav__link more-menu__button';
}
