import { cleanup, fireEvent, screen, within } from '@testing-library/react';
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

/** The players' table, once the lazily loaded page has drawn it. */
const statisticsTable = () =>
  screen.findByRole('table', { name: 'Player statistics' }, { timeout: 5000 });

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
    await statisticsTable();
    expect(screen.queryByRole('heading', { name: 'Latest FPL News' })).toBeNull();
  });

  it('names the chosen stat once on a phone when it is total points', async () => {
    renderRoute('/statistics', gameApi({ player: aPlayer(null) }));
    const table = await statisticsTable();
    const pts = within(table).getByRole('columnheader', { name: 'Pts' });
    expect(pts.className).toContain('hide-narrow');
  });

  it('filters the table by name with the search box, with the other filters and the pager', async () => {
    renderRoute('/statistics', gameApi({ player: aPlayer(null) }));
    const table = await statisticsTable();
    // Ninety players: three pages; a search goes back to the first and keeps only the matches.
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search players' }), {
      target: { value: 'odeg' },
    });
    const rows = within(table).getAllByRole('rowheader');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('Ødegaard')]);
    expect(screen.getByText(/players shown/).textContent).toBe('1 players shown');
    // With a position that leaves him out, nothing matches, and the page says so.
    fireEvent.change(screen.getByLabelText('View'), { target: { value: 'et_1' } });
    expect(screen.queryByRole('table', { name: 'Player statistics' })).toBeNull();
    expect(screen.getByText('No player matches “odeg” with these choices.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search players' }), {
      target: { value: '' },
    });
    const goalkeepers = await screen.findByRole('table', { name: 'Player statistics' });
    expect(within(goalkeepers).getAllByRole('rowheader')).toHaveLength(12);
  });

  it('sorts by price change progress, nearest a rise first, and links to the risers and fallers', async () => {
    renderRoute('/statistics/price_progress', gameApi({ player: aPlayer(null) }));
    const table = await statisticsTable();
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-1)!.textContent);
    expect(cells[0]).toMatch(/^▲\+100%, Rises tonight$/);
    const percents = cells.map((c) => Number(/([-+]?\d+)%/.exec(c!)![1]));
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    const link = screen.getByRole('link', { name: 'Tonight’s likely price risers and fallers' });
    expect(link.getAttribute('href')).toBe('/statistics/price-changes');
  });
});
