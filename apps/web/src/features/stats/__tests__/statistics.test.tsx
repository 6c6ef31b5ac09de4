import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { aPlayer } from '../../../testing/fake-api';
import { gameApi } from '../../../testing/game-api';
import { renderRoute } from '../../../testing/render-route';
import { withRoutes } from '../../../testing/with-routes';

afterEach(cleanup);

const item = (id: number, title: string) => ({
  id,
  title,
  date: '2025-08-20T10:00:00Z',
  summary: null,
  tags: [],
});

/** A news store: articles tagged 'FPL Stats Explained', and others. */
function withNews() {
  return withRoutes(gameApi({ player: aPlayer(null) }), {
    'GET /api/news/': (_body, url) => {
      const explained = url.searchParams.get('tag') === 'FPL Stats Explained';
      const content = explained
        ? [item(1, 'What is ICT?')]
        : [item(2, 'Price changes'), item(3, 'Gameweek 2 preview')];
      return [200, { content, pageInfo: { page: 0, numPages: 1, pageSize: 5, numEntries: 1 } }];
    },
  });
}

describe('Statistics', () => {
  it("lists 'FPL Stats Explained' and 'Latest FPL News', each item a link to The Scout", async () => {
    renderRoute('/statistics', withNews());
    const explained = await screen.findByRole('region', { name: 'FPL Stats Explained' });
    const link = within(explained).getByRole('link', { name: 'What is ICT?' });
    expect(link.getAttribute('href')).toBe('/the-scout?item=1');
    const latest = screen.getByRole('region', { name: 'Latest FPL News' });
    expect(
      within(latest)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Price changes', 'Gameweek 2 preview']);
  });

  it('shows no news list when the store gives none', async () => {
    renderRoute('/statistics', gameApi({ player: aPlayer(null) }));
    await screen.findByRole('table', { name: 'Player statistics' }, { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: 'Latest FPL News' })).toBeNull();
  });

  it('names the chosen stat once on a phone when it is total points', async () => {
    renderRoute('/statistics', gameApi({ player: aPlayer(null) }));
    const table = await screen.findByRole(
      'table',
      { name: 'Player statistics' },
      { timeout: 5000 },
    );
    const pts = within(table).getByRole('columnheader', { name: 'Pts' });
    expect(pts.className).toContain('hide-narrow');
  });
});
