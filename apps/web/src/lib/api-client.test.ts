import { describe, expect, it, vi } from 'vitest';

import { ApiError, api } from './api-client';

function answer(status: number, body?: unknown, statusText = '') {
  const fetch = vi.fn(async () => {
    const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, statusText });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('api client', () => {
  it('sends mutations as JSON with the csrftoken cookie in X-CSRFToken', async () => {
    document.cookie = 'csrftoken=abc%3D1';
    const fetch = answer(200, { ok: true });
    await expect(api.post('/api/watchlist/5/', { a: 1 })).resolves.toEqual({ ok: true });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(path).toBe('/api/watchlist/5/');
    expect(init.credentials).toBe('same-origin');
    expect(headers['X-CSRFToken']).toBe('abc=1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('sends no CSRF header with a read', async () => {
    const fetch = answer(200, []);
    await api.get('/api/fixtures/');
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['X-CSRFToken']).toBeUndefined();
  });

  it('turns 204 and an empty body into an empty result', async () => {
    answer(204);
    await expect(
      api.post('/accounts/password-reset/', { email: 'x@y.z' }),
    ).resolves.toBeUndefined();
    answer(200, '');
    await expect(api.get('/api/empty/')).resolves.toBeUndefined();
  });

  it('keeps a 400 body as badRequest with its error code and catalogue message', async () => {
    const body = { transfers: [{ non_field_errors: [{ code: 'transfer_cap_exceeded' }] }] };
    answer(400, body, 'Bad Request');
    const error = (await api.post('/api/transfers/', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.badRequest).toEqual(body);
    expect(error.code).toBe('transfer_cap_exceeded');
    expect(error.message).toMatch(/over the limit of 20 transfers/);
  });

  it('records the status text and detail of other failures', async () => {
    answer(403, { detail: 'CSRF Failed' }, 'Forbidden');
    const error = (await api.post('/api/x/').catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.message, error.detail]).toEqual([403, 'Forbidden', 'CSRF Failed']);
  });

  it('reports a network failure as status 0 with the path', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await api.get('/api/me/').catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.path, error.message]).toEqual([0, '/api/me/', 'Failed to fetch']);
  });
});
