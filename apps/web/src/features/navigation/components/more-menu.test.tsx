import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

  it('opens from the keyboard with focus on its first item', async () => {
    const button = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Stats'));
  });

  it('moves between items with the arrow keys, wrapping at the ends', async () => {
    fireEvent.keyDown(renderMenu(), { key: 'Enter' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Stats'));
    // Each key goes to the item that has the focus; the focus moves on the next turn.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Sign Out'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Stats'));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Stats',
      'Prizes',
      'Sign Out',
    ]);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const button = renderMenu();
    fireEvent.pointerDown(button, { button: 0, ctrlKey: false });
    expect(screen.getByRole('menu', { name: 'More' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
