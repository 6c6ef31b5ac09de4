import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aPlayer, fakeApi } from '../../../testing/fake-api';
import type { FakeApi } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';
import { NAME_BLOCKED_TEXT } from '../components/team-details-form';

const entry = (fields: Record<string, unknown> = {}) => ({
  id: 12,
  name: 'Doe FC',
  started_event: 1,
  player_first_name: 'Jane',
  player_last_name: 'Doe',
  favourite_team: null,
  name_change_blocked: false,
  kit: null,
  ...fields,
});

/** The fake server with entry 12 and an entry-update answering `status` with `answer`. */
function server(fields: Record<string, unknown>, status: number, answer: unknown): FakeApi {
  const api = fakeApi({ player: aPlayer(12) });
  const inner = api.fetch;
  api.fetch = async (input, options) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const json = (code: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status: code,
        headers: { 'Content-Type': 'application/json' },
      });
    if (path === '/api/entry/12/') return json(200, entry(fields));
    if (path === '/api/entry-update/') {
      api.calls.push({
        method: options?.method ?? 'GET',
        path,
        headers: new Headers(options?.headers),
        body: JSON.parse(String(options?.body)) as unknown,
      });
      return json(status, answer);
    }
    return inner(input, options);
  };
  return api;
}

const update = (api: FakeApi) => api.calls.find((c) => c.path === '/api/entry-update/');

describe('Team Details', () => {
  it('sends the name, the designed kit as JSON text and None as null, then goes to Pick Team', async () => {
    const api = server({}, 200, entry());
    const { router } = renderRoute('/entry-update', api);
    const name = await screen.findByLabelText('Team name');
    fireEvent.change(name, { target: { value: 'Striped Rovers' } });
    fireEvent.change(screen.getByLabelText('Shirt style'), { target: { value: 'stripes' } });
    fireEvent.change(screen.getByLabelText('Stripe colour'), { target: { value: '#123456' } });
    expect(screen.queryByLabelText('Sock hoop colour')).toBeNull();
    // A colour from the palette: its swatch is marked as the one in use.
    const shorts = screen.getByRole('group', { name: 'Shorts colour' });
    const navy = within(shorts).getByRole('button', { name: 'Navy' });
    fireEvent.click(navy);
    expect(navy.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Update Details' }));
    await waitFor(() => expect(router.location.pathname).toBe('/my-team'));
    const body = update(api)!.body as { name: string; kit: string; favourite_team: unknown };
    expect(body.name).toBe('Striped Rovers');
    expect(body.favourite_team).toBeNull();
    expect('email' in body).toBe(false);
    expect(JSON.parse(body.kit)).toMatchObject({
      kit_shirt_type: 'stripes',
      kit_shirt_secondary: '#123456',
      kit_shorts: '#132257',
      kit_socks_type: 'plain',
    });
    expect(update(api)!.headers.get('X-CSRFToken')).not.toBeNull();
  });

  it('stays on the form with the server error when the update is refused', async () => {
    const api = server({}, 400, { name: ['This name is not allowed.'] });
    const { router } = renderRoute('/entry-update', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Update Details' }));
    await screen.findByText('This name is not allowed.');
    expect(router.location.pathname).toBe('/entry-update');
  });

  it('refuses an empty name without calling the server', async () => {
    const api = server({}, 200, entry());
    renderRoute('/entry-update', api);
    fireEvent.change(await screen.findByLabelText('Team name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Details' }));
    await screen.findByText('Please enter a team name.');
    expect(update(api)).toBeUndefined();
    // The button sits below the kit designer: the field with the error takes the focus, so it
    // scrolls into view rather than erring out of sight.
    const field = screen.getByLabelText('Team name');
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('locks the name while it awaits moderation, and starts an unreadable kit from the default', async () => {
    const api = server({ name_change_blocked: true, kit: '{not json' }, 200, entry());
    renderRoute('/entry-update', api);
    const name = (await screen.findByLabelText('Team name')) as HTMLInputElement;
    expect(name.disabled).toBe(true);
    expect(screen.getByText(NAME_BLOCKED_TEXT)).toBeTruthy();
    expect((screen.getByLabelText('Shirt style') as HTMLSelectElement).value).toBe('plain');
    expect((screen.getByLabelText('Shirt colour') as HTMLInputElement).value).toBe('#e1e1e1');
    expect(screen.getByLabelText('Team name').getAttribute('maxlength')).toBe('20');
  });
});
