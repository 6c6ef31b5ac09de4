// Every branch of the CSRF policy (docs/SECURITY.md), against the real app: browsers on other
// sites are refused, honest non-browser clients get in without a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, buildRegistration, buildTestApp, type TestApp } from '../../test/build-app';
import { buildEntryWithSquad } from '../../test/factories';

describe('CSRF policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** A signed-in manager's session cookie, his entry and a my-team save that changes nothing. */
  async function manager() {
    const { browser, entryId } = await buildEntryWithSquad(t);
    const team = (await browser.get(`/api/my-team/${entryId}/`)).json();
    const body = {
      chip: null,
      picks: team.picks.map(
        (p: {
          element: number;
          position: number;
          is_captain: boolean;
          is_vice_captain: boolean;
        }) => ({
          element: p.element,
          position: p.position,
          is_captain: p.is_captain,
          is_vice_captain: p.is_vice_captain,
        }),
      ),
    };
    const session = `sessionid=${browser.cookies.get('sessionid')}`;
    return { browser, entryId, body, session };
  }

  const saveTeam = async (
    entryId: number,
    payload: string | object,
    headers: Record<string, string>,
  ) => t.app.inject({ method: 'POST', url: `/api/my-team/${entryId}/`, payload, headers });

  it('refuses a cross-origin JSON post that carries the session cookie', async () => {
    const { entryId, body, session } = await manager();
    const response = await saveTeam(entryId, body, {
      cookie: session,
      'content-type': 'application/json',
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(
      'CSRF Failed: Origin checking failed - https://evil.example does not match any trusted origins.',
    );
  });

  it('refuses a cross-site form post to sign in, and one told apart only by its Referer', async () => {
    const registration = buildRegistration();
    await new Browser(t.app).send('POST', '/accounts/register/', registration);
    const form = new URLSearchParams({
      login: registration.email,
      password: registration.password,
      redirect_uri: '/',
    }).toString();
    for (const from of [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/x' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/accounts/login/',
        payload: form,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...from },
      });
      expect(response.statusCode).toBe(403);
      expect(response.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    }
  });

  it('refuses what the browser marks as cross-site even without an Origin', async () => {
    const { entryId, body, session } = await manager();
    const response = await saveTeam(entryId, body, {
      cookie: session,
      'content-type': 'application/json',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a token that does not match the cookie', async () => {
    const { entryId, body, session } = await manager();
    const response = await saveTeam(entryId, body, {
      cookie: `${session}; csrftoken=right`,
      'content-type': 'application/json',
      'x-csrftoken': 'wrong',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe('CSRF Failed: CSRF token missing or incorrect.');
  });

  it('refuses a form post to the API without a token, which a page on any site could send', async () => {
    const { entryId, session } = await manager();
    const response = await saveTeam(entryId, 'chip=', {
      cookie: session,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets in a JSON call without a token from a script or from this very site', async () => {
    const { entryId, body, session } = await manager();
    const script = await saveTeam(entryId, body, {
      cookie: session,
      'content-type': 'application/json',
    });
    expect(script.statusCode).toBe(200);
    const sameSite = await saveTeam(entryId, body, {
      cookie: session,
      'content-type': 'application/json',
      origin: 'http://localhost',
      'sec-fetch-site': 'same-origin',
    });
    expect(sameSite.statusCode).toBe(200);
  });

  it('lets in a matching token, from a browser on this site', async () => {
    const { browser, entryId, body } = await manager();
    const response = await browser.send('POST', `/api/my-team/${entryId}/`, body, {
      origin: 'http://localhost:3000',
    });
    expect(response.statusCode).toBe(200);
  });

  it('signs in a non-browser client by the official form post, without a token', async () => {
    const registration = buildRegistration();
    await new Browser(t.app).send('POST', '/accounts/register/', registration);
    const response = await t.app.inject({
      method: 'POST',
      url: '/accounts/login/',
      payload: new URLSearchParams({
        login: registration.email,
        password: registration.password,
        app: 'plfpl-web',
        redirect_uri: 'https://fantasy.example/a/login',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/state=success/);
    const session = response.cookies.find((c) => c.name === 'sessionid')!;
    const me = await t.app.inject({
      url: '/api/me/',
      headers: { cookie: `sessionid=${session.value}` },
    });
    expect(me.json().player.email).toBe(registration.email);
  });
});
