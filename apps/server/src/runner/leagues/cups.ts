// The cups (game rules §7.4, SPEC §4 Cup), run at finalisation after the classic tables: the
// Overall cup, each fan league's and country's, and every invitational classic league's with
// has_cup. Three steps, each in a transaction of its own with its runner_steps row, so a crash
// means running the step again with the same result:
// - 'cup results': the round played in the gameweek. The higher net score wins, set-based; the
//   tied matches go to the engine's decideKnockoutRound with their tie-break goals and a coin
//   toss seeded by the cup and the gameweek (the engine draws from it only on a coin toss, in
//   the drawn order, so deciding the tied matches alone gives the same tosses);
// - 'cup draws': the next round's random draw among each cup's winners, seeded the same way;
// - 'cup qualification': a league whose cup would start next gameweek (cupPlan from the members
//   who joined by this gameweek) qualifies on this gameweek's net scores (cupQualification),
//   gets its own cup row (leagues.qualifying_league, the parent's cup_league) and its first draw.
// A cup's matches are league_matches of kind 'cup' in the cup's row; a bye is drawn with its
// winner already set. Members who join later are not entered.
import { sql } from 'drizzle-orm';
import {
  cupPlan,
  cupQualification,
  decideKnockoutRound,
  drawKnockoutRound,
  seededRng,
  type EntryId,
  type KnockoutPairing,
  type KnockoutSide,
} from '@ofl/engine';
import { queryRows, type Db, type Tx } from '@ofl/db';
import { knockoutTiebreaks } from './knockout-tiebreaks';
import { isDone, markDone } from '../steps';

/** The last gameweek, the one of every cup's final. */
const LAST_EVENT = 38;

/** The seed of a cup round's draw and coin tosses: reproducible from the cup and the gameweek. */
export function knockoutSeed(league: number, event: number): number {
  return (league * 64 + event) >>> 0;
}

/** Runs the cup steps of finalised gameweek `event` that have not run yet. */
export async function writeCups(db: Db, event: number, lap: (part: string) => void = () => {}) {
  const steps: [string, (tx: Tx, event: number) => Promise<unknown>][] = [
    ['cup results', decideCupRounds],
    ['cup draws', drawNextCupRounds],
    ['cup qualification', qualifyCups],
  ];
  for (const [step, run] of steps) {
    if (await isDone(db, event, step)) continue;
    await db.transaction(async (tx) => {
      await run(tx, event);
      await markDone(tx, event, step);
    });
    lap(step);
  }
}

/** Entry ids from the database, for the engine's branded type. */
const asEntries = (ids: readonly number[]) => ids as readonly EntryId[];

const ints = (values: readonly (number | null)[]) =>
  sql`${`{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`}::int[]`;
const texts = (values: readonly (string | null)[]) =>
  sql`${`{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`}::text[]`;
const bools = (values: readonly boolean[]) =>
  sql`${`{${values.map((v) => (v ? 't' : 'f')).join(',')}}`}::boolean[]`;

/** Members who joined before this are in a cup qualifying on `event`: its gameweek's end. */
const joinedBy = (event: number) => sql`coalesce(
  (select deadline_time from events where id = ${event + 1}), 'infinity'::timestamptz)`;

/** Decides every cup match of `event`; returns how many went to the tie-breaks. */
export async function decideCupRounds(tx: Tx, event: number): Promise<number> {
  await tx.execute(sql`
    update league_matches m set
      entry_1_points = s.p1, entry_2_points = s.p2, tiebreak = null,
      winner = case when m.is_bye then m.entry_1 when s.p1 > s.p2 then m.entry_1
                    when s.p2 > s.p1 then m.entry_2 end
    from (
      select x.id, coalesce(h1.points - h1.event_transfers_cost, 0) as p1,
             coalesce(h2.points - h2.event_transfers_cost, 0) as p2
      from league_matches x
      left join entry_history h1 on h1.entry_id = x.entry_1 and h1.event = ${event}
      left join entry_history h2 on h2.entry_id = x.entry_2 and h2.event = ${event}
      where x.kind = 'cup' and x.event = ${event}
    ) s
    where m.id = s.id`);
  const tied = await queryRows<{
    id: number;
    league_id: number;
    entry_1: number;
    entry_2: number;
    points: number;
    knockout_name: string;
  }>(
    tx,
    sql`select id, league_id, entry_1, entry_2, entry_1_points as points, knockout_name
        from league_matches where kind = 'cup' and event = ${event} and winner is null
        order by league_id, id`,
  );
  if (tied.length === 0) return 0;
  const goals = await knockoutTiebreaks(
    tx,
    event,
    tied.flatMap((m) => [m.entry_1, m.entry_2]),
  );
  const sides = new Map<EntryId, Omit<KnockoutSide, 'entry'>>();
  for (const m of tied) {
    for (const entry of asEntries([m.entry_1, m.entry_2])) {
      const g = goals.get(entry);
      sides.set(entry, {
        points: m.points,
        transfersCost: 0,
        goalsScored: g?.goalsScored ?? 0,
        goalsConceded: g?.goalsConceded ?? 0,
      });
    }
  }
  const decided: { id: number; winner: number; tiebreak: string | null }[] = [];
  for (const [league, matches] of groupBy(tied, (m) => m.league_id)) {
    const pairings: KnockoutPairing[] = matches.map((m) => ({
      event,
      entry1: m.entry_1 as EntryId,
      entry2: m.entry_2 as EntryId,
      isBye: false,
      knockoutName: m.knockout_name,
    }));
    const results = decideKnockoutRound(pairings, sides, seededRng(knockoutSeed(league, event)));
    results.forEach((r, i) =>
      decided.push({ id: matches[i]!.id, winner: r.winner, tiebreak: r.tiebreak }),
    );
  }
  await tx.execute(sql`
    update league_matches m set winner = u.winner, tiebreak = to_jsonb(u.tiebreak)
    from unnest(${ints(decided.map((d) => d.id))}, ${ints(decided.map((d) => d.winner))},
                ${texts(decided.map((d) => d.tiebreak))}) as u(id, winner, tiebreak)
    where m.id = u.id`);
  return decided.length;
}

/** Draws the round after `event` in every cup whose round of `event` is decided. */
export async function drawNextCupRounds(tx: Tx, event: number): Promise<number> {
  if (event >= LAST_EVENT) return 0;
  const rows = await queryRows<{ league_id: number; winner: number }>(
    tx,
    sql`select m.league_id, m.winner from league_matches m
        where m.kind = 'cup' and m.event = ${event} and m.winner is not null
          and not exists (select 1 from league_matches n
                          where n.league_id = m.league_id and n.kind = 'cup'
                            and n.event = ${event + 1})
        order by m.league_id, m.id`,
  );
  const draws = [...groupBy(rows, (r) => r.league_id)].map(([league, winners]) => ({
    league,
    entries: winners.map((w) => w.winner),
  }));
  return insertDraws(tx, event + 1, draws);
}

/** Inserts each cup's seeded draw of the round played in `event`; returns the matches drawn. */
async function insertDraws(
  tx: Tx,
  event: number,
  draws: readonly { league: number; entries: readonly number[] }[],
): Promise<number> {
  const rows: { league: number; pairing: KnockoutPairing }[] = [];
  for (const { league, entries } of draws) {
    if (entries.length < 2) continue;
    for (const pairing of drawKnockoutRound(
      asEntries(entries),
      event,
      seededRng(knockoutSeed(league, event)),
    )) {
      rows.push({ league, pairing });
    }
  }
  if (rows.length === 0) return 0;
  await tx.execute(sql`
    insert into league_matches (league_id, kind, event, entry_1, entry_2, is_bye, winner,
                                knockout_name, is_knockout)
    select u.league_id, 'cup', ${event}, u.entry_1, u.entry_2, u.is_bye,
           case when u.is_bye then u.entry_1 end, u.knockout_name, true
    from unnest(${ints(rows.map((r) => r.league))}, ${ints(rows.map((r) => r.pairing.entry1))},
                ${ints(rows.map((r) => r.pairing.entry2))},
                ${bools(rows.map((r) => r.pairing.isBye))},
                ${texts(rows.map((r) => r.pairing.knockoutName))})
      with ordinality as u(league_id, entry_1, entry_2, is_bye, knockout_name, n)
    order by u.n`);
  return rows.length;
}

/**
 * Qualifies every cup that starts next gameweek, given the members who joined by `event`.
 * Returns the cups made.
 */
export async function qualifyCups(tx: Tx, event: number): Promise<number> {
  if (event >= LAST_EVENT) return 0;
  // No league is larger than the game: before the biggest possible cup qualifies, none does.
  const [game] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from entries`);
  if (cupPlan(game?.n ?? 0).qualificationEvent > event) return 0;
  const leagues = await queryRows<{ id: number; name: string; league_type: string; n: number }>(
    tx,
    sql`select l.id, l.name, l.league_type, count(*)::int as n
        from leagues l join league_entries le on le.league_id = l.id
        where l.has_cup and l.scoring = 'c' and l.cup_league is null
          and l.qualifying_league is null and le.joined_at < ${joinedBy(event)}
        group by l.id order by l.id`,
  );
  let made = 0;
  for (const league of leagues) {
    const plan = cupPlan(league.n, LAST_EVENT);
    if (plan.rounds === 0 || plan.qualificationEvent > event) continue;
    if ((await qualifyCup(tx, league, event, LAST_EVENT)) !== null) made++;
  }
  return made;
}

/**
 * Qualifies league `league`'s cup on `event` for a final in `lastEvent`: its own row, its
 * qualified teams and their first draw. Returns the cup's id, or null for fewer than two teams.
 */
export async function qualifyCup(
  tx: Tx,
  league: { id: number; name: string; league_type: string },
  event: number,
  lastEvent: number,
): Promise<number | null> {
  // Only joining by the qualification gameweek or after it matters to the rule.
  const candidates = await queryRows<{ entry: number; joined: number; score: number }>(
    tx,
    sql`select le.entry_id as entry,
               case when le.joined_at < ${joinedBy(event)} then ${event} else ${event + 1} end
                 as joined,
               coalesce(h.points - h.event_transfers_cost, 0) as score
        from league_entries le
        left join entry_history h on h.entry_id = le.entry_id and h.event = ${event}
        where le.league_id = ${league.id}`,
  );
  const { qualified } = cupQualification(
    candidates.map((c) => ({
      entry: c.entry as EntryId,
      joinedEvent: c.joined,
      qualificationScore: c.score,
    })),
    event,
    lastEvent,
  );
  if (qualified.length < 2) return null;
  const [cup] = await queryRows<{ id: number }>(
    tx,
    sql`insert into leagues (name, league_type, scoring, start_event, code_privacy, closed,
                             qualifying_league, qualification_event, qualification_numbers,
                             has_byes)
        values (${league.name}, ${league.league_type}, 'h', ${event + 1}, 'p', true,
                ${league.id}, ${event}, ${qualified.length},
                ${(qualified.length & (qualified.length - 1)) !== 0})
        returning id`,
  );
  await tx.execute(sql`update leagues set cup_league = ${cup!.id} where id = ${league.id}`);
  await insertDraws(tx, event + 1, [{ league: cup!.id, entries: qualified }]);
  return cup!.id;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}
