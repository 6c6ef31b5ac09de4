import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Tabs } from './view-tabs';

const SEASON_TABS = [
  ['summary', 'Summary'],
  ['gameweeks', 'Gameweeks'],
  ['charts', 'Charts'],
] as const;

function Season() {
  const [tab, setTab] = useState<(typeof SEASON_TABS)[number][0]>('summary');
  return <Tabs tabs={SEASON_TABS} value={tab} onChange={setTab} label="Season" />;
}

const selected = () =>
  screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;

describe('Tabs', () => {
  it('is one stop for Tab, which lands on the selected tab', () => {
    render(<Season />);
    const list = screen.getByRole('tablist', { name: 'Season' });
    const tabs = screen.getAllByRole('tab');
    // Tab reaches the list, which hands the focus to the selected tab; no other tab is a stop.
    const tabStops = () => tabs.filter((tab) => tab.tabIndex >= 0);
    expect(tabStops().length).toBeLessThanOrEqual(1);
    list.focus();
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.mouseDown(tabs[2]!);
    expect(selected()).toBe('Charts');
    expect(tabStops()).toEqual([tabs[2]]);
  });

  it('moves and chooses with the arrow keys, wrapping at the ends, and Home and End', async () => {
    render(<Season />);
    screen.getByRole('tab', { name: 'Summary' }).focus();
    // Each key goes to the tab that has the focus, as a keyboard sends it; the focus moves on
    // the next turn and the tab it lands on is chosen.
    const press = async (key: string, lands: string) => {
      fireEvent.keyDown(document.activeElement!, { key });
      await waitFor(() => expect(document.activeElement?.textContent).toBe(lands));
      expect(selected()).toBe(lands);
    };
    await press('ArrowRight', 'Gameweeks');
    await press('ArrowRight', 'Charts');
    await press('ArrowRight', 'Summary');
    await press('ArrowLeft', 'Charts');
    await press('Home', 'Summary');
    await press('End', 'Charts');
  });
});
