import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, buildRegistration, buildTestApp, type TestApp } from '../../../test/build-app';

describe('accounts input and logs', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    t = await buildTestApp({ logger: { level: 'info', stream } });
  });
  afterAll(() => t.close());

  const register = (overrides: Record<string, unknown>) =>
    new Browser(t.app).send('POST', '/accounts/register/', buildRegistration(overrides));

  it('answers 400 to a NUL or control character in a name', async () => {
    for (const first_name of ['Al\u0000ex', 'Al\u0007ex', '\u200b']) {
      const response = await register({ first_name });
      expect({ first_name, status: response.statusCode }).toEqual({ first_name, status: 400 });
      expect(response.json().first_name).toBeDefined();
    }
  });

  it('answers a NUL in the sign-in login as a failed sign-in, not a 500', async () => {
    const response = await new Browser(t.app).postForm('/accounts/login/', {
      login: 'a\u0000@example.com',
      password: 'whatever it is',
      redirect_uri: '/',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/state=fail/);
  });

  it('takes the region as an integer id only', async () => {
    for (const region of [2 ** 31, 2 ** 53, '241', true, 241.5, null]) {
      const response = await register({ region });
      expect({ region, status: response.statusCode }).toEqual({ region, status: 400 });
      expect(response.json().region).toBeDefined();
    }
  });

  it('takes the region as a number in the registration form too', async () => {
    const registration = buildRegistration();
    const response = await new Browser(t.app).postForm('/accounts/register/', {
      ...registration,
      region: '241',
      redirect_uri: '/squad-selection',
    });
    expect(response.statusCode).toBe(302);
  });

  it('never logs the email or the password hash of a failed registration', async () => {
    await t.database.db.execute(sql`
      create function refuse_user() returns trigger language plpgsql as
      $$ begin raise exception 'refused for the test'; end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_user before insert on users
      for each row execute function refuse_user()`);
    const registration = buildRegistration();
    try {
      const response = await register(registration);
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_user on users`);
    }
    const log = logLines.join('');
    expect(log).toContain('request failed');
    expect(log).not.toContain(registration.email);
    expect(log).not.toContain('scrypt$');
    expect(log).not.toContain(registration.last_name);
  });
});
