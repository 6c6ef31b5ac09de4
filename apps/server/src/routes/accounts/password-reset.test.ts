import { count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '@ofl/db/tables';
import { Browser, buildRegistration, useTestApp } from '../../../test/build-app';

const PUBLIC_URL = 'https://fantasy.example';

describe('password reset', () => {
  const t = useTestApp({ publicUrl: PUBLIC_URL, trustProxy: 1 });

  let client = 0;
  /** A browser at an address of its own, so the per-client limit stays out of the way. */
  function visitor() {
    client += 1;
    return new Browser(t.app, { remoteAddress: `198.51.100.${client}` });
  }

  async function registered() {
    const registration = buildRegistration();
    await visitor().send('POST', '/accounts/register/', registration);
    return registration;
  }

  async function askReset(
    email: string,
    browser = visitor(),
    headers: Record<string, string> = {},
  ) {
    const response = await browser.send('POST', '/accounts/password-reset/', { email }, headers);
    await t.app.ctx.background.settled();
    return response;
  }

  async function mailsTo(email: string) {
    return t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id));
  }

  const tokenOf = (body: string) => /token=([\w-]+)/.exec(body)![1]!;

  const confirm = (token: string, password = 'a fresh new secret') =>
    visitor().send('POST', '/accounts/password-reset/confirm/', { token, new_password: password });

  it('builds the link from the public address, never from the Host or X-Forwarded-Host header', async () => {
    const { email } = await registered();
    await askReset(email, visitor(), { host: 'evil.example' });
    await askReset(email, visitor(), { 'x-forwarded-host': 'evil.example' });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.body).toContain(`${PUBLIC_URL}/password/reset?token=`);
      expect(mail.body).not.toContain('evil.example');
    }
  });

  it('kills every other token of the user once one is used', async () => {
    const { email } = await registered();
    await askReset(email);
    await askReset(email);
    const [newer, older] = (await mailsTo(email)).map((m) => tokenOf(m.body));
    expect((await confirm(newer!)).statusCode).toBe(204);
    const again = await confirm(older!, 'yet another secret');
    expect(again.statusCode).toBe(400);
    expect(again.json().token).toBeDefined();
  });

  it('kills the tokens issued before a password change', async () => {
    const registration = await registered();
    await askReset(registration.email);
    const [mail] = await mailsTo(registration.email);
    const browser = visitor();
    await browser.postForm('/accounts/login/', {
      login: registration.email,
      password: registration.password,
      redirect_uri: '/',
    });
    const changed = await browser.send('POST', '/accounts/password-change/', {
      old_password: registration.password,
      new_password: 'changed on purpose',
    });
    expect(changed.statusCode).toBe(204);
    expect((await confirm(tokenOf(mail!.body))).statusCode).toBe(400);
  });

  it('sends at most three mails an hour to one address, answering alike', async () => {
    const { email } = await registered();
    for (let i = 0; i < 5; i++) expect((await askReset(email)).statusCode).toBe(204);
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('answers 429 in the error shape to a client that asks too often', async () => {
    const browser = visitor();
    const answers = [];
    for (let i = 0; i < 12; i++) {
      answers.push(await askReset(`nobody${i}@example.com`, browser));
    }
    expect(answers.slice(0, 10).map((a) => a.statusCode)).toEqual(Array(10).fill(204));
    expect(answers[10]!.statusCode).toBe(429);
    expect(typeof answers[10]!.json().detail).toBe('string');
  });

  it('answers without waiting for the account lookup, known or unknown email alike', async () => {
    const { email } = await registered();
    const [before] = await t.database.db.select({ n: count() }).from(mailOutbox);
    // While the embedded database is busy in a transaction, an answer that needed it would
    // wait; the answer comes first and the mail is written afterwards.
    if (t.database.kind === 'pglite') {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const [known, unknown] = [visitor(), visitor()];
      await known.get('/api/me/');
      await unknown.get('/api/me/');
      const busy = t.database.db.transaction(() => held);
      const answers = await Promise.race([
        Promise.all([
          known.send('POST', '/accounts/password-reset/', { email }),
          unknown.send('POST', '/accounts/password-reset/', { email: 'nobody@example.com' }),
        ]),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
      ]);
      release();
      await busy;
      expect(answers?.map((a) => a.statusCode)).toEqual([204, 204]);
    } else {
      await askReset(email);
    }
    await t.app.ctx.background.settled();
    const [after] = await t.database.db.select({ n: count() }).from(mailOutbox);
    expect(after!.n).toBe(before!.n + 1);
  });
});
