import { beforeAll, describe, expect, it } from 'vitest';
import { Browser, useTestApp } from '../../../test/build-app';
import { bootstrapElements, buildSignedInUser } from '../../../test/factories';

describe('watchlist', () => {
  let code: number;
  const t = useTestApp();
  beforeAll(async () => {
    code = (await bootstrapElements(t))[0]!.code;
  });

  const watched = async (browser: Browser) => (await browser.get('/api/me/')).json().watched;

  it('requires authentication', async () => {
    const visitor = new Browser(t.app);
    expect((await visitor.send('POST', `/api/watchlist/${code}/`)).statusCode).toBe(401);
    expect((await visitor.send('DELETE', `/api/watchlist/${code}/`)).statusCode).toBe(401);
  });

  it('adds a player once however often he is added, and me/ lists him', async () => {
    const browser = await buildSignedInUser(t);
    expect((await browser.send('POST', `/api/watchlist/${code}/`)).statusCode).toBe(201);
    expect((await browser.send('POST', `/api/watchlist/${code}/`)).statusCode).toBe(201);
    expect(await watched(browser)).toEqual([code]);
  });

  it('removes a player, and removing him again changes nothing', async () => {
    const browser = await buildSignedInUser(t);
    await browser.send('POST', `/api/watchlist/${code}/`);
    expect((await browser.send('DELETE', `/api/watchlist/${code}/`)).statusCode).toBe(204);
    expect((await browser.send('DELETE', `/api/watchlist/${code}/`)).statusCode).toBe(204);
    expect(await watched(browser)).toEqual([]);
  });

  it('keeps each user to his own list', async () => {
    const one = await buildSignedInUser(t);
    const two = await buildSignedInUser(t);
    await one.send('POST', `/api/watchlist/${code}/`);
    expect(await watched(two)).toEqual([]);
  });

  it('accepts an empty body sent as JSON, as the web client may send it', async () => {
    const browser = await buildSignedInUser(t);
    const response = await browser.send('POST', `/api/watchlist/${code}/`, undefined, {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers 404 for an unknown player code and 403 without the CSRF header', async () => {
    const browser = await buildSignedInUser(t);
    expect((await browser.send('POST', '/api/watchlist/999999999/')).statusCode).toBe(404);
    expect((await browser.send('DELETE', '/api/watchlist/nope/')).statusCode).toBe(404);
    const noCsrf = await browser.send('POST', `/api/watchlist/${code}/`, undefined, {
      'x-csrftoken': 'wrong',
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await watched(browser)).toEqual([]);
  });
});
