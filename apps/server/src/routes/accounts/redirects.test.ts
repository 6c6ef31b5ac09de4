import { describe, expect, it } from 'vitest';
import { Browser, buildRegistration, useTestApp } from '../../../test/build-app';

/** Return addresses that a lax check takes for paths but a browser takes to another site. */
const FOREIGN = [
  '/\\evil.example/',
  '/\t/evil.example/',
  '\\\\evil.example/',
  '//evil.example/',
  'https://evil.example/',
  'javascript:alert(1)',
  'http://localhost@evil.example/',
];

describe('return addresses and sign-out', () => {
  const t = useTestApp();

  /** Where a browser goes from this site on a Location: relative paths stay here. */
  const origin = (location: unknown) => new URL(String(location), 'http://localhost').origin;

  it('never sends sign-in back to another site', async () => {
    for (const target of FOREIGN) {
      const response = await new Browser(t.app).postForm('/accounts/login/', {
        login: 'x@example.com',
        password: 'y',
        redirect_uri: target,
      });
      expect({ target, origin: origin(response.headers.location) }).toEqual({
        target,
        origin: 'http://localhost',
      });
    }
  });

  it('never sends sign-out back to another site', async () => {
    for (const target of FOREIGN) {
      const response = await new Browser(t.app).get(
        `/accounts/logout/?redirect_uri=${encodeURIComponent(target)}`,
      );
      expect(response.statusCode).toBe(302);
      expect({ target, origin: origin(response.headers.location) }).toEqual({
        target,
        origin: 'http://localhost',
      });
    }
  });

  it('keeps a path of our own, with its query', async () => {
    const response = await new Browser(t.app).get(
      `/accounts/logout/?redirect_uri=${encodeURIComponent('/my-team?tab=1')}`,
    );
    expect(response.headers.location).toBe('/my-team?tab=1');
  });

  it('never builds a redirect from the Host header', async () => {
    for (const target of ['/x', 'http://evil.example/x', 'http://localhost:3000//evil.example/']) {
      const response = await t.app.inject({
        url: `/accounts/logout/?redirect_uri=${encodeURIComponent(target)}`,
        headers: { host: 'evil.example' },
      });
      expect({ target, location: response.headers.location }).toEqual({
        target,
        location: target === '/x' || target === 'http://evil.example/x' ? '/x' : '/evil.example/',
      });
    }
  });

  it('asks to confirm, and stays signed in, when another site triggers sign-out', async () => {
    const browser = new Browser(t.app);
    await browser.send('POST', '/accounts/register/', buildRegistration());
    const response = await browser.get('/accounts/logout/?redirect_uri=/', {
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('Sign out');
    expect(response.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    expect((await browser.get('/api/me/')).json().player).not.toBeNull();
    // The page's own button is a same-origin request: that one signs out.
    const confirmed = await browser.get('/accounts/logout/?redirect_uri=/', {
      'sec-fetch-site': 'same-origin',
    });
    expect(confirmed.statusCode).toBe(302);
    expect((await browser.get('/api/me/')).json().player).toBeNull();
  });
});
