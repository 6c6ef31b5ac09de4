// While the demo is prepared the address answers: the landing page (and any page) says what is
// being prepared, an API call is a clear 503 in the error shape; once the game is built on the
// same socket, the same addresses answer with the game.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openSeededTestDatabase } from '../test/build-app';
import { PreparingSite } from './preparing-site';

describe('the preparing page', () => {
  let site: PreparingSite;
  let base: string;
  let clock = 0;

  beforeAll(async () => {
    site = new PreparingSite('The demo season is being prepared.', () => clock);
    await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => site.server.close(resolve)));

  it('answers every page with the progress, refreshing itself, while the demo is prepared', async () => {
    site.report('Creating 10000 simulated managers and their squads ...');
    site.report('[###-------] Gameweek 3 played and finalised in 0.8 s');
    clock = 42_000;
    for (const path of ['/', '/my-team', '/entry/7/event/3']) {
      const page = await fetch(`${base}${path}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(page.headers.get('cache-control')).toBe('no-store');
      const html = await page.text();
      expect(html).toContain('The game is being prepared');
      expect(html).toContain('Preparing for 42 s');
      expect(html).toContain('[###-------] Gameweek 3 played and finalised in 0.8 s');
      expect(html).toContain('<meta http-equiv="refresh" content="2" />');
    }
  });

  it('answers an API or accounts call with a 503 in the error shape and Retry-After', async () => {
    for (const path of ['/api/bootstrap-static/', '/api/me/', '//api/me/', '/accounts/login/']) {
      const response = await fetch(`${base}${path}`, {
        method: path.includes('login') ? 'POST' : 'GET',
      });
      expect({ path, status: response.status }).toEqual({ path, status: 503 });
      expect(response.headers.get('retry-after')).toBe('2');
      const body = (await response.json()) as { detail: string; preparing: string };
      expect(body.detail).toMatch(/^The game is being prepared \(42 s so far\)\./);
      expect(body.preparing).toBe('[###-------] Gameweek 3 played and finalised in 0.8 s');
    }
  });

  it('hands the same socket to the game once it is ready', async () => {
    const database = await openSeededTestDatabase();
    const app = await buildApp({ database, serverFactory: site.serverFactory });
    try {
      await app.ready();
      site.open();
      const bootstrap = await fetch(`${base}/api/bootstrap-static/`);
      expect(bootstrap.status).toBe(200);
      expect(((await bootstrap.json()) as { events: unknown[] }).events.length).toBe(38);
      const me = await fetch(`${base}/api/me/`);
      expect(await me.json()).toEqual({ player: null, watched: [] });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
