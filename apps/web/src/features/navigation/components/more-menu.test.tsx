import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { MoreMenu } from './more-menu';

const items = [
  { label: 'Stats', to: '/statistics' },
  { label: 'Prizes', to: '/prizes' },
  { label: 'Sign Out', href: '/accounts/logout/', external: false },
];

function renderMenu(at = '/') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <MoreMenu items={items} plain={false} />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: /More/ });
}

describe('More menu', () => {
  it('is marked as the current section when it holds the page shown', () => {
    expect(renderMenu('/prizes').className).toContain('is-active');
  });

  it('is not marked when the page shown is elsewhere', () => {
    expect(renderMenu('/fixtures').className).not.toContain('is-active');
  });

  it('opens from the keyboard with focus on its first item', () => {
    const button = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Stats');
  });

  it('moves between items with the arrow keys, wrapping at the ends', () => {
    fireEvent.click(renderMenu());
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Sign Out');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Stats');
  });

  it('closes on Escape and gives focus back to the button', () => {
    const button = renderMenu();
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
