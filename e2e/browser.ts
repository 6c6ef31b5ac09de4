// The browser helpers that need no test runner, shared by the end-to-end tests and the
// first-visit benchmark.
import { chromium, type Browser } from 'playwright-core';

/** Launches the system Chromium headless, with the flags it needs to run as root and offline. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

let counter = 0;
/** A new manager's details, unique by construction. */
export function newManager() {
  counter += 1;
  return {
    email: `e2e-${Date.now()}-${counter}@example.com`,
    password: 'a long enough secret',
    firstName: 'Robin',
    lastName: 'Fairweather',
  };
}
