import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLocation } from 'react-router';

import type { NavItem } from '../utils/nav-items';
import { moreButtonClass } from '../utils/more-button';
import { NavLinkItem } from './nav-link-item';

/**
 * The 'More' dropdown holding the navigation items that do not fit, on Radix's menu primitive
 * (menu-button pattern: arrow keys, Home, End, type-ahead, Escape gives focus back). When the page
 * shown is one of them, the button is marked as the current section, as a link is. The rest of
 * the page stays usable while it is open, as a navigation menu should.
 */
export function MoreMenu({
  items,
  plain,
  defaultOpen = false,
}: {
  items: readonly NavItem[];
  plain: boolean;
  /** Open at once: the button was pressed before this module arrived. */
  defaultOpen?: boolean;
}) {
  const { pathname } = useLocation();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={moreButtonClass(items, pathname)}>
        More <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        className="more-menu__list"
        aria-label="More"
        align="end"
        sideOffset={0}
        loop
      >
        {items.map((item) => (
          <DropdownMenu.Item key={item.label} asChild>
            <NavLinkItem item={item} plain={plain} className="more-menu__item" />
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
