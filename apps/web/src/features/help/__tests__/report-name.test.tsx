import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fakeApi } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';

describe('Report Offensive Name', () => {
  it('names the reported team by its name, not its number', async () => {
    renderRoute('/help/report-name?entryId=12', fakeApi());
    const target = await screen.findByText('Doe FC');
    expect(target.closest('p')?.textContent).toBe('You are reporting the name of Doe FC.');
  });

  it('says when the team does not exist', async () => {
    renderRoute('/help/report-name?entryId=999999', fakeApi({ missingEntries: [999999] }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/no team/i);
    expect(screen.queryByRole('button', { name: 'Report Name' })).toBeNull();
  });
});
