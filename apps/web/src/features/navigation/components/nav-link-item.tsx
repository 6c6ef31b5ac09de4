import { NavLink } from 'react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

import type { NavItem } from '../utils/nav-items';

/**
 * One link of the navigation. `plain` renders an ordinary anchor: while the server reports an
 * error, a full page load is the way out (SPEC §2 Navigation). Other attributes and the ref go to
 * the anchor, so a menu can make it one of its items.
 */
export function NavLinkItem({
  item,
  plain,
  className,
  ...anchor
}: {
  item: NavItem;
  plain: boolean;
  className: string;
  ref?: Ref<HTMLAnchorElement>;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'href'>) {
  if ('href' in item) {
    return (
      <a
        className={className}
        {...anchor}
        href={item.href}
        {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {item.label}
        {item.external && <span className="visually-hidden"> (opens in a new tab)</span>}
      </a>
    );
  }
  if (plain) {
    return (
      <a {...anchor} className={className} href={item.to}>
        {item.label}
      </a>
    );
  }
  return (
    <NavLink
      {...anchor}
      className={({ isActive }) => (isActive ? `${className} is-active` : className)}
      to={item.to}
      end={item.end}
    >
      {item.label}
    </NavLink>
  );
}
