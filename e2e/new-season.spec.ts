// The next season as a returning manager lives it: he played 2025/26, the operator ran
// `new-season --generate --yes` after gameweek 38, and he signs in again. He is sent to squad
// selection, picks his new squad, and finds last season on his history page. The spec starts its
// own server, as it plays a whole season.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '@ofl/db';
import { runCommand } from '../apps/server/src/cli/commands';
import { playSeasonTo } from '../apps/server/src/demo/demo-season';
import { startDemoServer } from './demo-server';
import { launchBrowser, newPage, screenshot } from './fixtures';
import { enterSquad, registerNewPlayer } from './team-helpers';

const WIDTHS = [375, 1280] as const;

let database: Database;
let browser: Browser;
let url = '';
let close: () => Promise<void> = async () => {};
const returning = new Map<number, { email: string; password: string; entry: number }>();

describe('a returning manager in the next season', () => {
  beforeAll(async () => {
    ({ database, url, close } = await startDemoServer(inject('demoTemplate')));
    browser = await launchBrowser();
    // One manager per screen width plays 2025/26 from its first gameweek.
    for (const width of WIDTHS) {
      const page = await newPage(browser, width, url);
      const manager = await registerNewPlayer(page);
      await page.getByRole('button', { name: 'Auto Pick' }).click();
      await page.getByText('15 / 15').waitFor();
      await enterSquad(page, `Returners ${width}`);
      const me = await page.evaluate(() => fetch('/api/me/').then((r) => r.json()));
      returning.set(width, {
        ...manager,
        entry: (me as { player: { entry: number } }).player.entry,
      });
      await page.context().close();
    }
    await playSeasonTo(database, 38, () => {});
    await runCommand(database, ['new-season', '--generate', '--yes'], () => {});
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await close();
  });

  for (const width of WIDTHS) {
    it(`signs in, picks a new squad and sees last season at ${width} px`, async () => {
      const manager = returning.get(width)!;
      const history = await fetch(new URL(`/api/entry/${manager.entry}/history/`, url));
      const [last] = ((await history.json()) as { past: { total_points: number; rank: number }[] })
        .past;
      const page = await newPage(browser, width, url);
      await page.goto('/');
      await page.getByLabel('Email').fill(manager.email);
      await page.getByLabel('Password').fill(manager.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      // His team has no squad for 2026/27 yet: he is sent to squad selection.
      await page.getByRole('heading', { name: 'Squad Selection' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/squad-selection');
      await screenshot(page, `new-season-squad-selection-${width}`);

      await page.getByRole('button', { name: 'Auto Pick' }).click();
      await page.getByText('15 / 15').waitFor();
      await enterSquad(page, `Returners ${width}`);

      await page.goto(`/entry/${manager.entry}/history`);
      const past = page.getByRole('table', { name: 'Previous Seasons' });
      await past.getByRole('row', { name: /2025\/26/ }).waitFor();
      const row = await past.getByRole('row', { name: /2025\/26/ }).textContent();
      expect(row).toBe(`2025/26${last!.total_points}${last!.rank.toLocaleString('en-GB')}`);
      await screenshot(page, `new-season-history-${width}`);
      await page.context().close();
    }, 120_000);
  }
});
