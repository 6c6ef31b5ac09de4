// Head-to-head schedules (game rules §7.3): at the deadline of a league's first gameweek its
// members are fixed and the engine's round robin (h2hSchedule, over an order shuffled from the
// league's own seed, with the AVERAGE team for an odd count) gives every league gameweek up to
// the knock-outs, or GW38. From then on the league is locked (presenters/league.ts).
import { sql } from 'drizzle-orm';
import { h2hSchedule, h2hStopEvent, seededRng, type EntryId } from '@ofl/engine';
import { queryRows, type Tx } from '@ofl/db';
import { leagueSeed } from './league-seeds';
import { jsonParam } from './steps';

/** Rows inserted per statement. */
const BATCH = 20_000;

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
  let rows: { league: number; event: number; entry_1: number; entry_2: number | null }[] = [];
  let written = 0;
  const flush = async () => {
    if (rows.length === 0) return;
    await tx.execute(sql`
      insert into league_matches (league_id, kind, event, entry_1, entry_2)
      select r.league, 'h2h', r.event, r.entry_1, r.entry_2
      from jsonb_to_recordset(${jsonParam(rows)})
        as r(league int, event smallint, entry_1 int, entry_2 int)`);
    written += rows.length;
    rows = [];
  };
  for (const league of leagues) {
    const pairings = h2hSchedule(league.members as EntryId[], {
      startEvent: event,
      stopEvent: h2hStopEvent(last, league.ko_rounds ?? 0),
      rng: seededRng(leagueSeed(league.id, event, 'schedule')),
    });
    for (const p of pairings) {
      rows.push({ league: league.id, event: p.event, entry_1: p.entry1, entry_2: p.entry2 });
    }
    if (rows.length >= BATCH) await flush();
  }
  await flush();
  return written;
}
