import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';

async function fillAndSubmit() {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'new@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long secret' } });
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Sam' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Kerr' } });
  await screen.findByRole('option', { name: 'England' });
  fireEvent.change(screen.getByLabelText('Region'), { target: { value: '1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('register page', () => {
  it('links back to Sign In', async () => {
    renderRoute('/register', fakeApi());
    const link = await screen.findByRole('link', { name: 'Sign In' });
    expect(link.getAttribute('href')).toBe('/');
  });

  it('registers with the CSRF header and goes to squad selection', async () => {
    document.cookie = 'csrftoken=reg-token';
    const api = fakeApi();
    const { router } = renderRoute('/register', api);
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Squad Selection' })).toBeTruthy();
    expect(router.location.pathname).toBe('/squad-selection');
    const call = api.calls.find((c) => c.path === '/accounts/register/');
    expect(call?.body).toEqual({
      email: 'new@example.com',
      password: 'a long secret',
      first_name: 'Sam',
      last_name: 'Kerr',
      region: 1,
    });
    expect(call?.headers.get('X-CSRFToken')).toBe('reg-token');
  });

  it('shows the server errors next to their fields', async () => {
    const api = fakeApi({
      registerErrors: {
        email: ['A user with that email already exists.'],
        password: ['This password is too common.'],
        non_field_errors: ['Registration is closed for maintenance.'],
      },
    });
    renderRoute('/register', api);
    await fillAndSubmit();
    expect(await screen.findByText('A user with that email already exists.')).toBeTruthy();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'A user with that email already exists.',
    );
    expect(screen.getByText('This password is too common.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Registration is closed for maintenance.',
    );
  });
});
