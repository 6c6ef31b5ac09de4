import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Tabs } from './view-tabs';

function Detail() {
  const [tab, setTab] = useState<'history' | 'fixtures'>('history');
  return (
    <Tabs
      tabs={[
        ['history', 'History'],
        ['fixtures', 'Fixtures'],
      ]}
      value={tab}
      onChange={setTab}
      label="Player detail"
    />
  );
}

const selected = () =>
  screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;

describe('Tabs', () => {
  it('is one stop for Tab, which lands on the selected tab', () => {
    render(<Detail />);
    const list = screen.getByRole('tablist', { name: 'Player detail' });
    const [history, fixtures] = screen.getAllByRole('tab');
    // Tab reaches the list, which hands the focus to the selected tab; no other tab is a stop.
    const tabStops = () => [history!, fixtures!].filter((tab) => tab.tabIndex >= 0);
    expect(tabStops().length).toBeLessThanOrEqual(1);
    list.focus();
    expect(document.activeElement).toBe(history);
    fireEvent.mouseDown(fixtures!);
    expect(selected()).toBe('Fixtures');
    expect(tabStops()).toEqual([fixtures]);
  });

  it('moves and chooses with the arrow keys, wrapping at the ends, and Home and End', async () => {
    render(<Detail />);
    screen.getByRole('tab', { name: 'History' }).focus();
    // Each key goes to the tab that has the focus, as a keyboard sends it; the focus moves on
    // the next turn and the tab it lands on is chosen.
    const press = async (key: string, lands: string) => {
      fireEvent.keyDown(document.activeElement!, { key });
      await waitFor(() => expect(document.activeElement?.textContent).toBe(lands));
      expect(selected()).toBe(lands);
    };
    await press('ArrowRight', 'Fixtures');
    await press('ArrowRight', 'History');
    await press('ArrowLeft', 'Fixtures');
    await press('Home', 'History');
    await press('End', 'Fixtures');
  });
});
