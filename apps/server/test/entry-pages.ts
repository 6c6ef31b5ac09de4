// Test helpers for a manager's pages: moving the game past a deadline and making a transfer
// through the real API.
import { eq } from 'drizzle-orm';
import { elements, events } from '@ofl/db/tables';
import type { Browser, TestApp } from './build-app';
import { setGameClock } from '../src/cache/clock';
import { runPass } from '../src/runner/game-runner';

/** A pick of my-team/, with the fields a transfer needs. */
export interface MyTeamPick {
  element: number;
  element_type: number;
  selling_price: number;
}

/** Moves the game clock a minute past gameweek n's deadline and lets the runner freeze it. */
export async function passDeadline(t: TestApp, n: number): Promise<void> {
  const [e] = await t.database.db.select().from(events).where(eq(events.id, n));
  await setGameClock(t.database.db, new Date(e!.deadlineTime.getTime() + 60_000));
  await runPass(t.database);
}

/**
 * Sells the squad's dearest midfielder for the cheapest player of his position the squad can
 * take, for `event`; returns the transfer as entry/{id}/transfers/ should show it.
 */
export async function transferToCheapest(
  t: TestApp,
  browser: Browser,
  entryId: number,
  event: number,
) {
  const team = (await browser.get(`/api/my-team/${entryId}/`)).json() as { picks: MyTeamPick[] };
  const market = await t.database.db.select().from(elements);
  const clubOf = new Map(market.map((e) => [e.id, e.team]));
  const out = team.picks
    .filter((p) => p.element_type === 3)
    .sort((a, b) => b.selling_price - a.selling_price)[0]!;
  const perClub = new Map<number, number>();
  for (const p of team.picks) {
    if (p.element === out.element) continue;
    perClub.set(clubOf.get(p.element)!, (perClub.get(clubOf.get(p.element)!) ?? 0) + 1);
  }
  const owned = new Set(team.picks.map((p) => p.element));
  const into = market
    .filter((e) => e.elementType === 3 && !owned.has(e.id) && (perClub.get(e.team) ?? 0) < 3)
    .sort((a, b) => a.nowCost - b.nowCost || a.id - b.id)[0]!;
  const response = await browser.send('POST', '/api/transfers/', {
    chip: null,
    entry: entryId,
    event,
    transfers: [
      {
        element_in: into.id,
        element_out: out.element,
        purchase_price: into.nowCost,
        selling_price: out.selling_price,
      },
    ],
  });
  if (response.statusCode !== 200) throw new Error(`transfer failed: ${response.body}`);
  return {
    element_in: into.id,
    element_in_cost: into.nowCost,
    element_out: out.element,
    element_out_cost: out.selling_price,
    entry: entryId,
    event,
  };
}
