import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';

import { aPlayer, fakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { lazyPage, prepareFirstPage } from '../page-loads';
import { preloadPage } from '../router';

describe('page modules', () => {
  it('renders a page whose module is here at once, without its Suspense fallback', async () => {
    const Page = lazyPage(async () => ({
      Component: ({ name }: { name: string }) => <h1>{name}</h1>,
    }));
    await Page.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page name="Fixtures" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Fixtures' })).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('downloads a page again after a failed download', async () => {
    let calls = 0;
    const Page = lazyPage(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { Component: () => <h1>Prizes</h1> };
    });
    await Page.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Prizes' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it("keeps the shell on 'Loading ...' until the first page's modules are here", async () => {
    await preloadPage('/');
    let arrive = () => {};
    prepareFirstPage(new Promise<void>((resolve) => (arrive = resolve)));
    const api = fakeApi();
    renderRoute('/', api);
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/api/me/'));
    // The game data is in well before this.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByText('Loading ...')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Getting ready for 2025/26' })).toBeNull();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Getting ready for 2025/26' })).toBeTruthy();
  });

  it('downloads the modules of the page an address names, through the table of screens', async () => {
    await preloadPage('/leagues/create-join');
    const { router } = renderRoute('/leagues/create-join', fakeApi({ player: aPlayer(12) }));
    expect(await screen.findByRole('heading', { name: 'Create and Join Leagues' })).toBeTruthy();
    expect(router.location.pathname).toBe('/leagues/create-join');
  });
});
