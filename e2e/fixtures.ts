// Helpers for end-to-end tests in the system's headless Chromium.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, newManager } from './browser';
import { startDemoServer, type DemoServer } from './demo-server';

// Kept here too, so the specs import their helpers from one place.
export { launchBrowser, newManager };

export const SCREENSHOTS = 'test-results/screenshots';

/** The server this spec file started for itself (`serverOfThisFile`), if it did. */
let own: { server: DemoServer; operatorToken: string } | null = null;

/**
 * The address of this spec file's server: its own when it started one, else the one started for
 * the run, which the files that run at the same time share.
 */
export const baseUrl = () => own?.server.url ?? inject('baseUrl');

/** The operator token of the server `baseUrl()` names. */
const operatorTokenOfFile = () => own?.operatorToken ?? inject('operatorToken');

/** A server on a copy of the run's demo season, with an operator token made for it. */
async function startOwnServer(): Promise<{ server: DemoServer; operatorToken: string }> {
  const operatorToken = randomBytes(24).toString('hex');
  return { server: await startDemoServer(inject('demoTemplate'), operatorToken), operatorToken };
}

/**
 * Gives this spec file a server of its own on a copy of the run's demo season, for `baseUrl()`,
 * `advanceClock` and `operatorCommand`: a spec that moves the game clock calls it at its top,
 * before its other hooks. Specs run two at a time, so the run's shared server's clock never moves
 * and each spec sees the season as the demo prepared it.
 */
export function serverOfThisFile(): void {
  beforeAll(async () => {
    own = await startOwnServer();
  }, 120_000);
  afterAll(async () => {
    await own?.server.close();
    own = null;
  });
}

/** How the game stands after the operator clock moved it. */
export interface ClockState {
  now: string;
  current_event: number | null;
  next_event: number | null;
  steps: string[];
}

/** Posts to an operator call of the server at base, with its token and a CSRF pair. */
function operatorPost(base: string, operatorToken: string, path: string, body: unknown) {
  // Any value works as the CSRF pair, as long as cookie and header agree.
  const csrf = randomBytes(16).toString('hex');
  return fetch(new URL(path, base), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${operatorToken}`,
      'content-type': 'application/json',
      cookie: `csrftoken=${csrf}`,
      'x-csrftoken': csrf,
    },
    body: JSON.stringify(body),
  });
}

/**
 * Moves the game clock forward, to a moment (`set`, ISO 8601) or by a duration (`advance`:
 * '90m', '3h', '2d', '1w'), and lets the runner play everything due by then (deadlines, live
 * stats, bonus, finalisation) before it answers. The clock never goes back; a spec that moves it
 * runs on a server of its own (`serverOfThisFile`). Takes a page of the server or its base URL;
 * open pages show the new time on their next fetch.
 */
export async function advanceClock(
  pageOrBaseUrl: Page | string,
  move: { advance: string } | { set: string },
  /** The operator token of a server a spec started itself; the file's server's by default. */
  operatorToken: string = operatorTokenOfFile(),
): Promise<ClockState> {
  const base =
    typeof pageOrBaseUrl === 'string'
      ? pageOrBaseUrl
      : /^https?:/.test(pageOrBaseUrl.url())
        ? new URL(pageOrBaseUrl.url()).origin
        : baseUrl();
  const response = await operatorPost(base, operatorToken, '/api/operator/clock/', move);
  if (!response.ok) throw new Error(`operator clock: ${response.status} ${await response.text()}`);
  return (await response.json()) as ClockState;
}

/**
 * Sets the clock of a server to three hours after its next deadline, when that gameweek's first
 * matches are played and the later ones still to come; answers the clock and the gameweek.
 */
export async function intoNextGameweek(
  url: string,
  operatorToken: string,
): Promise<{ clock: ClockState; event: number }> {
  const boot = (await (await fetch(new URL('/api/bootstrap-static/', url))).json()) as {
    events: { id: number; deadline_time: string; is_next: boolean }[];
  };
  const next = boot.events.find((e) => e.is_next)!;
  const moment = new Date(Date.parse(next.deadline_time) + 3 * 3_600_000).toISOString();
  return { clock: await advanceClock(url, { set: moment }, operatorToken), event: next.id };
}

/**
 * A server of the spec's own on a copy of the run's demo season, so that it may move the clock
 * without the others, with its operator token and a browser; `close` stops both.
 */
export async function ownDemoServer() {
  const { server, operatorToken: token } = await startOwnServer();
  const browser = await launchBrowser();
  const close = async () => {
    await browser.close();
    await server.close();
  };
  return { url: server.url, token, browser, close };
}

/**
 * Runs an operator command (`npm run game -- ...`) and answers its report's lines; throws
 * when the server refuses it or the command fails. On the file's server unless told otherwise.
 */
export async function operatorCommand(
  args: string[],
  server: { url: string; operatorToken: string } = {
    url: baseUrl(),
    operatorToken: operatorTokenOfFile(),
  },
): Promise<string[]> {
  const response = await operatorPost(server.url, server.operatorToken, '/api/operator/command/', {
    args,
  });
  const report = await response.text();
  if (!response.ok) throw new Error(`operator ${args.join(' ')}: ${response.status} ${report}`);
  const lines = report
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { line?: string; done?: boolean; error?: string });
  const failed = lines.find((l) => l.error);
  if (failed || !lines.at(-1)?.done) {
    throw new Error(`operator ${args.join(' ')}: ${failed?.error ?? report}`);
  }
  return lines.flatMap((l) => (l.line ? [l.line] : []));
}

/**
 * Opens a fresh browser context (its own cookies) at a phone or desktop width, on the file's
 * server unless told otherwise.
 */
export async function newPage(browser: Browser, width = 1280, base = baseUrl()): Promise<Page> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width, height: width < 700 ? 812 : 900 },
  });
  return context.newPage();
}

/**
 * Saves a screenshot as a test artifact (full page unless told otherwise). Those the docs show
 * are copied from here by `npm run screenshots`, so a test run never changes tracked files.
 */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage });
}

/** The page photographed at both widths, back at the desktop width afterwards. */
export async function shots(page: Page, name: string, fullPage = true): Promise<void> {
  await screenshot(page, `${name}-1280`, fullPage);
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, `${name}-375`, fullPage);
  await page.setViewportSize({ width: 1280, height: 900 });
}
