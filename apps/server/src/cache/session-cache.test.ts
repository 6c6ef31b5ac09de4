// Sessions kept in memory (as the server keeps them) end where they end: signed out or reset on
// one instance, they are refused at once there and, once the database's notification arrives,
// on another instance of the same database; an expired one is never answered from memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@ofl/db';
import { buildApp } from '../app';
import { Browser, buildRegistration, buildTestApp, type TestApp } from '../../test/build-app';
import { buildSignedInUser } from '../../test/factories';

const KEPT = { sessionTtlMs: 600_000, publicKeyTtlMs: 600_000 };

describe('sessions kept in memory', () => {
  let wall = new Date();
  let first: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let secondDatabase: Database;
  beforeAll(async () => {
    first = await buildTestApp({ ...KEPT, wallNow: () => wall });
    secondDatabase = first.database.url
      ? await openDatabase({ url: first.database.url, poolSize: 2 })
      : first.database;
    second = await buildApp({ database: secondDatabase, ...KEPT, wallNow: () => wall });
  });
  afterAll(async () => {
    await second.close();
    if (secondDatabase !== first.database) await secondDatabase.close();
    await first.close();
  });

  /** The same cookies on the second instance. */
  const elsewhere = (browser: Browser) => {
    const other = new Browser(second);
    for (const [name, value] of browser.cookies) other.cookies.set(name, value);
    return other;
  };
  const signedIn = async (browser: Browser) =>
    (await browser.get('/api/me/')).json().player !== null;

  it('refuses a session signed out on one instance there at once and on the other soon after', async () => {
    const browser = await buildSignedInUser(first);
    const other = elsewhere(browser);
    expect(await signedIn(browser)).toBe(true);
    expect(await signedIn(other)).toBe(true);
    const cookies = new Map(browser.cookies);
    await browser.get('/accounts/logout/?redirect_uri=/');
    // The signed-out cookie sent again, as a copy of it would be.
    for (const [name, value] of cookies) browser.cookies.set(name, value);
    expect(await signedIn(browser)).toBe(false);
    await expect.poll(() => signedIn(other), { timeout: 10_000 }).toBe(false);
  });

  it('refuses the other sessions of a password changed on one instance', async () => {
    const registration = buildRegistration();
    const browser = new Browser(first.app);
    await browser.send('POST', '/accounts/register/', registration);
    const laptop = new Browser(first.app);
    await laptop.postForm('/accounts/login/', {
      login: registration.email,
      password: registration.password,
      redirect_uri: '/',
    });
    const phone = elsewhere(laptop);
    expect(await signedIn(laptop)).toBe(true);
    expect(await signedIn(phone)).toBe(true);
    const changed = await browser.send('POST', '/accounts/password-change/', {
      old_password: registration.password,
      new_password: 'a brand new secret',
    });
    expect(changed.statusCode).toBe(204);
    expect(await signedIn(laptop)).toBe(false);
    await expect.poll(() => signedIn(phone), { timeout: 10_000 }).toBe(false);
    expect(await signedIn(browser)).toBe(true);
  });

  it('never answers an expired session from memory', async () => {
    const browser = await buildSignedInUser(first);
    expect(await signedIn(browser)).toBe(true);
    wall = new Date(wall.getTime() + 400 * 86_400_000);
    try {
      expect(await signedIn(browser)).toBe(false);
    } finally {
      wall = new Date();
    }
  });
});
