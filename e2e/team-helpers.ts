// Steps the team screens' end-to-end tests share: a new player, entering his squad, a new team.
import type { Page } from 'playwright-core';
import { newManager } from './browser';

/** Fills the Register form, once it shows, with a manager's details. */
export async function fillRegistration(
  page: Page,
  manager: ReturnType<typeof newManager>,
): Promise<void> {
  await page.getByLabel('Email').fill(manager.email);
  await page.getByLabel('Password').fill(manager.password);
  await page.getByLabel('First name').fill(manager.firstName);
  await page.getByLabel('Last name').fill(manager.lastName);
  await page.getByLabel('Region').selectOption({ label: 'England' });
}

/** Registers a new player, who lands on squad selection; returns his details. */
export async function registerNewPlayer(page: Page): Promise<ReturnType<typeof newManager>> {
  const manager = newManager();
  await page.goto('/register');
  await page.getByRole('heading', { name: 'Register', exact: true }).waitFor();
  await fillRegistration(page, manager);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL('**/squad-selection');
  await page.getByRole('heading', { name: 'Squad Selection' }).waitFor();
  return manager;
}

/** Fills the Enter Squad dialog and sends it; the manager lands on Pick Team. */
export async function enterSquad(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Enter Squad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Squad' });
  await dialog.getByLabel('Team name').fill(name);
  await dialog.getByLabel('Favourite club').selectOption({ index: 1 });
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Enter Squad' }).click();
  await page.waitForURL('**/my-team');
}

/** A new manager with an auto-picked squad; returns his entry id. */
export async function newTeam(page: Page, name: string): Promise<number> {
  await registerNewPlayer(page);
  await page.getByRole('button', { name: 'Auto Pick' }).click();
  await page.getByText('15 / 15').waitFor();
  await enterSquad(page, name);
  const me = await page.evaluate(() => fetch('/api/me/').then((r) => r.json()));
  return (me as { player: { entry: number } }).player.entry;
}
