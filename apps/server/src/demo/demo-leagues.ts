// The demo's simulated managers in invitational and public leagues, as real managers are: every
// one in a friends league (a handful, up to a few dozen), half in an office league (dozens to a
// hundred or two), some in one of three large community leagues, some in public leagues of
// league_max_size_public_classic; and head-to-head: a third in invitational H2H leagues of about
// ten (three in four with knock-outs of one to three rounds, so the late gameweeks show a
// bracket), a fifth in public H2H leagues of league_max_size_public_h2h. Written set-based in the
// population's transaction; who is where follows from the seed and the entry id alone, so a
// reset gives the same leagues. The H2H schedules are made at the first deadline, as for anyone.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '@ofl/db';
import { loadLeagueSettings } from '@ofl/db';

const FRIENDS = ['Sunday', 'Pub', 'Family', 'Five-a-side', 'Uni', 'School', 'Old Boys', 'Chat'];
const OFFICES = ['Office', 'Accounts', 'Warehouse', 'Depot', 'Studio', 'Lab', 'Clinic', 'Firm'];
const COMMUNITY = ['Scout Community', 'Podcast Listeners', 'Fantasy Forum'];
const RIVALS = ['Derby', 'Rivals', 'Grudge Match', 'Showdown', 'Head to Head', 'Duel'];

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * League n's code: six base-36 digits of (n * 1000003 + seed) mod 36^6. The multiplier is prime
 * to 36, so distinct n give distinct codes; codes made later by the API retry on a clash.
 */
function code(n: ReturnType<typeof sql>, seed: number) {
  const value = sql`((${n})::bigint * 1000003 + ${seed}) % 2176782336`;
  return sql.join(
    [0, 1, 2, 3, 4, 5].map(
      (i) => sql`substr(${ALPHABET}, ((${value} / ${36 ** i}::bigint) % 36)::int + 1, 1)`,
    ),
    sql` || `,
  );
}

/** How many leagues of each kind `count` managers make. */
function plan(count: number) {
  return {
    friends: Math.max(1, Math.round(count / 9)),
    offices: Math.max(1, Math.round(count / 120)),
    rivals: Math.max(1, Math.round(count / 30)),
  };
}

/**
 * Creates the demo's invitational and public leagues for the managers with entry ids
 * `from`..`to`, starting at `event`, with codes drawn from `seed`.
 */
export async function createDemoLeagues(
  tx: Tx,
  from: number,
  to: number,
  event: number,
  seed: number,
): Promise<void> {
  const count = to - from + 1;
  if (count < 2) return;
  const { friends, offices, rivals } = plan(count);
  const { publicSize, publicH2hSize, publicPrefix, maxKoRounds } = await loadLeagueSettings(tx);
  // A seeded hash of (kind, entry id) in [0, 1): where each manager goes.
  const draw = (kind: string) =>
    sql.raw(
      `(('x' || substr(md5('${seed}:${kind}:' || e.id), 1, 8))::bit(32)::bigint / 4294967296.0)`,
    );
  await tx.execute(sql`
    create temp table demo_memberships on commit drop as
    select e.id as entry_id, 'f' as kind, floor(${draw('f')} * ${friends})::int as slot
    from entries e where e.id between ${from} and ${to}
    union all
    select e.id, 'o', floor(${draw('o')} * ${offices})::int
    from entries e where e.id between ${from} and ${to} and ${draw('o2')} < 0.5
    union all
    select e.id, 'c', floor(${draw('c')} * 3)::int
    from entries e where e.id between ${from} and ${to} and ${draw('c2')} < 0.4
    union all
    select x.id, 'p', (x.n / ${publicSize})::int from (
      select e.id, row_number() over (order by ${draw('p')}) - 1 as n
      from entries e where e.id between ${from} and ${to} and ${draw('p2')} < 0.3
    ) x
    union all
    select e.id, 'h', floor(${draw('h')} * ${rivals})::int
    from entries e where e.id between ${from} and ${to} and ${draw('h2')} < 0.33
    union all
    select x.id, 'q', (x.n / ${publicH2hSize})::int from (
      select e.id, row_number() over (order by ${draw('q')}) - 1 as n
      from entries e where e.id between ${from} and ${to} and ${draw('q2')} < 0.2
    ) x`);
  // One league per (kind, slot) with members; its admin the oldest member (public: none).
  const names = (list: readonly string[]) => sql.raw(`array['${list.join("','")}']`);
  const [first] = await queryRows<{ id: number | null }>(
    tx,
    sql`select coalesce(max(id), 0) + 1 as id from leagues`,
  );
  // Public leagues (p classic, q head-to-head) have no code and no admin.
  const isPublic = sql.raw(`kind in ('p', 'q')`);
  await tx.execute(sql`
    insert into leagues (id, name, league_type, scoring, code, code_privacy, admin_entry,
                         start_event, has_cup, max_entries, ko_rounds)
    select ${first!.id} + row_number() over (order by kind, slot) - 1,
           case kind
             when 'f' then (${names(FRIENDS)})[1 + slot % ${FRIENDS.length}] || ' League ' || slot
             when 'o' then (${names(OFFICES)})[1 + slot % ${OFFICES.length}] || ' ' || slot
             when 'c' then (${names(COMMUNITY)})[1 + slot]
             when 'h' then (${names(RIVALS)})[1 + slot % ${RIVALS.length}] || ' ' || slot
             else ${publicPrefix} end,
           case when ${isPublic} then 'c' else 'x' end,
           case when kind in ('h', 'q') then 'h' else 'c' end,
           case when ${isPublic} then null
             else ${code(sql`row_number() over (order by kind, slot)`, seed)} end,
           case kind when 'c' then 'a' when 'o' then 'l' else 'p' end,
           case when ${isPublic} then null else admin end,
           ${event}, kind in ('f', 'o', 'c'),
           case kind when 'p' then ${publicSize}::int when 'q' then ${publicH2hSize}::int end,
           case when kind = 'h' and slot % 4 > 0 then least(slot % 4, ${maxKoRounds}::int) end
    from (select kind, slot, min(entry_id) as admin from demo_memberships group by kind, slot) l`);
  await tx.execute(sql`
    update leagues set name = name || ' ' || id
    where league_type = 'c' and name = ${publicPrefix} and id >= ${first!.id}`);
  await tx.execute(sql`
    insert into league_entries (entry_id, league_id, joined_at)
    select m.entry_id, l.id, e.created_at
    from (select kind, slot, row_number() over (order by kind, slot) - 1 as n
          from demo_memberships group by kind, slot) k
    join demo_memberships m on m.kind = k.kind and m.slot = k.slot
    join leagues l on l.id = ${first!.id} + k.n
    join entries e on e.id = m.entry_id
    on conflict do nothing`);
  await tx.execute(sql`select setval(pg_get_serial_sequence('leagues', 'id'),
                                     greatest((select max(id) from leagues), 1))`);
}

/** A few invitational leagues with their codes, largest first: for `game status`. */
export async function demoLeagueCodes(tx: Tx, limit = 5) {
  return queryRows<{ id: number; name: string; code: string; members: number }>(
    tx,
    sql`select l.id, l.name, l.code, count(*)::int as members
        from leagues l join league_entries le on le.league_id = l.id
        where l.league_type = 'x' and not l.closed and l.code is not null
        group by l.id order by count(*) desc, l.id limit ${limit}`,
  );
}
