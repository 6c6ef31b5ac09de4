// Bookkeeping shared by the lifecycle steps: which steps ran, and the public data version.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '@ofl/db';

/** True when `step` of `event` has run to the end. */
export async function isDone(db: Tx, event: number, step: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from runner_steps where event = ${event} and step = ${step}`,
  );
  return rows.length > 0;
}

/** Records a step as done; call it in the step's own transaction so both land or neither. */
export async function markDone(tx: Tx, event: number, step: string): Promise<void> {
  await tx.execute(
    sql`insert into runner_steps (event, step) values (${event}, ${step}) on conflict do nothing`,
  );
}

/** Tells the public caches (bootstrap-static, fixtures, event live) that the data changed. */
export { bumpDataVersion as bumpVersion } from '@ofl/db';

/** Rows as a jsonb parameter, for set-based joins against values computed by the engine. */
export { jsonParam } from '@ofl/db';

/**
 * The last steps the runner takes for a gameweek: once all of them are done, every step of it
 * is (the deadline, its bonus days and reminders before the finalisation, the rest after it).
 * A simulated season's player news follows too; an imported one keeps its source's news.
 */
const SETTLING_STEPS = ['deadline', 'news:preview', 'finalised', 'news:review', 'fdr', 'winners'];

/** The gameweeks whose every step is done, which a pass can pass over without asking each one. */
export async function settledGameweeks(db: Tx, imported: boolean): Promise<Set<number>> {
  const steps = imported ? SETTLING_STEPS : [...SETTLING_STEPS, 'player-news'];
  const rows = await queryRows<{ event: number }>(
    db,
    sql`select event from runner_steps
        where event > 0 and step in (${sql.join(
          steps.map((s) => sql`${s}`),
          sql`, `,
        )})
        group by event having count(*) = ${steps.length}`,
  );
  return new Set(rows.map((r) => r.event));
}
