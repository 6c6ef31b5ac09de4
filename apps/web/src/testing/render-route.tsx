import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { Location, NavigateFunction, RouteObject } from 'react-router';
import { vi } from 'vitest';

import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import type { FakeApi } from './fake-api';

/** The location the routes show, and a way to move as a link would. */
export type TestRouter = {
  readonly location: Location;
  navigate: (to: string) => Promise<void>;
};

type Seen = { location?: Location; navigate?: NavigateFunction };

/** Keeps the location the routes last showed, and the router's navigate. */
function RouterProbe({ seen }: { seen: Seen }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    seen.location = location;
    seen.navigate = navigate;
  });
  return null;
}

/** Renders the real routes and providers at `url`, with `fetch` answered by the fake server. */
export function renderRoute(url: string, api: FakeApi, extraPages: RouteObject[] = []) {
  vi.stubGlobal('fetch', api.fetch);
  const seen: Seen = {};
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <RouterProbe seen={seen} />
        <AppRoutes extraPages={extraPages} />
      </MemoryRouter>
    </AppProvider>,
  );
  const router: TestRouter = {
    get location() {
      if (!seen.location) throw new Error('The routes have not rendered.');
      return seen.location;
    },
    navigate: async (to) => {
      await act(async () => {
        await seen.navigate?.(to);
      });
    },
  };
  return { ...view, router, client };
}
