import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '@ofl/db/tables';
import { Browser, buildRegistration, buildTestApp, type TestApp } from '../../../test/build-app';

describe('accounts', () => {
  let t: TestApp;
  let wall = new Date('2026-01-01T12:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp({ wallNow: () => wall });
  });
  afterAll(() => t.close());

  const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;

  /** A new account registered from a browser of its own; answers its registration. */
  async function registered() {
    const registration = buildRegistration();
    await new Browser(t.app).send('POST', '/accounts/register/', registration);
    return registration;
  }

  /** Signs in by the login form from `browser` (a fresh one by default), back to the site. */
  const signIn = (login: string, password: string, browser = new Browser(t.app)) =>
    browser.postForm('/accounts/login/', { login, password, redirect_uri: '/' });

  describe('POST /accounts/register/', () => {
    it('creates the user, signs them in with an HttpOnly, SameSite=Lax session cookie and answers me/', async () => {
      const browser = new Browser(t.app);
      const registration = buildRegistration({ email: 'New.Manager@Example.com' });
      const response = await browser.send('POST', '/accounts/register/', registration);
      expect(response.statusCode).toBe(201);
      expect(response.json().player).toMatchObject({
        email: 'new.manager@example.com',
        first_name: 'Alex',
        entry: null,
      });
      const session = response.cookies.find((c) => c.name === 'sessionid');
      expect(session?.httpOnly).toBe(true);
      expect(session?.sameSite).toBe('Lax');
      const me = await browser.get('/api/me/');
      expect(me.json().player.email).toBe('new.manager@example.com');
    });

    it('refuses bad fields with one message list per field and stores nothing', async () => {
      const before = await userCount();
      const response = await new Browser(t.app).send('POST', '/accounts/register/', {
        email: 'not-an-email',
        password: '123',
        first_name: '',
        region: 'x',
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.email).toEqual(['Enter a valid email address.']);
      expect(body.password[0]).toMatch(/too short/);
      expect(body.first_name).toEqual(['This field may not be blank.']);
      expect(body.last_name).toEqual(['This field is required.']);
      expect(body.region).toBeDefined();
      expect(await userCount()).toBe(before);
    });

    it('refuses an email that already has an account, whatever its case', async () => {
      const registration = await registered();
      const again = await new Browser(t.app).send('POST', '/accounts/register/', {
        ...registration,
        email: registration.email.toUpperCase(),
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().email[0]).toMatch(/already exists/);
    });

    it('refuses an unknown region', async () => {
      const response = await new Browser(t.app).send(
        'POST',
        '/accounts/register/',
        buildRegistration({ region: 99999 }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().region).toEqual(['Select a valid region.']);
    });

    it('answers 400, not 500, to a body that is not JSON', async () => {
      const browser = new Browser(t.app);
      await browser.get('/api/me/');
      const response = await t.app.inject({
        method: 'POST',
        url: '/accounts/register/',
        payload: '{"email":',
        headers: {
          'content-type': 'application/json',
          cookie: `csrftoken=${browser.cookies.get('csrftoken')}`,
          'x-csrftoken': browser.cookies.get('csrftoken')!,
        },
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('CSRF', () => {
    it('refuses a POST from another site without the X-CSRFToken header with 403 and changes nothing', async () => {
      const browser = new Browser(t.app);
      await browser.get('/api/me/');
      const before = await userCount();
      const response = await t.app.inject({
        method: 'POST',
        url: '/accounts/register/',
        payload: buildRegistration(),
        headers: {
          cookie: `csrftoken=${browser.cookies.get('csrftoken')}`,
          origin: 'https://evil.example',
        },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toMatch(/CSRF/);
      expect(await userCount()).toBe(before);
    });

    it('refuses a header that does not match the cookie', async () => {
      const response = await new Browser(t.app).send(
        'POST',
        '/accounts/register/',
        buildRegistration(),
        {
          'x-csrftoken': 'forged',
        },
      );
      expect(response.statusCode).toBe(403);
    });

    it('gives every visitor a csrftoken cookie that scripts can read', async () => {
      const response = await t.app.inject('/api/me/');
      const csrf = response.cookies.find((c) => c.name === 'csrftoken');
      expect(csrf?.value).toMatch(/^[0-9a-f]{48}$/);
      expect(csrf?.httpOnly).toBeFalsy();
    });
  });

  describe('POST /accounts/login/', () => {
    it('signs in with the right password and redirects with state=success', async () => {
      const registration = await registered();
      const browser = new Browser(t.app);
      const response = await browser.postForm('/accounts/login/', {
        login: registration.email,
        password: registration.password,
        app: 'plfpl-web',
        redirect_uri: 'http://localhost:80/',
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/?state=success');
      expect((await browser.get('/api/me/')).json().player.email).toBe(registration.email);
    });

    it('answers a wrong password and an unknown email alike, with state=fail', async () => {
      const registration = await registered();
      const wrong = await signIn(registration.email, 'wrong password');
      const unknown = await signIn('nobody@example.com', 'wrong password');
      expect(wrong.headers.location).toBe('/?state=fail');
      expect(unknown.headers.location).toBe(wrong.headers.location);
      expect(wrong.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    });

    it('never redirects to another site', async () => {
      const response = await new Browser(t.app).postForm('/accounts/login/', {
        login: 'x@example.com',
        password: 'y',
        redirect_uri: 'https://evil.example/steal',
      });
      expect(response.headers.location).toBe('/?state=fail');
    });

    it('slows down repeated failures from one address, even for the right password', async () => {
      const registration = await registered();
      const remote = { remoteAddress: '203.0.113.9' };
      const attempt = async (password: string) => {
        const response = await signIn(registration.email, password, new Browser(t.app, remote));
        return response.headers.location;
      };
      for (let i = 0; i < 5; i++) expect(await attempt('wrong')).toMatch(/state=fail/);
      expect(await attempt('wrong')).toMatch(/state=fail/); // sixth failure: a wait begins
      expect(await attempt(registration.password)).toMatch(/state=fail/); // during the wait
      wall = new Date(wall.getTime() + 3_000);
      expect(await attempt(registration.password)).toMatch(/state=success/);
    });
  });

  describe('sign out and passwords', () => {
    it('signs out and returns to the given address', async () => {
      const browser = new Browser(t.app);
      await browser.send('POST', '/accounts/register/', buildRegistration());
      const response = await browser.get('/accounts/logout/?redirect_uri=http://localhost:80/');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
      expect((await browser.get('/api/me/')).json().player).toBeNull();
    });

    it('changes the password after checking the old one', async () => {
      const registration = buildRegistration();
      const browser = new Browser(t.app);
      await browser.send('POST', '/accounts/register/', registration);
      const wrong = await browser.send('POST', '/accounts/password-change/', {
        old_password: 'not it',
        new_password: 'a brand new secret',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().old_password).toBeDefined();
      const ok = await browser.send('POST', '/accounts/password-change/', {
        old_password: registration.password,
        new_password: 'a brand new secret',
      });
      expect(ok.statusCode).toBe(204);
      const signedIn = await signIn(registration.email, 'a brand new secret');
      expect(signedIn.headers.location).toMatch(/state=success/);
    });

    it('refuses a password change to a visitor', async () => {
      const response = await new Browser(t.app).send('POST', '/accounts/password-change/', {
        old_password: 'x',
        new_password: 'long enough password',
      });
      expect(response.statusCode).toBe(401);
    });

    it('resets a password with the one-time token from the mail outbox', async () => {
      const registration = await registered();
      const browser = new Browser(t.app);
      expect(
        (await browser.send('POST', '/accounts/password-reset/', { email: registration.email }))
          .statusCode,
      ).toBe(204);
      expect(
        (await browser.send('POST', '/accounts/password-reset/', { email: 'nobody@example.com' }))
          .statusCode,
      ).toBe(204);
      // The mail is written just after the answer (it never waits for the account lookup).
      await t.app.ctx.background.settled();
      const [mail] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, registration.email));
      const token = /token=([\w-]+)/.exec(mail!.body)![1]!;
      const confirm = () =>
        browser.send('POST', '/accounts/password-reset/confirm/', {
          token,
          new_password: 'reset to this one',
        });
      expect((await confirm()).statusCode).toBe(204);
      expect((await confirm()).statusCode).toBe(400);
      const signedIn = await signIn(registration.email, 'reset to this one');
      expect(signedIn.headers.location).toMatch(/state=success/);
    });
  });

  it('lists the regions for the registration form', async () => {
    const regions = (await t.app.inject('/accounts/regions/')).json();
    expect(regions).toContainEqual({
      id: 241,
      name: 'England',
      iso_code_short: 'EN',
      iso_code_long: 'ENG',
    });
  });
});
