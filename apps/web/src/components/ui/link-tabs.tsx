import { NavLink } from 'react-router';

/** One tab of a {@link LinkTabs}: where it leads, its words, and whether only that exact path marks it. */
export type LinkTab = { to: string; label: string; end?: boolean };

/** A row of tabs that are links between pages, the current page's tab marked (`is-active`). */
export function LinkTabs({ tabs, label }: { tabs: readonly LinkTab[]; label: string }) {
  return (
    <nav className="tabs" aria-label={label}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) => (isActive ? 'tabs__link is-active' : 'tabs__link')}
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
