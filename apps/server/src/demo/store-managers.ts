// Storing the demo's simulated managers: users who cannot sign in, each with an entry and first
// picks, inserted in bulk with explicit ids in the caller's transaction (demo-population.ts
// makes them).
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '@ofl/db';
import { joinGeneralLeagues } from '@ofl/db';
import { jsonParam } from '../runner/steps';

/** A password hash no password matches: not of the scrypt form the sign-in check accepts. */
export const NO_PASSWORD = '!demo';

/** One simulated manager as stored: his user, his entry and his first picks. */
export interface DemoManagerRow {
  user: number;
  entry: number;
  email: string;
  first: string;
  last: string;
  name: string;
  team: number | null;
  bank: number;
  elements: number[];
  purchase_prices: number[];
  multipliers: number[];
  captain: number;
  vice_captain: number;
}

/** Inserts simulated managers with explicit ids, set-based, starting at `event`. */
export async function insertDemoManagers(
  tx: Tx,
  event: number,
  rows: readonly DemoManagerRow[],
): Promise<void> {
  const data = jsonParam(rows);
  await tx.execute(sql`
    insert into users (id, email, password_hash, first_name, last_name, region)
    select r.user, r.email, ${NO_PASSWORD}, r.first, r.last, (select min(id) from regions)
    from jsonb_to_recordset(${data}) as r("user" int, email text, first text, last text)`);
  await tx.execute(sql`
    insert into entries (id, user_id, name, favourite_team, started_event, bank, created_at)
    select r.entry, r.user, r.name, r.team, ${event}, r.bank,
           -- Signed up in game time, an hour before their first deadline: the leagues they
           -- join and the cups they enter go by it.
           coalesce((select deadline_time from events where id = ${event}) - interval '1 hour',
                    now())
    from jsonb_to_recordset(${data}) as r(entry int, "user" int, name text, team int, bank int)`);
  await insertDemoPicks(tx, event, data);
  const ids = rows.map((r) => r.entry);
  if (ids.length === 0) return;
  await joinGeneralLeagues(tx, sql`e.id between ${Math.min(...ids)} and ${Math.max(...ids)}`);
}

/** Gives kept simulated managers their new squads for `event`, set-based. */
export async function returnDemoManagers(
  tx: Tx,
  event: number,
  rows: readonly Omit<DemoManagerRow, 'user' | 'email' | 'first' | 'last' | 'name'>[],
): Promise<void> {
  if (rows.length === 0) return;
  const data = jsonParam(rows);
  await tx.execute(sql`
    update entries e set favourite_team = r.team, started_event = ${event}, bank = r.bank
    from jsonb_to_recordset(${data}) as r(entry int, team int, bank int)
    where e.id = r.entry`);
  await insertDemoPicks(tx, event, data);
  const ids = rows.map((r) => r.entry);
  await joinGeneralLeagues(tx, sql`e.id between ${Math.min(...ids)} and ${Math.max(...ids)}`);
}

async function insertDemoPicks(tx: Tx, event: number, data: ReturnType<typeof jsonParam>) {
  await tx.execute(sql`
    insert into entry_picks (entry_id, event, elements, purchase_prices, multipliers,
                             captain, vice_captain, bank)
    select r.entry, ${event},
           array(select jsonb_array_elements_text(r.elements)::int),
           array(select jsonb_array_elements_text(r.purchase_prices)::int),
           array(select jsonb_array_elements_text(r.multipliers)::smallint),
           r.captain, r.vice_captain, r.bank
    from jsonb_to_recordset(${data}) as r(entry int, elements jsonb, purchase_prices jsonb,
      multipliers jsonb, captain int, vice_captain int, bank int)`);
}

/** Explicit ids leave the sequences behind: brings them up so sign-ups continue after them. */
export async function advanceIdSequences(tx: Tx): Promise<void> {
  await tx.execute(sql`select setval(pg_get_serial_sequence('users', 'id'),
                                     greatest((select max(id) from users), 1))`);
  await tx.execute(sql`select setval(pg_get_serial_sequence('entries', 'id'),
                                     greatest((select max(id) from entries), 1))`);
}

/**
 * Where new demo managers start: after the last user and entry ids (theirs are explicit), in
 * the season's first gameweek.
 */
export async function demoStart(db: Tx) {
  const [start] = await queryRows<{ users: number; entries: number; event: number }>(
    db,
    sql`select coalesce((select max(id) from users), 0) as users,
               coalesce((select max(id) from entries), 0) as entries,
               (select min(id) from events) as event`,
  );
  return start!;
}
