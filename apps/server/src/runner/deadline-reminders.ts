// A day before each deadline, a reminder mail to every manager who asked for emails in Team
// Details and whose team has not changed since the last deadline. One INSERT ... SELECT into the
// outbox, recorded as the gameweek's runner step in the same transaction: sent once, whatever
// the number of passes or restarts.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@ofl/db';
import { squadCarriedOnSql } from './rules-sql';
import { isDone, markDone } from './steps';

/** How long before the deadline the reminders go out. */
export const REMINDER_LEAD_MS = 86_400_000;
const STEP = 'deadline reminders';

const deadlineText = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Mails the reminders of `event` when `now` is within a day before its deadline and they have
 * not gone out yet; the number of mails, or null when it was not their time.
 *
 * A team has not changed when the gameweek's row (copied forward at the last deadline) holds the
 * same players in the same positions, the same captain and vice-captain as the last deadline's,
 * with no transfer made and no chip played. After a Free Hit the team compared with is the one
 * the copy forward handed back (the last deadline's before the chip), not the Free Hit's own. A
 * gameweek's first deadline has no team to compare with, and neither has a manager who joined
 * since: neither gets a reminder.
 */
export async function sendDeadlineReminders(
  db: Db,
  event: number,
  deadline: Date,
  now: Date,
): Promise<number | null> {
  if (now >= deadline || now.getTime() < deadline.getTime() - REMINDER_LEAD_MS) return null;
  if (await isDone(db, event, STEP)) return null;
  const subject = `Gameweek ${event} deadline: ${deadlineText.format(deadline)} UTC`;
  const before = `The Gameweek ${event} deadline is ${deadlineText.format(deadline)} UTC, and your team "`;
  const after =
    '" is as it was at the last deadline: no transfers, the same lineup and captain.\n\n' +
    'To make changes, open Pick Team and Transfers before the deadline.\n\n' +
    'You get this mail because you asked for emails in Team Details; untick that option to stop them.';
  return db.transaction(async (tx) => {
    const [sent] = await queryRows<{ mails: number }>(
      tx,
      sql`with mailed as (
            insert into mail_outbox ("to", subject, body)
            select u.email, ${subject}, ${before} || e.name || ${after}
            from entries e
            join users u on u.id = e.user_id
            join entry_picks n on n.entry_id = e.id and n.event = ${event}
            join entry_picks l on l.entry_id = e.id
              and l.event = (select max(id) from events where id < ${event})
            join lateral (
              select b.elements, b.captain, b.vice_captain from entry_picks b
              where b.entry_id = e.id and b.event <= l.event
                and ${squadCarriedOnSql(sql`b.active_chip`)}
              order by b.event desc limit 1) p on true
            where e.email_opt_in
              and n.event_transfers = 0 and n.active_chip is null
              and n.elements = p.elements
              and n.captain = p.captain and n.vice_captain = p.vice_captain
            order by e.id
            returning 1)
          select count(*)::int as mails from mailed`,
    );
    await markDone(tx, event, STEP);
    return sent?.mails ?? 0;
  });
}
