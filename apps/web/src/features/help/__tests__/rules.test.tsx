import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fakeApi } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';

describe('Rules', () => {
  it('links to the deadlines calendar feed', async () => {
    renderRoute('/help/rules', fakeApi());
    const link = await screen.findByRole('link', { name: 'Add deadlines to your calendar' });
    expect(link.getAttribute('href')).toBe('/api/calendar/deadlines.ics');
  });
});
