// Setting up the finalisation benchmark in bulk SQL: the demo season with gameweek 1 played
// (before any entry exists, so live points cost nothing), then `count` entries, each with one of
// POOL valid squads built by the engine's Auto Pick, its own captain and vice-captain, some chips
// and hits, frozen as the deadline freezes picks, and the next gameweek's editable row beside it,
// as after a real deadline; every entry in its five general leagues and three invitational ones
// (unless a benchmark of other leagues asks not). The pool is the benchmark's own, not the demo
// population's squads: those hold players who sit gameweek 1 out, which would send every entry
// to the engine's scoring path and change what the figures measure.
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
import { addBonus } from '../apps/server/src/runner/add-bonus';
import { lockDeadline } from '../apps/server/src/runner/lock-deadline';
import { postLiveStats } from '../apps/server/src/runner/post-live-stats';
import type { RunnerSettings } from '../apps/server/src/runner/runner-settings';
import { jsonParam } from '../apps/server/src/runner/steps';
import { NO_PASSWORD } from '../apps/server/src/demo/store-managers';
import { joinGeneralLeagues } from '@ofl/db';
import { endOfGameweek } from '../apps/server/src/demo/demo-season';

/** Distinct squads the entries share (each entry still has its own armbands and chip). */
export const POOL = 2000;

/** Plays gameweek 1's matches and bonus while no entry exists yet. */
export async function playFirstGameweek(db: Db, run: RunnerSettings): Promise<void> {
  const end = await endOfGameweek(db, 1);
  await lockDeadline(db, run, 1);
  await postLiveStats(db, run, 1, end);
  await addBonus(db, run, 1, end);
}

interface PoolPlayer {
  id: number;
  element_type: number;
  team: number;
  now_cost: number;
  quality: number;
  web_name: string;
  status: string;
}

/**
 * One squad of the pool: Auto Pick over a seeded view of the players (the hidden quality seen
 * through noise, so squads differ but favour good players), starters first as the default
 * lineup lays them out.
 */
function poolSquad(players: readonly PoolPlayer[], settings: GameSettings, seed: number) {
  const rng = seededRng(seed);
  const candidates: AutoPickCandidate[] = shuffled(rng, players).map((p) => ({
    id: p.id as ElementId,
    element_type: p.element_type as ElementTypeId,
    team: p.team as TeamId,
    now_cost: money(p.now_cost),
    form: p.quality * 10 + rng.next() * 6,
    status: p.status,
    web_name: p.web_name,
  }));
  const picked = autoPick([], { settings, budget: money(settings.squad_total_spend), candidates });
  const squad = picked.slots.filter((s): s is SquadMember => s !== null);
  const price = new Map(squad.map((s) => [s.element as number, s.price as number]));
  const elements = defaultLineup(squad, settings).map((p) => p.element as number);
  return {
    elements,
    purchase_prices: elements.map((element) => price.get(element)!),
    bank: settings.squad_total_spend - squad.reduce((sum, s) => sum + s.price, 0),
    complete: picked.complete,
  };
}

/** The squad pool as a table: POOL squads of poolSquad. */
export async function buildSquadPool(db: Db, run: RunnerSettings): Promise<void> {
  const players = await queryRows<PoolPlayer>(
    db,
    sql`select id, element_type, team, now_cost, quality, web_name, status from elements
        where element_type <> 5 order by id`,
  );
  const squads = Array.from({ length: POOL }, (_, i) => {
    const squad = poolSquad(players, run.settings, 7_919 * (i + 1));
    if (!squad.complete) throw new Error(`Auto Pick left squad ${i} incomplete.`);
    return { id: i, ...squad, value: run.settings.squad_total_spend };
  });
  await db.execute(sql`
    create table bench_squads (id int primary key, elements int[], purchase_prices int[],
                               bank int, value int)`);
  await db.execute(sql`
    insert into bench_squads
    select s.id, array(select jsonb_array_elements_text(s.elements)::int),
           array(select jsonb_array_elements_text(s.purchase_prices)::int), s.bank, s.value
    from jsonb_to_recordset(${jsonParam(squads)})
      as s(id int, elements jsonb, purchase_prices jsonb, bank int, value int)`);
}

/**
 * `count` users, entries and frozen gameweek-1 picks, set-based. Entry g takes squad
 * (g * 7919) mod POOL; its captain and vice are two different outfield starters; about 3% play
 * Bench Boost, 3% Triple Captain, 1% Free Hit and 2% Wildcard; one in 25 took a 4-point hit.
 */
export async function insertEntries(
  db: Db,
  count: number,
  leagues = true,
  options: { frozen?: boolean } = {},
): Promise<void> {
  await db.transaction((tx) => insertEntriesIn(tx, count, leagues, options.frozen ?? true));
  await db.execute(sql`analyze`);
}

/** Without `frozen`, gameweek 1's picks are the editable row its deadline has still to freeze. */
async function insertEntriesIn(
  db: Tx,
  count: number,
  leagues: boolean,
  frozen: boolean,
): Promise<void> {
  // The rows reference each other correctly by construction; as a superuser the bulk load skips
  // the per-row foreign-key triggers (session_replication_role), as a restore would.
  const [role] = await queryRows<{ super: boolean }>(
    db,
    sql`select rolsuper as super from pg_roles where rolname = current_user`,
  );
  if (role?.super) await db.execute(sql`set local session_replication_role = replica`);
  await db.execute(sql`
    insert into users (id, email, password_hash, first_name, last_name, region)
    select g, 'bench' || g || '@demo.invalid', ${NO_PASSWORD}, 'Bench', 'Manager',
           (select min(id) from regions)
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into entries (id, user_id, name, started_event, bank, last_deadline_bank,
                         last_deadline_value, favourite_team, created_at)
    select g, g, 'Bench ' || g, 1, s.bank, s.bank, s.value, 1 + g % 20,
           (select deadline_time - interval '1 day' from events where id = 1)
    from generate_series(1, ${count}) g join bench_squads s on s.id = (g::bigint * 7919) % ${POOL}`);
  await db.execute(sql`
    insert into entry_picks (entry_id, event, elements, purchase_prices, multipliers, captain,
                             vice_captain, active_chip, bank, event_transfers,
                             event_transfers_cost)
    select x.g, 1, x.elements, x.purchase_prices,
           array(select case when u.pos > 11 then case when x.chip = 'bboost' then 1 else 0 end
                             when u.element = x.captain then
                               case when x.chip = '3xc' then 3 else 2 end
                             else 1 end
                 from unnest(x.elements) with ordinality as u(element, pos)
                 order by u.pos)::smallint[],
           x.captain, x.vice_captain, x.chip, x.bank,
           case when x.g % 25 = 0 then 2 when x.g % 10 = 0 then 1 else 0 end,
           case when x.g % 25 = 0 then 4 else 0 end
    from (
      select g, s.elements, s.purchase_prices, s.bank,
             s.elements[2 + (g * 31) % 10] as captain,
             s.elements[2 + (g * 31 + 1 + g % 9) % 10] as vice_captain,
             case when g % 100 < 3 then 'bboost' when g % 100 < 6 then '3xc'
                  when g % 100 = 6 then 'freehit' when g % 100 < 9 then 'wildcard' end as chip
      from generate_series(1, ${count}) g
      join bench_squads s on s.id = (g::bigint * 7919) % ${POOL}
    ) x`);
  // The editable row of gameweek 2 that every real deadline leaves beside the frozen one.
  if (frozen) {
    await db.execute(sql`
      insert into entry_picks (entry_id, event, elements, purchase_prices, multipliers, captain,
                               vice_captain, bank)
      select entry_id, 2, elements, purchase_prices, multipliers, captain, vice_captain, bank
      from entry_picks where event = 1`);
  }
  if (leagues) await insertLeagues(db, count);
  await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), ${count})`);
  await db.execute(sql`select setval(pg_get_serial_sequence('entries', 'id'), ${count})`);
}

/** Invitational leagues per entry: friends (about 10 teams), office (50) and community (500). */
const LAYERS = [
  { size: 10, spread: 7_919 },
  { size: 50, spread: 104_729 },
  { size: 500, spread: 1_299_709 },
];

/**
 * Every entry in its five general leagues (Overall, club, region, Gameweek 1, Second Chance)
 * and in three invitational ones, one of each size of LAYERS: the entries are spread over each
 * layer's leagues by a different stride, so the three leagues of an entry hold different teams.
 */
async function insertLeagues(db: Tx, count: number): Promise<void> {
  await joinGeneralLeagues(db);
  let first = 1_000;
  for (const [layer, { size, spread }] of LAYERS.entries()) {
    const leagues = Math.max(1, Math.floor(count / size));
    await db.execute(sql`
      insert into leagues (id, name, league_type, scoring, code, code_privacy, admin_entry,
                           start_event)
      select ${first} + n, 'Bench ' || ${layer} || '-' || n, 'x', 'c',
             ${`b${layer}`} || n, 'p', null, 1
      from generate_series(0, ${leagues - 1}) n`);
    await db.execute(sql`
      insert into league_entries (entry_id, league_id, joined_at)
      select g, ${first} + (g::bigint * ${spread}) % ${leagues},
             (select deadline_time - interval '1 day' from events where id = 1)
      from generate_series(1, ${count}) g`);
    first += leagues;
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('leagues', 'id'), ${first})`);
}

/**
 * Every entry in one public head-to-head league of `size` starting in gameweek 1, in entry
 * order, with `koRounds` knock-out rounds at the season's end. Returns the number of leagues.
 */
export async function insertH2hLeagues(
  db: Db,
  count: number,
  size: number,
  koRounds: number | null = null,
): Promise<number> {
  const leagues = Math.ceil(count / size);
  const [top] = await queryRows<{ id: number }>(
    db,
    sql`select coalesce(max(id), 0) + 1 as id from leagues`,
  );
  const first = top!.id;
  await db.execute(sql`
    insert into leagues (id, name, league_type, scoring, code_privacy, start_event, max_entries,
                         ko_rounds)
    select ${first}::int + n, 'League ' || (${first}::int + n), 'c', 'h', 'p', 1, ${size}::int,
           ${koRounds}::smallint
    from generate_series(0, ${leagues - 1}) n`);
  await db.execute(sql`
    insert into league_entries (entry_id, league_id, joined_at)
    select g, ${first}::int + (g - 1) / ${size}::int,
           (select deadline_time - interval '1 day' from events where id = 1)
    from generate_series(1, ${count}) g`);
  await db.execute(sql`select setval(pg_get_serial_sequence('leagues', 'id'), ${first + leagues})`);
  await db.execute(sql`analyze leagues, league_entries`);
  return leagues;
}
