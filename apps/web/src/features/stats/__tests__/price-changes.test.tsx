import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { aPlayer } from '../../../testing/fake-api';
import { gameApi } from '../../../testing/game-api';
import { renderRoute } from '../../../testing/render-route';

afterEach(cleanup);

describe('Price Changes', () => {
  it('lists the likely risers and fallers, nearest a change first, without those a limit holds', async () => {
    renderRoute('/statistics/price-changes', gameApi({ player: aPlayer(null) }));
    const risers = await screen.findByRole('table', { name: 'Likely risers' }, { timeout: 5000 });
    const fallers = screen.getByRole('table', { name: 'Likely fallers' });
    const rows = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(rows(risers)).toHaveLength(20);
    expect(rows(risers)[0]).toMatch(/^MID-CAL-1 CAL MID£\d+\.\dm▲\+100%, Rises tonight$/);
    expect(rows(fallers)[0]).toMatch(/-97%, 3 more net transfers out to fall$/);
    // MID-ARL-4 stands at 99% but the gameweek's limit holds him: he is not a likely riser.
    expect(rows(risers).some((r) => r?.includes('+99%'))).toBe(true);
    expect(rows(risers).some((r) => r?.startsWith('MID-ARL-4 '))).toBe(false);
    const statistics = screen.getByRole('link', { name: /price change progress in Statistics/ });
    expect(statistics.getAttribute('href')).toBe('/statistics/price_progress');
  }, 15_000);

  it('shows the progress in the player dialog', async () => {
    renderRoute('/statistics/price-changes', gameApi({ player: aPlayer(null) }));
    const risers = await screen.findByRole('table', { name: 'Likely risers' }, { timeout: 5000 });
    fireEvent.click(within(risers).getAllByRole('button')[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Next price change:').parentElement?.textContent).toBe(
      'Next price change: ▲+100%, Rises tonight',
    );
  }, 15_000);
});
