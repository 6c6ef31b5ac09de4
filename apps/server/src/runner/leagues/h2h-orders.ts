// Head-to-head orders (game rules §7.3): at the deadline of a league's first gameweek its
// members are fixed and shuffled from the league's own seed into the order of the engine's round
// robin (h2hOrder, the AVERAGE team last for an odd count). One row per league: every league
// gameweek's pairings up to the knock-outs, or GW38, follow from it (h2h-pairings.ts), so no
// schedule is written. From then on the league is locked (presenters/league.ts).
import { sql } from 'drizzle-orm';
import { h2hOrder, seededRng, type EntryId } from '@ofl/engine';
import { queryRows, type Tx } from '@ofl/db';
import { leagueSeed } from './league-seeds';

/** An array literal of integers (NULL for null) for a ::int[] parameter. */
export const intArray = (values: readonly (number | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

/** Members per statement: the orders are sent as flat columns and grouped back by league. */
const BATCH = 200_000;

/** Stores the order of every H2H league that starts with `event` and has none yet. */
export async function orderH2hLeagues(tx: Tx, event: number): Promise<number> {
  const leagues = await queryRows<{ id: number; members: number[] }>(
    tx,
    sql`select l.id, array_agg(le.entry_id order by le.entry_id) as members
        from leagues l join league_entries le on le.league_id = l.id
        where l.scoring = 'h' and l.start_event = ${event}
          and not exists (select 1 from h2h_orders o where o.league_id = l.id)
        group by l.id order by l.id`,
  );
  // Columns as arrays: unnest reads them far faster than a JSON document of rows.
  let cols = { league: [] as number[], place: [] as number[], entry: [] as (number | null)[] };
  const flush = async () => {
    if (cols.league.length === 0) return;
    await tx.execute(sql`
      insert into h2h_orders (league_id, members)
      select r.league, array_agg(r.entry order by r.place)
      from unnest(${intArray(cols.league)}::int[], ${intArray(cols.place)}::int[],
                  ${intArray(cols.entry)}::int[]) as r(league, place, entry)
      group by r.league`);
    cols = { league: [], place: [], entry: [] };
  };
  for (const league of leagues) {
    const order = h2hOrder(
      league.members as EntryId[],
      seededRng(leagueSeed(league.id, event, 'schedule')),
    );
    order.forEach((entry, place) => {
      cols.league.push(league.id);
      cols.place.push(place);
      cols.entry.push(entry);
    });
    if (cols.league.length >= BATCH) await flush();
  }
  await flush();
  return leagues.length;
}
