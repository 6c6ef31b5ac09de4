import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fakeApi, gameEvent } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';
import { withRoutes } from '../../../testing/with-routes';

const events = [
  gameEvent(9, { is_previous: true, finished: true }),
  gameEvent(10, { is_current: true }),
  gameEvent(11, { is_next: true }),
];

/** A server that knows no entry 999999. */
const unknown = () =>
  withRoutes(fakeApi({ events, missingEntries: [999999] }), {
    'GET /api/entry/999999/history/': () => [404, { detail: 'Not found.' }],
    'GET /api/entry/999999/event/9/picks/': () => [404, { detail: 'Not found.' }],
    'GET /api/event/9/live/': () => [200, { elements: [] }],
  });

describe('an unknown manager', () => {
  it("has no history page: 'Page not found', said once", async () => {
    renderRoute('/entry/999999/history', unknown());
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(
      screen.getAllByText("Sorry, but the page you were looking for can't be found."),
    ).toHaveLength(1);
  });

  it("has no points page: 'Page not found', without gameweek links", async () => {
    renderRoute('/entry/999999/event/9', unknown());
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText(/no picks/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });
});
