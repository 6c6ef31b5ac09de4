// The demo's simulated managers: users who cannot sign in, each with an entry and a first squad
// chosen by the engine's Auto Pick over a seeded shuffle of the players (each manager sees the
// players in his own order and with his own taste), laid out by the engine's default lineup.
// Inserted in bulk with explicit ids, in one transaction with its runner_steps row.
import { sql } from 'drizzle-orm';
import {
  autoPick,
  defaultLineup,
  money,
  seededRng,
  shuffled,
  type AutoPickCandidate,
  type ElementId,
  type ElementTypeId,
  type GameSettings,
  type SquadMember,
  type TeamId,
} from '@ofl/engine';
import { queryRows, type Db, type Tx } from '@ofl/db';
import { joinGeneralLeagues } from '@ofl/db';
import { jsonParam, markDone } from '../runner/steps';

/** A password hash no password matches: not of the scrypt form the sign-in check accepts. */
export const NO_PASSWORD = '!demo';
const BATCH = 2000;

const FIRST = ['Alex', 'Sam', 'Jo', 'Chris', 'Pat', 'Robin', 'Kim', 'Lee', 'Max', 'Nic'];
const LAST = ['Smith', 'Jones', 'Brown', 'Patel', 'Khan', 'Evans', 'Walsh', 'Byrne', 'Ng', 'Cole'];
const TEAM = ['United', 'Wanderers', 'Rovers', 'Athletic', 'Dynamo', 'Albion', 'Town', 'FC'];

interface Player {
  id: number;
  element_type: number;
  team: number;
  now_cost: number;
  quality: number;
  web_name: string;
  status: string;
}

/** One manager's squad as picks arrays: Auto Pick over his own view of the players. */
export function demoSquad(players: readonly Player[], settings: GameSettings, seed: number) {
  const rng = seededRng(seed);
  const candidates: AutoPickCandidate[] = shuffled(rng, players).map((p) => ({
    id: p.id as ElementId,
    element_type: p.element_type as ElementTypeId,
    team: p.team as TeamId,
    now_cost: money(p.now_cost),
    // His taste: the hidden quality seen through noise, so squads differ but favour good players.
    form: p.quality * 10 + rng.next() * 6,
    status: p.status,
    web_name: p.web_name,
  }));
  const picked = autoPick([], { settings, budget: money(settings.squad_total_spend), candidates });
  const squad = picked.slots.filter((s): s is SquadMember => s !== null);
  const picks = defaultLineup(squad, settings);
  const price = new Map(squad.map((s) => [s.element as number, s.price as number]));
  return {
    elements: picks.map((p) => p.element as number),
    purchase_prices: picks.map((p) => price.get(p.element)!),
    multipliers: picks.map((p) => p.multiplier),
    captain: picks.find((p) => p.is_captain)!.element as number,
    vice_captain: picks.find((p) => p.is_vice_captain)!.element as number,
    bank: settings.squad_total_spend - squad.reduce((sum, s) => sum + s.price, 0),
    complete: picked.complete,
  };
}

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

/** Creates `count` demo managers with squads for the first gameweek (once). */
export async function createDemoManagers(
  db: Db,
  settings: GameSettings,
  count: number,
  seed: number,
  say: (line: string) => void = () => {},
): Promise<void> {
  const players = await queryRows<Player>(
    db,
    sql`select id, element_type, team, now_cost, quality, web_name, status from elements
        where element_type <> 5 order by id`,
  );
  const start = await demoStart(db);
  await db.transaction(async (tx) => {
    for (let from = 0; from < count; from += BATCH) {
      const rows = [];
      for (let n = from; n < Math.min(count, from + BATCH); n++) {
        const squad = demoSquad(players, settings, seed * 1_000_003 + n);
        const rng = seededRng(seed + n);
        rows.push({
          user: start.users + n + 1,
          entry: start.entries + n + 1,
          email: `manager${n + 1}@demo.invalid`,
          first: FIRST[Math.floor(rng.next() * FIRST.length)]!,
          last: LAST[Math.floor(rng.next() * LAST.length)]!,
          name: `${LAST[Math.floor(rng.next() * LAST.length)]} ${TEAM[Math.floor(rng.next() * TEAM.length)]} ${n + 1}`,
          team: null,
          ...squad,
        });
      }
      await insertDemoManagers(tx, start.event, rows);
      say(`  ${Math.min(count, from + BATCH)} of ${count} managers`);
    }
    await advanceIdSequences(tx);
    await markDone(tx, 0, 'demo:managers');
  });
}
