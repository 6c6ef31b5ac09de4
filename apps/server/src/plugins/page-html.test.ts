import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';

import { filesFor, pageHtml, patternScore } from './page-html';

const page = (
  path: string,
  more: {
    js?: string[];
    css?: string[];
    data?: string[];
    team?: { js?: string[]; data?: string[] };
  } = {},
) => ({
  path,
  js: more.js ?? [],
  css: more.css ?? [],
  data: more.data ?? [],
  team: { js: more.team?.js ?? [], data: more.team?.data ?? [] },
});

const visitor =
  (entry: number | null, next: number | null = 7) =>
  async () => ({ entry, next });
const noVisitor = async () => {
  throw new Error('A page that names no manager data asked who visits.');
};

describe('the files named in a page', () => {
  it('matches route patterns as the web app router does', () => {
    expect(patternScore('/my-team', '/my-team')).not.toBeNull();
    expect(patternScore('/my-team', '/my-team/')).not.toBeNull();
    expect(
      patternScore('/leagues/:leagueId/standings/c', '/leagues/12/standings/c'),
    ).not.toBeNull();
    expect(patternScore('/leagues/:leagueId/standings/c', '/leagues/12/standings/h')).toBeNull();
    expect(patternScore('/leagues/:leagueId/standings/c', '/leagues/12/standings')).toBeNull();
    expect(patternScore('/my-team', '/my-team/more')).toBeNull();
    expect(patternScore('/team-of-the-week/', '/team-of-the-week')).not.toBeNull();
    expect(patternScore('*', '/any/thing')).not.toBeNull();
  });

  it('prefers a fixed segment to a parameter, and anything to the catch-all', () => {
    const pages = [page('*'), page('/fixtures/:eventId'), page('/fixtures/fdr'), page('/fixtures')];
    expect(filesFor(pages, '/fixtures/fdr')?.path).toBe('/fixtures/fdr');
    expect(filesFor(pages, '/fixtures/7')?.path).toBe('/fixtures/:eventId');
    expect(filesFor(pages, '/fixtures')?.path).toBe('/fixtures');
    expect(filesFor(pages, '/nothing/here')?.path).toBe('*');
    expect(filesFor([page('/')], '/nothing')).toBeUndefined();
  });

  describe('the page of an address', () => {
    const dist = mkdtempSync(join(tmpdir(), 'ofl-page-'));
    afterAll(() => rmSync(dist, { recursive: true, force: true }));
    const write = (html: string, pages: unknown[]) => {
      writeFileSync(join(dist, 'index.html'), html);
      writeFileSync(join(dist, 'page-preloads.json'), JSON.stringify({ pages }));
    };

    it("names the screen's scripts, styles and answers in the head, plain and gzipped alike", async () => {
      write('<html><head><title>x</title></head><body></body></html>', [
        page('/statistics', {
          js: ['/assets/statistics-1.js', '/assets/table-2.js'],
          css: ['/assets/statistics-3.css'],
          data: ['/api/news/?pageSize=5&type=TEXT'],
        }),
        page('/'),
      ]);
      const pages = pageHtml(dist);
      const body = await pages('/statistics', noVisitor);
      const html = body.html.toString();
      expect(html).toContain(
        '<link rel="preload" as="fetch" crossorigin href="/api/news/?pageSize=5&amp;type=TEXT">' +
          '<link rel="modulepreload" crossorigin href="/assets/statistics-1.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/table-2.js">' +
          '<link rel="preload" as="style" crossorigin href="/assets/statistics-3.css">' +
          '</head>',
      );
      expect(body.personal).toBe(false);
      expect(gunzipSync(body.gzip).toString()).toBe(html);
      expect((await pages('/', noVisitor)).html.toString()).not.toContain(
        '<link rel="modulepreload"',
      );
    });

    it("names a manager's own answers and the code he sees only for him", async () => {
      write('<html><head></head></html>', [
        page('/my-team', {
          js: ['/assets/my-team-1.js'],
          team: {
            js: ['/assets/dashboard-2.js'],
            data: ['/api/my-team/{entry}/', '/api/fixtures/?event={next}'],
          },
        }),
      ]);
      const pages = pageHtml(dist);
      const manager = await pages('/my-team', visitor(42));
      expect(manager.personal).toBe(true);
      const html = manager.html.toString();
      expect(html).toContain('href="/assets/dashboard-2.js"');
      expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/my-team/42/">');
      expect(html).toContain('href="/api/fixtures/?event=7"');
      // With no gameweek left, that answer is not named; the rest still is.
      const lastWeek = (await pages('/my-team', visitor(42, null))).html.toString();
      expect(lastWeek).toContain('/api/my-team/42/');
      expect(lastWeek).not.toContain('/api/fixtures/');
      const stranger = await pages('/my-team', visitor(null));
      expect(stranger.personal).toBe(false);
      expect(stranger.html.toString()).toContain('my-team-1.js');
      expect(stranger.html.toString()).not.toContain('dashboard-2.js');
      expect(stranger.html.toString()).not.toContain('/api/');
    });

    it('serves a build written while it runs, and the bare page without a list', async () => {
      const pages = pageHtml(dist);
      write('<html><head></head></html>', [page('/transfers', { js: ['/assets/transfers-1.js'] })]);
      expect((await pages('/transfers', noVisitor)).html.toString()).toContain('transfers-1.js');
      write('<html><head><meta name="v2"></head></html>', [
        page('/transfers', { js: ['/assets/transfers-2.js'] }),
      ]);
      // A file system may keep one modification time for both writes.
      utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 5_000));
      expect((await pages('/transfers', noVisitor)).html.toString()).toContain('transfers-2.js');
      rmSync(join(dist, 'page-preloads.json'));
      utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 10_000));
      expect((await pages('/transfers', noVisitor)).html.toString()).toBe(
        '<html><head><meta name="v2"></head></html>',
      );
    });
  });
});
