import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newManager, newPage, screenshot } from './fixtures';
import { fillRegistration } from './team-helpers';

describe('Accounts in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a visitor registers, lands on squad selection, signs out and signs in again', async () => {
    const manager = newManager();
    const page = await newPage(browser);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Getting ready for 2025/26' }).waitFor();
    await screenshot(page, 'landing-1280');

    await page.getByRole('link', { name: 'Sign Up Now' }).click();
    // The landing page has its own Email field: wait for the form before filling in.
    await page.getByRole('heading', { name: 'Register', exact: true }).waitFor();
    // Sent empty, the form shows what is missing in the page, each under its field, rather than
    // in the browser's bubbles.
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('This field may not be blank.').first().waitFor();
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await fillRegistration(page, manager);
    expect(await page.getByLabel('Email').inputValue()).toBe(manager.email);
    await screenshot(page, 'register-1280');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await page.getByRole('heading', { name: 'Squad Selection' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/squad-selection');
    await screenshot(page, 'squad-selection-after-register-1280');

    await page.getByRole('link', { name: 'Sign Out' }).first().click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await page.getByLabel('Email').fill(manager.email);
    await page.getByLabel('Password').fill(manager.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // A signed-in player without a team is sent on to squad selection.
    await page.getByRole('heading', { name: 'Squad Selection' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/squad-selection');
  });

  it('a wrong password shows "Incorrect email or password"', async () => {
    const page = await newPage(browser, 375);
    await page.goto('/');
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The form posts natively; the server answers with a redirect to /?state=fail.
    await page.waitForURL('**/?state=fail');
    await page.getByRole('alert').filter({ hasText: 'Incorrect email or password' }).waitFor();
    await screenshot(page, 'sign-in-failed-375');
  });

  it('an unknown path shows "Page not found"', async () => {
    const page = await newPage(browser);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('runs under its Content-Security-Policy with no violation, signing up and in', async () => {
    const page = await newPage(browser);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) {
        violations.push(message.text());
      }
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Refused to load ${event.blockedURI} (${event.violatedDirective})`),
      );
    });
    const manager = newManager();
    const answer = await page.goto('/');
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('link', { name: 'Sign Up Now' }).click();
    await page.getByRole('heading', { name: 'Register', exact: true }).waitFor();
    // Sent empty, the form shows what is missing in the page, each under its field, rather than
    // in the browser's bubbles.
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('This field may not be blank.').first().waitFor();
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await fillRegistration(page, manager);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('heading', { name: 'Squad Selection' }).waitFor();
    await page.getByRole('link', { name: 'Sign Out' }).first().click();
    await page.getByLabel('Email').fill(manager.email);
    await page.getByLabel('Password').fill(manager.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Squad Selection' }).waitFor();
    await page.goto('/help');
    await page.getByRole('heading').first().waitFor();
    expect(violations).toEqual([]);
  });
});
