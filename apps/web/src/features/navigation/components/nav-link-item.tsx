import { NavLink } from 'react-router';

import type { NavItem } from '../utils/nav-items';

/**
 * One link of the navigation. `plain` renders an ordinary anchor: while the server reports an
 * error, a full page load is the way out (SPEC §2 Navigation).
 */
export function NavLinkItem({
  item,
  plain,
  className,
  role,
  tabIndex,
  onSelect,
}: {
  item: NavItem;
  plain: boolean;
  className: string;
  role?: string;
  tabIndex?: number;
  onSelect?: () => void;
}) {
  if ('href' in item) {
    return (
      <a
        className={className}
        href={item.href}
        role={role}
        tabIndex={tabIndex}
        onClick={onSelect}
        {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {item.label}
        {item.external && <span className="visually-hidden"> (opens in a new tab)</span>}
      </a>
    );
  }
  if (plain) {
    return (
      <a className={className} href={item.to} role={role} tabIndex={tabIndex}>
        {item.label}
      </a>
    );
  }
  return (
    <NavLink
      className={({ isActive }) => (isActive ? `${className} is-active` : className)}
      to={item.to}
      end={item.end}
      role={role}
      tabIndex={tabIndex}
      onClick={onSelect}
    >
      {item.label}
    </NavLink>
  );
}
