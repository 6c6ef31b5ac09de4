import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';

describe('security headers', () => {
  let t: TestApp;
  let secure: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'ofl-web-'));
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
    t = await buildTestApp({ webDist: dist });
    secure = await buildTestApp({ webDist: dist, secureCookies: true });
  });
  afterAll(async () => {
    await t.close();
    await secure.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a script-tight policy, no framing, no sniffing and a strict referrer on pages and the API', async () => {
    for (const url of ['/', '/my-team', '/api/me/', '/accounts/regions/']) {
      const { headers } = await t.app.inject(url);
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('asks browsers to keep to https when the site is served over it', async () => {
    const { headers } = await secure.app.inject('/');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
