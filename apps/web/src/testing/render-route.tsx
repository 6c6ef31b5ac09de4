import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';

import { AppProvider } from '../app/provider';
import { createRoutes } from '../app/router';
import type { FakeApi } from './fake-api';

/** Renders the real routes and providers at `url`, with `fetch` answered by the fake server. */
export function renderRoute(url: string, api: FakeApi, extraPages: RouteObject[] = []) {
  vi.stubGlobal('fetch', api.fetch);
  const router = createMemoryRouter(createRoutes(extraPages), { initialEntries: [url] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProvider client={client}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, client };
}
