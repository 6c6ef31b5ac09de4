// The public API as clients written for the official game call it: paths without the
// trailing slash, cross-origin reads, answers a shared cache may keep (no cookie in them) and
// revalidation by ETag.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { buildEntryWithSquad } from '../../test/factories';

describe('the public API', () => {
  const t = useTestApp();

  it('answers paths without the trailing slash and with doubled slashes', async () => {
    const canonical = await t.app.inject('/api/event/1/live/');
    expect(canonical.statusCode).toBe(200);
    for (const url of ['/api/event/1/live', '/api//event/1/live/', '/api/bootstrap-static']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
    }
    expect((await t.app.inject('/api/event/1/live')).body).toBe(canonical.body);
    expect((await t.app.inject('/api/no-such-thing')).statusCode).toBe(404);
  });

  it('lets any web page read public answers, without credentials, but not a manager’s own', async () => {
    const { browser, entryId } = await buildEntryWithSquad(t);
    for (const url of ['/api/bootstrap-static/', '/api/fixtures/', `/api/entry/${entryId}/`]) {
      const response = await t.app.inject({ url, headers: { origin: 'https://fan.example' } });
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
      expect(response.headers['access-control-allow-credentials'], url).toBeUndefined();
    }
    const own = await browser.get(`/api/my-team/${entryId}/`, { origin: 'https://fan.example' });
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
    const me = await browser.get('/api/me/', { origin: 'https://fan.example' });
    expect(me.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sets no cookie on an answer a shared cache may keep, and hands the token out with /api/me/', async () => {
    for (const url of ['/api/bootstrap-static/', '/api/fixtures/', '/api/event/1/live/']) {
      const response = await t.app.inject(url);
      expect(response.headers['cache-control'], url).toMatch(/\bpublic\b/);
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
    const me = await t.app.inject('/api/me/');
    expect(me.cookies.find((c) => c.name === 'csrftoken')?.value).toMatch(/^[0-9a-f]{48}$/);
  });

  it('has browsers revalidate the public payloads by ETag, and a shared cache keep them briefly', async () => {
    const first = await t.app.inject('/api/bootstrap-static/');
    expect(first.headers['cache-control']).toMatch(/max-age=0/);
    expect(first.headers['cache-control']).toMatch(/s-maxage=\d+/);
    const again = await t.app.inject({
      url: '/api/bootstrap-static/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves an OpenAPI document of every public and manager call, made from the route schemas', async () => {
    const response = await t.app.inject('/api/docs/');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/bootstrap-static/',
      '/api/fixtures/',
      '/api/event/{id}/live/',
      '/api/entry/{id}/history/',
      '/api/my-team/{entry}/',
      '/api/transfers/',
      '/api/leagues-classic/{id}/standings/',
      '/accounts/login/',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(paths.some((p) => p.startsWith('/api/operator/'))).toBe(false);
    expect(paths.every((p) => p.startsWith('/api/') || p.startsWith('/accounts/'))).toBe(true);
    // The transfers body is the contract's: its fields and their limits.
    const body = doc.paths['/api/transfers/'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties).sort()).toEqual(
      ['chip', 'confirmed', 'entry', 'event', 'transfers'].sort(),
    );
    expect(body.properties.transfers.maxItems).toBe(30);
    const live = doc.paths['/api/event/{id}/live/'].get;
    expect(live.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'elements',
    );
  });

  it('answers entry/{id}/cup/ with the cup matches and status of the entry profile', async () => {
    const { entryId } = await buildEntryWithSquad(t);
    const response = await t.app.inject(`/api/entry/${entryId}/cup/`);
    expect(response.statusCode).toBe(200);
    const profile = (await t.app.inject(`/api/entry/${entryId}/`)).json();
    expect(response.json()).toEqual({
      cup_matches: profile.leagues.cup_matches,
      cup_status: profile.leagues.cup.status,
    });
    expect(Object.keys(response.json().cup_status).sort()).toEqual([
      'qualification_event',
      'qualification_numbers',
      'qualification_rank',
      'qualification_state',
    ]);
    expect((await t.app.inject('/api/entry/999999/cup/')).statusCode).toBe(404);
  });
});
