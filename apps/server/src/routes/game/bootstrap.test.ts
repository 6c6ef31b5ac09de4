import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';

const samplePath = new URL(
  '../../../../../../shared/reference/samples/bootstrap-static_2025-26_final.json',
  import.meta.url,
);
// The real payload's key sets, written down so the test runs without the shared folder too;
// when the sample is present, the test checks these lists against it.
import { SAMPLE_KEYS } from './bootstrap-sample-keys';

describe('GET /api/bootstrap-static/', () => {
  const t = useTestApp();

  it('returns the 2025/26 season by its own rules: 38 events, 20 teams, about 600 players, four positions, no Assistant Manager', async () => {
    const response = await t.app.inject('/api/bootstrap-static/');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.events).toHaveLength(38);
    expect(body.teams).toHaveLength(20);
    expect(body.elements.length).toBeGreaterThan(550);
    expect(body.elements.length).toBeLessThan(650);
    expect(body.element_types.map((t: { id: number }) => t.id)).toEqual([1, 2, 3, 4]);
    expect(body.elements.every((e: { element_type: number }) => e.element_type <= 4)).toBe(true);
    expect(new Set(body.chips.map((c: { name: string }) => c.name))).toEqual(
      new Set(['wildcard', 'freehit', 'bboost', '3xc']),
    );
    expect(body.game_settings.squad_total_spend).toBe(1000);
    expect(body.game_settings.squad_squadsize).toBe(15);
    expect(body.total_players).toBe(0);
  });

  it('has every field name of the real sample for each kind of object', async () => {
    const body = (await t.app.inject('/api/bootstrap-static/')).json();
    const keysOf = (o: object) => Object.keys(o).sort();
    expect(keysOf(body)).toEqual(expect.arrayContaining(SAMPLE_KEYS.top));
    for (const kind of [
      'events',
      'teams',
      'elements',
      'element_types',
      'chips',
      'phases',
    ] as const) {
      for (const item of body[kind]) {
        expect(keysOf(item)).toEqual(expect.arrayContaining(SAMPLE_KEYS[kind]));
      }
    }
    expect(keysOf(body.game_settings)).toEqual(expect.arrayContaining(SAMPLE_KEYS.game_settings));
  });

  // The written-down lists can only be checked against the real sample, which lives in the
  // shared folder; without it there is nothing to compare them with.
  it.skipIf(!existsSync(samplePath))(
    'keeps the written-down key lists equal to the real sample',
    () => {
      const sample = JSON.parse(readFileSync(samplePath, 'utf8')) as Record<string, unknown>;
      const first = (kind: string) => Object.keys((sample[kind] as object[])[0]!).sort();
      expect(SAMPLE_KEYS.top).toEqual(Object.keys(sample).sort());
      for (const kind of ['events', 'teams', 'elements', 'element_types', 'chips', 'phases']) {
        expect(SAMPLE_KEYS[kind as keyof typeof SAMPLE_KEYS]).toEqual(first(kind));
      }
      expect(SAMPLE_KEYS.game_settings).toEqual(Object.keys(sample.game_settings as object).sort());
    },
  );

  it('derives exactly one next gameweek and no current one before the first deadline', async () => {
    const body = (await t.app.inject('/api/bootstrap-static/')).json();
    const events = body.events as { id: number; is_next: boolean; is_current: boolean }[];
    expect(events.filter((e) => e.is_next).map((e) => e.id)).toEqual([1]);
    expect(events.some((e) => e.is_current)).toBe(false);
  });

  it('answers 304 to a request with the same ETag, and gzip to a client that accepts it', async () => {
    const first = await t.app.inject({
      url: '/api/bootstrap-static/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(first.headers['content-encoding']).toBe('gzip');
    const unzipped = JSON.parse(gunzipSync(first.rawPayload).toString());
    expect(unzipped.events).toHaveLength(38);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const second = await t.app.inject({
      url: '/api/bootstrap-static/',
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('never sends the hidden player ratings', async () => {
    const body = (await t.app.inject('/api/bootstrap-static/')).json();
    expect(body.elements[0]).not.toHaveProperty('quality');
    expect(body.elements[0]).not.toHaveProperty('minutesLikelihood');
  });
});
