import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { matchPath, useLocation } from 'react-router';

import type { NavItem } from '../utils/nav-items';
import { NavLinkItem } from './nav-link-item';

/**
 * The 'More' dropdown holding the navigation items that do not fit (menu-button pattern). When
 * the page shown is one of them, the button is marked as the current section, as a link is.
 */
export function MoreMenu({ items, plain }: { items: readonly NavItem[]; plain: boolean }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const holdsCurrent = items.some(
    (item) => 'to' in item && matchPath({ path: item.to, end: item.end ?? false }, pathname),
  );
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const menuItems = () =>
    Array.from(wrapper.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menuItems()[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent) => {
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (at: number) => list[(at + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(list.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className="more-menu" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className={
          holdsCurrent ? 'nav__link more-menu__button is-active' : 'nav__link more-menu__button'
        }
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        More <span aria-hidden="true">▾</span>
      </button>
      <div
        id={menuId}
        role="menu"
        aria-label="More"
        className="more-menu__list"
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        {items.map((item) => (
          <NavLinkItem
            key={item.label}
            item={item}
            plain={plain}
            className="more-menu__item"
            role="menuitem"
            tabIndex={-1}
            onSelect={() => setOpen(false)}
          />
        ))}
      </div>
    </div>
  );
}
