import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, buildRegistration, buildTestApp, type TestApp } from '../../../test/build-app';

describe('the sign-in throttle', () => {
  let t: TestApp;
  beforeAll(async () => {
    // One proxy in front: it appends the address it saw to X-Forwarded-For.
    // The wall clock stands still, so no wait runs out while the attempts are made.
    const wall = new Date('2026-01-01T12:00:00Z');
    t = await buildTestApp({ trustProxy: 1, wallNow: () => wall });
  });
  afterAll(() => t.close());

  async function registered() {
    const registration = buildRegistration();
    const response = await new Browser(t.app, { remoteAddress: '192.0.2.1' }).send(
      'POST',
      '/accounts/register/',
      registration,
    );
    expect(response.statusCode).toBe(201);
    return registration;
  }

  /** One sign-in from a client whose proxy saw it at `client`; `spoofed` is what it claims. */
  async function signIn(login: string, password: string, client: string, spoofed?: string) {
    const response = await new Browser(t.app, { remoteAddress: '127.0.0.1' }).postForm(
      '/accounts/login/',
      { login, password, redirect_uri: '/' },
      { 'x-forwarded-for': spoofed ? `${spoofed}, ${client}` : client },
    );
    return new URL(response.headers.location as string, 'http://localhost').searchParams.get(
      'state',
    );
  }

  it('counts parallel failures one by one: a burst cannot hide the right password', async () => {
    const { email, password } = await registered();
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => signIn(email, 'wrong guess', '203.0.113.40')),
    );
    expect(burst.every((state) => state === 'fail')).toBe(true);
    expect(await signIn(email, password, '203.0.113.40')).toBe('fail');
  });

  it('takes the client address only from the configured proxy, not from what the client claims', async () => {
    const { email, password } = await registered();
    for (let i = 0; i < 6; i++) {
      // Unknown accounts, so only the client's address is throttled.
      await signIn(`nobody${i}@example.com`, 'guess', '203.0.113.41', `198.51.100.${i}`);
    }
    expect(await signIn(email, password, '203.0.113.41', '198.51.100.99')).toBe('fail');
    expect(await signIn(email, password, '203.0.113.42')).toBe('success');
  });

  it('throttles an account attacked from many addresses', async () => {
    const { email, password } = await registered();
    for (let i = 0; i < 6; i++) await signIn(email, 'guess', `203.0.113.${100 + i}`);
    expect(await signIn(email, password, '203.0.113.200')).toBe('fail');
  });

  it('throttles password-change guesses of the old password as well', async () => {
    const registration = await registered();
    const browser = new Browser(t.app, { remoteAddress: '203.0.113.50' });
    await browser.postForm('/accounts/login/', {
      login: registration.email,
      password: registration.password,
      redirect_uri: '/',
    });
    const change = (old_password: string) =>
      browser.send('POST', '/accounts/password-change/', {
        old_password,
        new_password: 'a brand new secret',
      });
    for (let i = 0; i < 6; i++) expect((await change('wrong guess')).statusCode).toBe(400);
    const right = await change(registration.password);
    expect(right.statusCode).toBe(400);
    expect(right.json().old_password[0]).toMatch(/Too many attempts/);
  });
});
