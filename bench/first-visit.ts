// First visit to the main screens, each in a fresh browser context (empty cache, the session's
// cookie only): the time from navigation to the screen's main table or pitch showing players.
// Run alone: `node --import tsx bench/first-visit.ts` (after `npm run build`). It starts the real
// server on a fresh in-memory demo season, or measures FIRST_VISIT_URL (e.g. a running
// `npm start`) instead; FIRST_VISIT_RUNS visits each screen that many times (default 5).
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { openDatabase } from '@ofl/db';
import { buildApp } from '../apps/server/src/app';
import { seedDemoSeason } from '../apps/server/src/demo/seed-demo-season';
import { launchBrowser } from '../e2e/browser';
import { newTeam } from '../e2e/team-helpers';

/** Each screen and what shows it is ready: the main table's first cell or the pitch's players. */
const SCREENS = [
  { name: 'Dashboard', path: '/', ready: 'main table tbody td' },
  { name: 'Pick Team', path: '/my-team', ready: '.pitch .pitch-card__name' },
  { name: 'Transfers', path: '/transfers', ready: '.pitch .pitch-card__name' },
  { name: 'Statistics', path: '/statistics', ready: 'main table tbody td' },
] as const;
const RUNS = Number(process.env.FIRST_VISIT_RUNS ?? 5);
const GOAL_MS = 700;

// In the page from its first moment: notes when the ready mark first appears. A string, so the
// page runs it as written (a compiled function may call helpers the page does not have).
const watch = (selector: string) => `
  window.firstSeen = undefined;
  new MutationObserver((_, observer) => {
    if (document.querySelector(${JSON.stringify(selector)})) {
      window.firstSeen = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

async function startServer() {
  const database = await openDatabase();
  await seedDemoSeason(database.db);
  const app = await buildApp({
    database,
    webDist: fileURLToPath(new URL('../apps/web/dist', import.meta.url)),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A new manager with a team, signed in: his cookies, for fresh contexts to start from. */
async function signedIn(browser: Browser, url: string) {
  const context = await browser.newContext({ baseURL: url });
  await newTeam(await context.newPage(), 'First Visit FC');
  const state = await context.storageState();
  await context.close();
  return state;
}

async function visit(context: BrowserContext, url: string, screen: (typeof SCREENS)[number]) {
  const page = await context.newPage();
  await page.addInitScript(watch(screen.ready));
  await page.goto(url + screen.path);
  await page.locator(screen.ready).first().waitFor();
  return page.evaluate(() => (window as unknown as { firstSeen: number }).firstSeen);
}

const server = process.env.FIRST_VISIT_URL ? null : await startServer();
const url = process.env.FIRST_VISIT_URL ?? server!.url;
const browser = await launchBrowser();
try {
  const storageState = await signedIn(browser, url);
  const times = new Map<string, number[]>(SCREENS.map((screen) => [screen.name, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const screen of SCREENS) {
      const context = await browser.newContext({
        storageState,
        viewport: { width: 1280, height: 900 },
      });
      times.get(screen.name)!.push(await visit(context, url, screen));
      await context.close();
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  console.log(
    `First visit, ${RUNS} runs each (goal ${GOAL_MS} ms), load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.table(
    [...times].map(([name, values]) => ({
      screen: name,
      'median ms': Math.round(median(values)),
      'min ms': Math.round(Math.min(...values)),
      'max ms': Math.round(Math.max(...values)),
      runs: values.map(Math.round).join(' '),
    })),
  );
} finally {
  await browser.close();
  await server?.close();
}
