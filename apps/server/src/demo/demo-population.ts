// The demo's simulated managers (the feed's population): users who cannot sign in, each with an
// entry, a first squad bought at the season's opening prices and first picks. Inserted in bulk
// with explicit ids, in one transaction with its runner_steps rows; the seed is recorded as
// `demo:seed:<n>` so every later process gives each manager the same habits.
import { sql } from 'drizzle-orm';
import type { GameSettings } from '@ofl/engine';
import { createManagers, type HabitProfile, type SimManager } from '@ofl/feed';
import { queryRows, type Db, type Tx } from '@ofl/db';
import {
  advanceIdSequences,
  demoStart,
  insertDemoManagers,
  NO_PASSWORD,
  returnDemoManagers,
} from './store-managers';
import { createDemoLeagues } from './demo-leagues';
import { loadPopulationWorld } from './population-world';
import { loadRunnerSettings } from '../runner/runner-settings';
import { markDone } from '../runner/steps';

const BATCH = 2500;

/** The email of demo manager `index` (0-based); the number in it is how the runner finds him. */
export const demoEmail = (index: number) => `manager${index + 1}@demo.invalid`;

// Habits are drawn before the squad, so they depend on the seed and the index only: one
// population per process and seed serves every gameweek (recomputed after a restart).
const profiles = new Map<number, SimManager[]>();

/** The demo population's seed, or null when the season has no simulated managers. */
export async function demoSeed(db: Tx): Promise<number | null> {
  const [row] = await queryRows<{ step: string }>(
    db,
    sql`select step from runner_steps where event = 0 and step like 'demo:seed:%' limit 1`,
  );
  return row ? Number(row.step.slice('demo:seed:'.length)) : null;
}

/** Each demo manager's habits, by index, for a population of at least `count`. */
export async function demoHabits(
  db: Tx,
  seed: number,
  count: number,
  settings: GameSettings,
): Promise<readonly HabitProfile[]> {
  let managers = profiles.get(seed);
  if (!managers || managers.length < count) {
    const [first] = await queryRows<{ id: number }>(db, sql`select min(id) as id from events`);
    const world = await loadPopulationWorld(db, first?.id ?? 1);
    managers = createManagers({ seed, count, settings, ...world });
    profiles.set(seed, managers);
  }
  return managers.map((m) => m.habits);
}

/** A manager's favourite club, bank and first picks as the picks arrays store them. */
function squadRow(m: SimManager) {
  const picks = [...m.picks].sort((a, b) => a.position - b.position);
  const price = new Map(m.squad.map((s) => [s.element as number, s.purchase_price]));
  return {
    team: m.favourite_team,
    bank: m.bank,
    elements: picks.map((p) => p.element),
    purchase_prices: picks.map((p) => price.get(p.element)!),
    multipliers: picks.map((p) => p.multiplier),
    captain: picks.find((p) => p.is_captain)!.element,
    vice_captain: picks.find((p) => p.is_vice_captain)!.element,
  };
}

/**
 * The simulated managers kept from last season come back: each (by the number in his e-mail)
 * picks a squad for the new season's players as a new one would, in the caller's transaction,
 * and joins the season's general and demo leagues.
 */
export async function returnDemoPopulation(
  tx: Tx,
  settings: GameSettings,
  seed: number,
  say: (line: string) => void = () => {},
): Promise<void> {
  const kept = await queryRows<{ entry: number; idx: number }>(
    tx,
    sql`select e.id as entry, substring(u.email from '^manager([0-9]+)@')::int - 1 as idx
        from entries e join users u on u.id = e.user_id
        where u.password_hash = ${NO_PASSWORD} and u.email like 'manager%@demo.invalid'
        order by e.id`,
  );
  const [start] = await queryRows<{ event: number }>(tx, sql`select min(id) as event from events`);
  if (kept.length > 0) {
    const count = kept.reduce((n, k) => Math.max(n, k.idx + 1), 0);
    const world = await loadPopulationWorld(tx, start!.event);
    const managers = createManagers({ seed, count, settings, ...world, event: start!.event });
    profiles.set(seed, managers);
    for (let from = 0; from < kept.length; from += BATCH) {
      const rows = kept
        .slice(from, from + BATCH)
        .map((k) => ({ entry: k.entry, ...squadRow(managers[k.idx]!) }));
      await returnDemoManagers(tx, start!.event, rows);
    }
    const first = kept[0]!.entry;
    const last = kept.at(-1)!.entry;
    await createDemoLeagues(tx, first, last, start!.event, seed);
    say(`  ${kept.length} simulated managers picked their new squads`);
  }
  await markDone(tx, 0, `demo:seed:${seed}`);
  await markDone(tx, 0, 'demo:managers');
}

/**
 * Creates `count` simulated managers with their first squads and picks (once), under the
 * stored game settings.
 */
export async function createDemoPopulation(
  db: Db,
  count: number,
  seed: number,
  say: (line: string) => void = () => {},
): Promise<void> {
  const { settings } = await loadRunnerSettings(db);
  const start = await demoStart(db);
  const world = await loadPopulationWorld(db, start.event);
  const managers = createManagers({ seed, count, settings, ...world, event: start.event });
  profiles.set(seed, managers);
  say(`  ${count} managers chose their squads`);
  await db.transaction(async (tx) => {
    for (let from = 0; from < count; from += BATCH) {
      const rows = managers.slice(from, from + BATCH).map((m, i) => {
        const n = from + i;
        return {
          user: start.users + n + 1,
          entry: start.entries + n + 1,
          email: demoEmail(n),
          first: m.player_first_name,
          last: m.player_last_name,
          name: m.name,
          ...squadRow(m),
        };
      });
      await insertDemoManagers(tx, start.event, rows);
      say(`  ${Math.min(count, from + BATCH)} of ${count} managers stored`);
    }
    await advanceIdSequences(tx);
    await createDemoLeagues(tx, start.entries + 1, start.entries + count, start.event, seed);
    say(`  the managers joined their leagues`);
    await markDone(tx, 0, `demo:seed:${seed}`);
    await markDone(tx, 0, 'demo:managers');
  });
}
