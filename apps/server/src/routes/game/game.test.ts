import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { entries } from '@ofl/db/tables';
import { Browser, buildRegistration, buildTestApp, useTestApp } from '../../../test/build-app';
import { buildEntryWithSquad } from '../../../test/factories';

// A stand-in for the built web app, so the history fallback can be checked without a build.
const webDist = mkdtempSync(join(tmpdir(), 'ofl-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
writeFileSync(
  join(webDist, 'page-preloads.json'),
  JSON.stringify({
    pages: [
      {
        path: '/my-team',
        js: ['/assets/my-team-1.js'],
        css: [],
        data: [],
        team: { js: [], data: ['/api/my-team/{entry}/'] },
      },
      {
        path: '/leagues/:leagueId/standings/c',
        js: ['/assets/standings-1.js'],
        css: [],
        data: [],
        team: { js: [], data: [] },
      },
    ],
  }),
);
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');

describe('game API', () => {
  const t = useTestApp({ webDist });

  describe('GET /api/fixtures/', () => {
    it('lists all 380 fixtures of the season in kickoff order', async () => {
      const fixtures = (await t.app.inject('/api/fixtures/')).json();
      expect(fixtures).toHaveLength(380);
      const kickoffs = fixtures.map((f: { kickoff_time: string }) => f.kickoff_time);
      expect([...kickoffs].sort()).toEqual(kickoffs);
      expect(Object.keys(fixtures[0]).sort()).toEqual(
        [
          'code',
          'event',
          'finished',
          'finished_provisional',
          'id',
          'kickoff_time',
          'minutes',
          'provisional_start_time',
          'pulse_id',
          'started',
          'stats',
          'team_a',
          'team_a_difficulty',
          'team_a_score',
          'team_h',
          'team_h_difficulty',
          'team_h_score',
        ].sort(),
      );
    });

    it('filters one gameweek with ?event=', async () => {
      const fixtures = (await t.app.inject('/api/fixtures/?event=3')).json();
      expect(fixtures).toHaveLength(10);
      expect(fixtures.every((f: { event: number }) => f.event === 3)).toBe(true);
    });

    it('lists only fixtures still to come with ?future=1', async () => {
      const fixtures = (await t.app.inject('/api/fixtures/?future=1')).json();
      expect(fixtures).toHaveLength(380); // the demo clock stands before the first kickoff
      expect(fixtures.every((f: { finished: boolean }) => !f.finished)).toBe(true);
    });

    it('refuses an event that is not a whole number with 400 in the DRF shape', async () => {
      const response = await t.app.inject('/api/fixtures/?event=abc');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ event: ['A valid integer is required.'] });
    });
  });

  describe('GET /api/me/', () => {
    it('answers a visitor with no player', async () => {
      const response = await t.app.inject('/api/me/');
      expect(response.json()).toEqual({ player: null, watched: [] });
      expect(response.headers['cache-control']).toBe('private, no-store');
    });

    it('answers a signed-in player with the me/ fields and the next gameweek as default', async () => {
      const browser = new Browser(t.app);
      await browser.send('POST', '/accounts/register/', buildRegistration());
      const { player } = (await browser.get('/api/me/')).json();
      expect(Object.keys(player).sort()).toEqual(
        [
          'date_of_birth',
          'default_event',
          'dirty',
          'email',
          'entry',
          'entry_email',
          'entry_language',
          'first_name',
          'gender',
          'id',
          'last_name',
          'region',
        ].sort(),
      );
      expect(player.default_event).toBe(1);
    });
  });

  describe('GET /api/entry/{id}/', () => {
    it('presents an entry with its manager and region', async () => {
      const browser = new Browser(t.app);
      const registration = buildRegistration({ first_name: 'Jo', last_name: 'Kim' });
      const me = (await browser.send('POST', '/accounts/register/', registration)).json();
      const [entry] = await t.database.db
        .insert(entries)
        .values({ userId: me.player.id, name: 'Kim Possible XI', startedEvent: 1, bank: 5 })
        .returning();
      const body = (await t.app.inject(`/api/entry/${entry!.id}/`)).json();
      expect(body).toMatchObject({
        id: entry!.id,
        name: 'Kim Possible XI',
        player_first_name: 'Jo',
        player_last_name: 'Kim',
        player_region_name: 'England',
        started_event: 1,
        current_event: null,
        leagues: { classic: [], h2h: [], cup_matches: [] },
      });
      // Before its first deadline an entry shows the starting budget, never its live bank.
      expect(body.last_deadline_bank).toBe(1000);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      expect((await t.app.inject('/api/entry/999999/')).statusCode).toBe(404);
      expect((await t.app.inject('/api/entry/abc/')).statusCode).toBe(404);
      expect((await t.app.inject('/api/entry/99999999999999/')).json()).toEqual({
        detail: 'Not found.',
      });
    });
  });

  describe('the web app', () => {
    it('serves index.html for any page path, so the client router decides', async () => {
      for (const path of ['/', '/my-team', '/leagues/12/standings/c', '/no/such/page']) {
        const response = await t.app.inject(path);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<div id="root">');
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    it("names the files of the address's screen in the page, gzipped for browsers that take it", async () => {
      const response = await t.app.inject({
        url: '/leagues/12/standings/c',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(response.headers['content-encoding']).toBe('gzip');
      const html = gunzipSync(response.rawPayload).toString();
      expect(html).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/standings-1.js">',
      );
      expect(html).not.toContain('my-team-1.js');
    });

    it("names a manager's own answers in his page, and no one else's", async () => {
      const { browser, entryId } = await buildEntryWithSquad(t);
      const own = await browser.get('/my-team');
      expect(own.body).toContain(
        `<link rel="preload" as="fetch" crossorigin href="/api/my-team/${entryId}/">`,
      );
      expect(own.headers['cache-control']).toBe('private, no-cache');
      const visitor = await t.app.inject('/my-team');
      expect(visitor.body).toContain('my-team-1.js');
      expect(visitor.body).not.toContain('/api/my-team/');
      expect(visitor.headers['cache-control']).toBe('no-cache');
    });

    it('serves hashed assets as immutable and keeps unknown API paths JSON 404s', async () => {
      const asset = await t.app.inject('/assets/app-1234.js');
      expect(asset.headers['cache-control']).toContain('immutable');
      const api = await t.app.inject('/api/no-such-thing/');
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ detail: 'Not found.' });
    });

    it('serves a build written while it runs, and answers a missing asset 404, not the page', async () => {
      writeFileSync(join(webDist, 'assets', 'later-5678.js'), 'console.log(2)');
      const later = await t.app.inject('/assets/later-5678.js');
      expect(later.statusCode).toBe(200);
      expect(later.body).toBe('console.log(2)');
      for (const path of ['/assets/gone-0000.js', '/favicon-gone.png']) {
        const missing = await t.app.inject(path);
        expect(missing.statusCode).toBe(404);
        expect(missing.body).not.toContain('<div id="root">');
      }
    });
  });

  it('reports its health and the kind of database', async () => {
    const body = (await t.app.inject('/api/health/')).json();
    expect(body.status).toBe('ok');
    expect(['pglite', 'postgres']).toContain(body.database);
  });

  it('answers 500 without internals when something breaks', async () => {
    const broken = await buildTestApp();
    await broken.database.close();
    const response = await broken.app.inject('/api/bootstrap-static/');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Server error.' });
    await broken.app.close();
  });
});
