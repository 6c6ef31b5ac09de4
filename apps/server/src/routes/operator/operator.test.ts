import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, buildTestApp, type TestApp } from '../../../test/build-app';
import { databaseClock, setGameClock } from '../../cache/clock';

const TOKEN = 'operator-secret-for-tests';
const GW1_OPEN = new Date('2025-08-11T09:00:00Z');
const GW1_DEADLINE = new Date('2025-08-15T17:30:00Z');

describe('POST /api/operator/clock/', () => {
  let t: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ operatorToken: TOKEN });
    plain = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
    await plain.close();
  });

  const move = (body: unknown, token: string | null = TOKEN, app = t) =>
    new Browser(app.app).send(
      'POST',
      '/api/operator/clock/',
      body,
      token === null ? {} : { authorization: `Bearer ${token}` },
    );
  const now = () => databaseClock(t.database.db).now();

  it('does not exist when the app is built without an operator token', async () => {
    const response = await move({ advance: '1h' }, TOKEN, plain);
    expect(response.statusCode).toBe(404);
  });

  it('refuses a call without the token, or with a wrong one, with 403 and leaves the clock', async () => {
    await setGameClock(t.database.db, GW1_OPEN);
    for (const token of [null, 'wrong', `${TOKEN}x`, '']) {
      const response = await move({ advance: '3h' }, token);
      expect(response.statusCode).toBe(403);
    }
    const basic = await new Browser(t.app).send(
      'POST',
      '/api/operator/clock/',
      { advance: '3h' },
      { authorization: `Basic ${TOKEN}` },
    );
    expect(basic.statusCode).toBe(403);
    expect(await now()).toEqual(GW1_OPEN);
  });

  it.each([
    ['neither set nor advance', {}],
    ['both set and advance', { set: '2025-08-12T00:00:00Z', advance: '1h' }],
    ['a duration without a unit', { advance: '90' }],
    ['a zero duration', { advance: '0m' }],
    ['a duration over a year', { advance: '400d' }],
    ['a date that is not ISO 8601', { set: 'next Tuesday' }],
  ])('refuses %s with 400', async (_, body) => {
    await setGameClock(t.database.db, GW1_OPEN);
    const response = await move(body);
    expect(response.statusCode).toBe(400);
    expect(await now()).toEqual(GW1_OPEN);
  });

  it('refuses to move the clock back, as steps already run cannot be undone', async () => {
    await setGameClock(t.database.db, GW1_OPEN);
    const response = await move({ set: '2025-08-01T00:00:00Z' });
    expect(response.statusCode).toBe(400);
    expect(await now()).toEqual(GW1_OPEN);
  });

  it('advances the clock and answers the time and the gameweeks it leaves', async () => {
    await setGameClock(t.database.db, GW1_OPEN);
    const response = await move({ advance: '90m' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      now: '2025-08-11T10:30:00.000Z',
      current_event: null,
      next_event: 1,
    });
    expect(await now()).toEqual(new Date('2025-08-11T10:30:00Z'));
  });

  it('sets the clock past a deadline and runs the runner, which freezes the gameweek', async () => {
    const at = new Date(GW1_DEADLINE.getTime() + 60_000).toISOString();
    const response = await move({ set: at });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ now: at, current_event: 1, next_event: 2 });
    expect(body.steps.join('\n')).toContain('GW1: deadline passed');
    const events = (await new Browser(t.app).get('/api/bootstrap-static/')).json().events;
    expect(events.find((e: { is_current: boolean }) => e.is_current).id).toBe(1);
  });
});
