// After a gameweek is finalised: its prize winners and, when it ends a month (phase), the
// month's winners and highest score (SPEC §5 eligibility, engine prizes/). The gameweek's are read
// from its finalised ranks down the (event, rank) index, only as far as the prize's places
// reach among eligible entries; the engine ranks those few with the official ties.
import { sql } from 'drizzle-orm';
import {
  PRIZE_PLACES,
  latestEligibleStart,
  prizeWinners,
  type PrizeScore,
  type PrizeWinner,
} from '@ofl/engine';
import { queryRows, type Db, type Tx } from '@ofl/db';
import { bumpVersion, isDone, jsonParam, markDone } from '../steps';

/** Writes the winners due after `event`; false when it is not finalised or already done. */
export async function writeWinners(db: Db, event: number): Promise<boolean> {
  if (!(await isDone(db, event, 'finalised')) || (await isDone(db, event, 'winners'))) return false;
  await db.transaction(async (tx) => {
    await replaceWinners(tx, 'event', event, await gameweekWinners(tx, event));
    const ending = await queryRows<{ id: number; start: number }>(
      tx,
      sql`select id, start_event as start from phases where stop_event = ${event} order by id`,
    );
    for (const phase of ending) await writePhase(tx, phase.id, phase.start, event);
    await markDone(tx, event, 'winners');
    await bumpVersion(tx);
  });
  return true;
}

/** The gameweek's winners: eligible entries (joined in time, no chip) by finalised rank. */
async function gameweekWinners(tx: Tx, event: number): Promise<PrizeWinner[]> {
  const eligible = sql`entry_history h
    join entries e on e.id = h.entry_id
    join entry_picks p on p.entry_id = h.entry_id and p.event = h.event
    where h.event = ${event} and e.started_event <= ${latestEligibleStart(event)}
      and p.active_chip is null`;
  // The rank of the last place's holder; every eligible entry ranked as well or better wins.
  const [last] = await queryRows<{ rank: number }>(
    tx,
    sql`select h.rank from ${eligible} order by h.rank limit 1 offset ${PRIZE_PLACES.event - 1}`,
  );
  const scores = await queryRows<PrizeScore>(
    tx,
    sql`select h.entry_id as entry, h.points from ${eligible}
        ${last ? sql`and h.rank <= ${last.rank}` : sql``}`,
  );
  return prizeWinners(scores, PRIZE_PLACES.event);
}

/** A month's points (its gameweeks' net points), highest score and winners, once it ends. */
async function writePhase(tx: Tx, phase: number, start: number, stop: number): Promise<void> {
  await tx.execute(sql`
    create temp table phase_scores on commit drop as
    select h.entry_id, e.started_event, h.total_points - coalesce(b.total_points, 0) as points
    from entry_history h
    join entries e on e.id = h.entry_id
    left join entry_history b on b.entry_id = h.entry_id and b.event = ${start - 1}
    where h.event = ${stop}`);
  const eligible = sql`phase_scores where started_event <= ${latestEligibleStart(start)}`;
  const [last] = await queryRows<{ points: number }>(
    tx,
    sql`select points from ${eligible} order by points desc
        limit 1 offset ${PRIZE_PLACES.phase - 1}`,
  );
  const scores = await queryRows<PrizeScore>(
    tx,
    sql`select entry_id as entry, points from ${eligible}
        ${last ? sql`and points >= ${last.points}` : sql``}`,
  );
  await replaceWinners(tx, 'phase', phase, prizeWinners(scores, PRIZE_PLACES.phase));
  await tx.execute(sql`
    update phases set highest_score = (select max(points) from phase_scores) where id = ${phase}`);
  await tx.execute(sql`drop table phase_scores`);
}

async function replaceWinners(
  tx: Tx,
  kind: 'event' | 'phase',
  period: number,
  winners: readonly PrizeWinner[],
): Promise<void> {
  await tx.execute(sql`delete from prize_winners where kind = ${kind} and period = ${period}`);
  if (winners.length === 0) return;
  await tx.execute(sql`
    insert into prize_winners (kind, period, rank_sort, rank, entry_id, points)
    select ${kind}, ${period}, w."rankSort", w.rank, w.entry, w.points
    from jsonb_to_recordset(${jsonParam(winners)})
      as w("rankSort" int, rank int, entry int, points int)`);
}
