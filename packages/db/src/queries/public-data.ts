// What the public payloads (bootstrap, fixtures, a player's detail, a gameweek's live points)
// depend on, as one cache key: the data version the runner bumps, the deadlines passed at
// `now`, and how far the fixtures have been played (minutes and flags move as stats post).
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../raw-sql';

/** The cache key of every public payload at `now`. */
export async function publicDataKey(db: Tx, now: Date): Promise<string> {
  const [row] = await queryRows<{ version: string; passed: string; played: string }>(
    db,
    sql`select (select version from game_settings where id = 1) as version,
               (select count(*) from events where deadline_time <= ${now.toISOString()}) as passed,
               (select coalesce(sum(minutes), 0) + count(*) filter (where finished)
                  + count(*) filter (where finished_provisional) from fixtures) as played`,
  );
  return `${row?.version}:${row?.passed}:${row?.played}`;
}

/** The first deadline after `now`, when the public payloads change without a write. */
export async function nextDeadlineAfter(db: Tx, now: Date): Promise<Date | null> {
  const [row] = await queryRows<{ at: string | Date | null }>(
    db,
    sql`select min(deadline_time) as at from events where deadline_time > ${now.toISOString()}`,
  );
  return row?.at ? new Date(row.at) : null;
}

/** Whether there is a gameweek `event`. */
export async function eventExists(db: Tx, event: number): Promise<boolean> {
  const [row] = await queryRows<{ known: boolean }>(
    db,
    sql`select exists (select 1 from events where id = ${event}) as known`,
  );
  return row?.known ?? false;
}

/** The gameweek `event` once its deadline has passed at `now`, else undefined. */
export async function passedEvent(db: Tx, event: number, now: Date): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from events where id = ${event} and deadline_time <= ${now.toISOString()}`,
  );
  return row?.id;
}

/** Every gameweek's deadline, in order. */
export async function eventDeadlines(db: Tx): Promise<{ id: number; deadline_time: Date }[]> {
  const rows = await queryRows<{ id: number; deadline_time: string | Date }>(
    db,
    sql`select id, deadline_time from events order by id`,
  );
  return rows.map((e) => ({ id: e.id, deadline_time: new Date(e.deadline_time) }));
}

/** Answers when the database does. */
export async function pingDatabase(db: Tx): Promise<void> {
  await queryRows(db, sql`select 1`);
}

/** Tells the public caches that the data changed: the data version moves on. */
export async function bumpDataVersion(tx: Tx): Promise<void> {
  await tx.execute(sql`update game_settings set version = version + 1 where id = 1`);
}

/** The season's first deadline, or null before there are gameweeks. */
export async function firstDeadline(tx: Tx): Promise<Date | string | null> {
  const [first] = await queryRows<{ deadline: Date | string | null }>(
    tx,
    sql`select min(deadline_time) as deadline from events`,
  );
  return first?.deadline ?? null;
}
