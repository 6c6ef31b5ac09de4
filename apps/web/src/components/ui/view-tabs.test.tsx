import { fireEvent, render, screen } from '@testing-library/react';
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
  it('is one stop for Tab: only the selected tab takes the focus', () => {
    render(<Detail />);
    const [history, fixtures] = screen.getAllByRole('tab');
    expect(history!.tabIndex).toBe(0);
    expect(fixtures!.tabIndex).toBe(-1);
  });

  it('moves and chooses with the arrow keys, wrapping at the ends, and Home and End', () => {
    render(<Detail />);
    const list = screen.getByRole('tablist', { name: 'Player detail' });
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toBe('Fixtures');
    expect(document.activeElement?.textContent).toBe('Fixtures');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toBe('History');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected()).toBe('Fixtures');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(selected()).toBe('History');
    fireEvent.keyDown(list, { key: 'End' });
    expect(selected()).toBe('Fixtures');
  });
});
