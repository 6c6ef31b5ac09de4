// Test factories built on the real API: a signed-in manager with an entry, as a user gets one.
import {
  autoPick,
  DEFAULT_GAME_SETTINGS,
  emptySquad,
  money,
  squadMembers,
  type AutoPickCandidate,
  type ElementId,
  type ElementTypeId,
  type TeamId,
} from '@ofl/engine';
import { sql } from 'drizzle-orm';
import { queryRows } from '@ofl/db';
import { Browser, buildRegistration, type TestApp } from './build-app';

/** A player as bootstrap-static lists him, with the fields the factories read. */
export interface BootstrapElement {
  id: number;
  code: number;
  element_type: number;
  team: number;
  now_cost: number;
  form: string;
  status: string;
  web_name: string;
}

/** The players of bootstrap-static. */
export async function bootstrapElements(t: TestApp): Promise<BootstrapElement[]> {
  return (await t.app.inject('/api/bootstrap-static/')).json().elements;
}

/**
 * The players with the fields bootstrap-static gives them, read from the database: a factory's
 * squad is picked from these, without building the whole payload again after every new entry
 * (which changes its total_players).
 */
async function playersOnSale(t: TestApp): Promise<BootstrapElement[]> {
  return queryRows<BootstrapElement>(
    t.database.db,
    sql`select id, code, element_type, team, now_cost, form, status, web_name
        from elements order by id`,
  );
}

/** A signed-in browser for a new user, unique by construction. */
export async function buildSignedInUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  const browser = new Browser(t.app);
  const response = await browser.send('POST', '/accounts/register/', buildRegistration(overrides));
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return browser;
}

/** A legal fifteen chosen by the engine's Auto Pick, in squad slot order, at today's prices. */
export function autoPickedSquad(
  players: readonly BootstrapElement[],
  exclude: readonly number[] = [],
): { element: number; purchase_price: number }[] {
  const candidates: AutoPickCandidate[] = players
    .filter((p) => !exclude.includes(p.id))
    .map((p) => ({
      id: p.id as ElementId,
      element_type: p.element_type as ElementTypeId,
      team: p.team as TeamId,
      now_cost: money(p.now_cost),
      form: Number(p.form),
      status: p.status,
      web_name: p.web_name,
    }));
  const result = autoPick(emptySquad(DEFAULT_GAME_SETTINGS), {
    settings: DEFAULT_GAME_SETTINGS,
    budget: money(DEFAULT_GAME_SETTINGS.squad_total_spend),
    candidates,
  });
  if (!result.complete) throw new Error('Auto Pick could not fill a squad');
  return squadMembers(result.slots).map((m) => ({
    element: m.element,
    purchase_price: m.price,
  }));
}

export interface EntryWithSquadOptions {
  name?: string;
  favourite_team?: number | null;
  /** Players Auto Pick must leave out. */
  exclude?: number[];
  /** Sign in this browser instead of registering a new user. */
  browser?: Browser;
}

/**
 * Registers a user and creates his entry through POST /api/entry-create/ with a squad picked by
 * the engine's Auto Pick. Returns the signed-in browser, the entry id and the squad sent.
 */
export async function buildEntryWithSquad(t: TestApp, options: EntryWithSquadOptions = {}) {
  const browser = options.browser ?? (await buildSignedInUser(t));
  const squad = autoPickedSquad(await playersOnSale(t), options.exclude);
  const response = await browser.send('POST', '/api/entry-create/', {
    email: false,
    favourite_team: options.favourite_team ?? null,
    name: options.name ?? 'Test Eleven',
    terms_agreed: true,
    picks: squad,
  });
  if (response.statusCode !== 201) throw new Error(`entry-create failed: ${response.body}`);
  return { browser, entryId: response.json().id as number, squad };
}
