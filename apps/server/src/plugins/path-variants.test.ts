// The guards judge the path the router dispatches to (docs/SECURITY.md, Paths): every way of
// writing a guarded path (doubled and trailing slashes, percent-encoded letters, dot segments,
// another case) is refused or confirmed exactly as the canonical path is, or matches nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Browser, buildRegistration, useTestApp } from '../../test/build-app';
import { canonicalPath, canonicalUrl } from './canonical-path';

/** A way of writing `path`, and whether it changed a letter's case (then no route matches). */
interface Variant {
  url: string;
  caseChanged: boolean;
}

const hex = (char: string, lower: boolean) => {
  const code = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${lower ? code : code.toUpperCase()}`;
};

/** Each character of `path` written one of the ways a client may, and dot segments between. */
const variantOf = (path: string): fc.Arbitrary<Variant> =>
  fc
    .tuple(
      ...[...path].map((char) =>
        char === '/'
          ? fc.constantFrom('/', '//', '///', '/./', '/x/../', '/%2e/')
          : /[a-z]/i.test(char)
            ? fc.oneof(
                { weight: 6, arbitrary: fc.constant({ text: char, caseChanged: false }) },
                {
                  weight: 3,
                  arbitrary: fc.boolean().map((lower) => ({
                    text: hex(char, lower),
                    caseChanged: false,
                  })),
                },
                {
                  weight: 1,
                  arbitrary: fc.constant({ text: char.toUpperCase(), caseChanged: true }),
                },
              )
            : fc.constant({ text: char, caseChanged: false }),
      ),
    )
    .map((parts) => ({
      url: parts.map((p) => (typeof p === 'string' ? p : p.text)).join(''),
      caseChanged: parts.some((p) => typeof p !== 'string' && p.caseChanged),
    }));

/** The variants the security test found getting past the guards. */
const FOUND = ['//accounts/login/', '/%61ccounts/login/', '//accounts//login/'];

/**
 * Refused as the canonical path is (403), or, once a letter's case changed, either that or a
 * path that matches no route (404): the router is case-sensitive, the guards read prefixes.
 */
const refusedAs = (status: number, caseChanged: boolean) =>
  status === 403 || (caseChanged && status === 404);

const sessionSet = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.some((c) => c.name === 'sessionid' && c.value !== '');

describe('the canonical path', () => {
  it('decodes unreserved characters, makes runs of slashes one and removes dot segments', () => {
    expect(canonicalPath('//accounts//login/')).toBe('/accounts/login/');
    expect(canonicalPath('/%61ccounts/%4Cogin/')).toBe('/accounts/Login/');
    expect(canonicalPath('/api/./x/../me/')).toBe('/api/me/');
    expect(canonicalPath('/api/%2e%2E/accounts/logout/.')).toBe('/accounts/logout/');
    expect(canonicalPath('/api/..')).toBe('/');
    // An escaped slash, space or percent is not a letter: it stays escaped, in capitals.
    expect(canonicalPath('/accounts%2flogin/%20%25')).toBe('/accounts%2Flogin/%20%25');
    expect(canonicalUrl('//api//me/?next=//x&a=%61')).toBe('/api/me/?next=//x&a=%61');
  });

  it('is canonical already: made canonical twice, a path stays the same', () => {
    fc.assert(
      fc.property(variantOf('/accounts/login/'), ({ url }) => {
        expect(canonicalPath(canonicalPath(url))).toBe(canonicalPath(url));
      }),
    );
  });
});

describe('guards on every way of writing a path', () => {
  const t = useTestApp();

  async function registered() {
    const registration = buildRegistration();
    const response = await new Browser(t.app).send('POST', '/accounts/register/', registration);
    expect(response.statusCode).toBe(201);
    return registration;
  }

  const crossSite = {
    origin: 'https://evil.example',
    'sec-fetch-site': 'cross-site',
    'content-type': 'application/x-www-form-urlencoded',
  };

  const post = (
    url: string,
    form: Record<string, string>,
    headers: Record<string, string> = crossSite,
  ) =>
    t.app.inject({ method: 'POST', url, payload: new URLSearchParams(form).toString(), headers });

  it('refuses a cross-site sign-in form on every path the router takes for sign-in', async () => {
    const { email, password } = await registered();
    const form = { login: email, password, redirect_uri: '/' };
    const canonical = await post('/accounts/login/', form);
    expect(canonical.statusCode).toBe(403);
    expect(sessionSet(canonical)).toBe(false);
    const judge = async ({ url, caseChanged }: Variant) => {
      const response = await post(url, form);
      expect({ url, refused: refusedAs(response.statusCode, caseChanged) }).toEqual({
        url,
        refused: true,
      });
      expect(sessionSet(response)).toBe(false);
    };
    for (const url of FOUND) await judge({ url, caseChanged: false });
    await fc.assert(fc.asyncProperty(variantOf('/accounts/login/'), judge), {
      numRuns: 60,
      seed: 31,
    });
  });

  it('signs in from this site on every such path, as on the canonical one', async () => {
    const { email, password } = await registered();
    const form = { login: email, password, redirect_uri: '/' };
    const own = { 'content-type': 'application/x-www-form-urlencoded' };
    await fc.assert(
      fc.asyncProperty(variantOf('/accounts/login/'), async ({ url, caseChanged }) => {
        const response = await post(url, form, own);
        if (caseChanged) {
          expect(response.statusCode).toBe(404);
        } else {
          expect({ url, status: response.statusCode }).toEqual({ url, status: 302 });
          expect(response.headers.location).toMatch(/state=success/);
          expect(sessionSet(response)).toBe(true);
        }
      }),
      { numRuns: 20, seed: 32 },
    );
  });

  it('refuses a cross-site registration on every such path', async () => {
    const judge = async ({ url, caseChanged }: Variant) => {
      const response = await post(url, {
        ...buildRegistration(),
        region: '241',
      } as unknown as Record<string, string>);
      expect({ url, refused: refusedAs(response.statusCode, caseChanged) }).toEqual({
        url,
        refused: true,
      });
      expect(sessionSet(response)).toBe(false);
    };
    await judge({ url: '//accounts/register/', caseChanged: false });
    await fc.assert(fc.asyncProperty(variantOf('/accounts/register/'), judge), {
      numRuns: 30,
      seed: 33,
    });
  });

  it('refuses a cross-site API call written as a form on every such path', async () => {
    const { email, password } = await registered();
    const browser = new Browser(t.app);
    await browser.postForm('/accounts/login/', { login: email, password });
    const cookie = `sessionid=${browser.cookies.get('sessionid')}`;
    await fc.assert(
      fc.asyncProperty(variantOf('/api/leagues-classic/'), async ({ url, caseChanged }) => {
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload: 'name=Forged',
          headers: { ...crossSite, cookie },
        });
        expect({ url, refused: refusedAs(response.statusCode, caseChanged) }).toEqual({
          url,
          refused: true,
        });
      }),
      { numRuns: 30, seed: 34 },
    );
  });

  it('asks before a sign-out another site sends on every such path, and stays signed in', async () => {
    const browser = new Browser(t.app);
    await browser.send('POST', '/accounts/register/', buildRegistration());
    const judge = async ({ url, caseChanged }: Variant) => {
      const response = await browser.get(`${url}?redirect_uri=/`, {
        'sec-fetch-site': 'cross-site',
      });
      if (caseChanged) expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      else {
        expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
        expect(response.body).toContain('Sign out?');
      }
      expect((await browser.get('/api/me/')).json().player).not.toBeNull();
    };
    for (const url of ['//accounts/logout/', '/%61ccounts/logout/']) {
      await judge({ url, caseChanged: false });
    }
    await fc.assert(fc.asyncProperty(variantOf('/accounts/logout/'), judge), {
      numRuns: 40,
      seed: 35,
    });
  });
});
