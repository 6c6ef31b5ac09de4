// Head-to-head schedules (game rules §7.3): at the deadline of a league's first gameweek its
// members are fixed and the engine's round robin (h2hSchedule, over an order shuffled from the
// league's own seed, with the AVERAGE team for an odd count) gives every league gameweek up to
// the knock-outs, or GW38. From then on the league is locked (presenters/league.ts).
import { sql } from 'drizzle-orm';
import { h2hSchedule, h2hStopEvent, seededRng, type EntryId } from '@ofl/engine';
import { queryRows, type Tx } from '@ofl/db';
import { leagueSeed } from './league-seeds';

/** An array literal of integers (NULL for null) for a ::int[] parameter. */
const intArray = (values: readonly (number | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

/** Rows inserted per statement. */
const BATCH = 50_000;

/** Writes the schedule of every H2H league that starts with `event` and has none yet. */
export async function scheduleH2hLeagues(tx: Tx, event: number): Promise<number> {
  const [season] = await queryRows<{ last: number | null }>(
    tx,
    sql`select max(id) as last from events`,
  );
  const last = season?.last ?? event;
  const leagues = await queryRows<{ id: number; ko_rounds: number | null; members: number[] }>(
    tx,
    sql`select l.id, l.ko_rounds, array_agg(le.entry_id order by le.entry_id) as members
        from leagues l join league_entries le on le.league_id = l.id
        where l.scoring = 'h' and l.start_event = ${event}
          and not exists (select 1 from league_matches m
                          where m.league_id = l.id and m.kind = 'h2h')
        group by l.id order by l.id`,
  );
  // Columns as arrays: unnest reads them far faster than a JSON document of rows.
  let cols = {
    league: [] as number[],
    event: [] as number[],
    one: [] as number[],
    two: [] as (number | null)[],
  };
  let written = 0;
  const flush = async () => {
    if (cols.league.length === 0) return;
    await tx.execute(sql`
      insert into league_matches (league_id, kind, event, entry_1, entry_2)
      select r.league, 'h2h', r.event, r.one, r.two
      from unnest(${intArray(cols.league)}::int[], ${intArray(cols.event)}::smallint[],
                  ${intArray(cols.one)}::int[], ${intArray(cols.two)}::int[])
        as r(league, event, one, two)`);
    written += cols.league.length;
    cols = { league: [], event: [], one: [], two: [] };
  };
  for (const league of leagues) {
    const pairings = h2hSchedule(league.members as EntryId[], {
      startEvent: event,
      stopEvent: h2hStopEvent(last, league.ko_rounds ?? 0),
      rng: seededRng(leagueSeed(league.id, event, 'schedule')),
    });
    for (const p of pairings) {
      cols.league.push(league.id);
      cols.event.push(p.event);
      cols.one.push(p.entry1);
      cols.two.push(p.entry2);
    }
    if (cols.league.length >= BATCH) await flush();
  }
  await flush();
  return written;
}
