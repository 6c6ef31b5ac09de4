import { Suspense, lazy, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

import type { NavItem } from '../utils/nav-items';
import { moreButtonClass } from '../utils/more-button';
import { overflowOffset, visibleCount } from '../utils/overflow';
import { NavLinkItem } from './nav-link-item';

// The menu primitive loads only when some items overflow, beside the page rather than before it.
const MoreMenu = lazy(() => import('./more-menu').then((module) => ({ default: module.MoreMenu })));

/**
 * The main navigation. A hidden copy of every item is measured; a ResizeObserver recomputes how
 * many fit, and the rest go into the 'More' dropdown.
 */
export function NavBar({ items, plain }: { items: readonly NavItem[]; plain: boolean }) {
  const container = useRef<HTMLElement>(null);
  const measure = useRef<HTMLUListElement>(null);
  const [fit, setFit] = useState(items.length);
  const [pressed, setPressed] = useState(false);
  // The items are measured again only when their labels change: each measure lays the whole
  // page out at once, and the shell draws the bar anew with every answer of a first visit.
  const labels = items.map((item) => item.label).join('\n');
  const count = items.length;

  useLayoutEffect(() => {
    const element = container.current;
    const ruler = measure.current;
    if (!element || !ruler) return;
    const update = () => {
      const widths = Array.from(ruler.children).map((child) => child.getBoundingClientRect().width);
      const moreWidth = ruler.lastElementChild?.getBoundingClientRect().width ?? 0;
      const available = element.clientWidth;
      // Before layout (or in a test DOM) nothing has a width: show everything.
      if (available === 0) return setFit(count);
      setFit(visibleCount(widths.slice(0, count), available, Math.max(overflowOffset, moreWidth)));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    // The labels' widths change when the typeface arrives.
    observer.observe(ruler);
    return () => observer.disconnect();
  }, [labels, count]);

  const shown = items.slice(0, fit);
  const hidden = items.slice(fit);
  return (
    <nav className="nav" aria-label="Main" ref={container}>
      <ul className="nav__list">
        {shown.map((item) => (
          <li key={item.label}>
            <NavLinkItem item={item} plain={plain} className="nav__link" />
          </li>
        ))}
        {hidden.length > 0 && (
          <li>
            <Suspense fallback={<MoreButton items={hidden} onPress={() => setPressed(true)} />}>
              <MoreMenu items={hidden} plain={plain} defaultOpen={pressed} />
            </Suspense>
          </li>
        )}
      </ul>
      <div className="nav__ruler" aria-hidden="true">
        <ul className="nav__list nav__list--measure" ref={measure}>
          {items.map((item) => (
            <li key={item.label}>
              <span className="nav__link">{item.label}</span>
            </li>
          ))}
          <li>
            <span className="nav__link">More ▾</span>
          </li>
        </ul>
      </div>
    </nav>
  );
}

/** The 'More' button as it looks while its menu loads; a press opens the menu once it is here. */
function MoreButton({ items, onPress }: { items: readonly NavItem[]; onPress: () => void }) {
  const { pathname } = useLocation();
  return (
    <button
      type="button"
      className={moreButtonClass(items, pathname)}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={onPress}
    >
      More <span aria-hidden="true">▾</span>
    </button>
  );
}
