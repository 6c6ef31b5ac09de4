import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('scores are being recalculated');
}

describe('error boundaries', () => {
  it('keeps the shell and shows the updating notice when a page fails to render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/broken', fakeApi(), [{ path: '/broken', Component: Broken }]);
    const notice = await screen.findByRole('alert');
    expect(
      within(notice).getByText('The game is updating and will be available soon.'),
    ).toBeTruthy();
    expect(
      within(notice).getByText(
        'Please try again later when the updated scores / teams will be available.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('shows Permission denied with a way home and a contact link for a 403', async () => {
    renderRoute('/', { ...fakeApi({ bootstrapStatus: 403 }) });
    expect(await screen.findByRole('heading', { name: 'Permission denied' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeTruthy();
  });

  it('turns the navigation into plain links while the server reports an error', async () => {
    renderRoute('/', fakeApi({ bootstrapStatus: 500 }));
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    const home = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Home',
    });
    // A router link would be marked active on '/'; a plain link is not.
    expect(home.className).toBe('nav__link');
  });
});
