// The deadline reminder mails, through the runner's passes: a day before the deadline, to the
// managers who asked for emails and left their team as it was at the last deadline; to nobody
// else, and once only however many passes follow.
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventDeadlines, queryRows } from '@ofl/db';
import { useTestApp } from '../../test/build-app';
import { buildEntryWithSquad } from '../../test/factories';
import { setGameClock } from '../cache/clock';
import { REMINDER_LEAD_MS } from './deadline-reminders';
import { runPass } from './game-runner';

const t = useTestApp();
const rowsOf = <T>(query: SQL) => queryRows<T>(t.database.db, query);

/** The managers' cases, by name: whether they asked for emails, and what they changed. */
const CASES = {
  unchanged: { optIn: true, change: null },
  notAsked: { optIn: false, change: null },
  transferred: { optIn: true, change: sql`event_transfers = 1, elements[1] = elements[2]` },
  newCaptain: { optIn: true, change: sql`captain = vice_captain, vice_captain = captain` },
  benched: { optIn: true, change: sql`elements = elements[12:15] || elements[1:11]` },
  chip: { optIn: true, change: sql`active_chip = 'bboost'` },
  freeHit: {
    optIn: true,
    change: sql`active_chip = 'freehit', elements = elements[12:15] || elements[1:11]`,
  },
} as const;
type Name = keyof typeof CASES;

const emails = new Map<Name, string>();
let gw2Deadline: Date;
let gw3Deadline: Date;

/** The reminder mails in the outbox, by recipient. */
const reminders = () =>
  rowsOf<{ to: string; subject: string; body: string }>(
    sql`select "to", subject, body from mail_outbox where subject like 'Gameweek %' order by id`,
  );

const passAt = async (at: Date) => {
  await setGameClock(t.database.db, at);
  return runPass(t.database);
};

beforeAll(async () => {
  const [gw1, gw2, gw3] = await eventDeadlines(t.database.db);
  gw2Deadline = gw2!.deadline_time;
  gw3Deadline = gw3!.deadline_time;
  for (const [name, { optIn }] of Object.entries(CASES) as [Name, (typeof CASES)[Name]][]) {
    const { entryId } = await buildEntryWithSquad(t, { name: `Mine, ${name}` });
    await t.database.db.execute(
      sql`update entries set email_opt_in = ${optIn} where id = ${entryId}`,
    );
    const [user] = await rowsOf<{ email: string }>(
      sql`select u.email from users u join entries e on e.user_id = u.id where e.id = ${entryId}`,
    );
    emails.set(name, user!.email);
  }
  // The first deadline has no team before it to compare with: no reminder.
  const first = await passAt(new Date(gw1!.deadline_time.getTime() - REMINDER_LEAD_MS / 2));
  expect(first.steps).toContain('0 deadline reminders mailed');
  await passAt(new Date(gw1!.deadline_time.getTime() + 60_000));
  for (const [name, { change }] of Object.entries(CASES) as [Name, (typeof CASES)[Name]][]) {
    if (!change) continue;
    await t.database.db.execute(sql`update entry_picks set ${change}
      where event = 2 and entry_id = (select e.id from entries e join users u on u.id = e.user_id
                                      where u.email = ${emails.get(name)!})`);
  }
}, 120_000);

describe('deadline reminders', () => {
  it('are not sent more than a day before the deadline', async () => {
    await passAt(new Date(gw2Deadline.getTime() - REMINDER_LEAD_MS - 60_000));
    expect(await reminders()).toEqual([]);
  });

  it('go a day before, to those who asked and left their team as it was, and only to them', async () => {
    const report = await passAt(new Date(gw2Deadline.getTime() - REMINDER_LEAD_MS + 60_000));
    expect(report.steps).toContain('1 deadline reminders mailed');
    const mails = await reminders();
    expect(mails.map((m) => m.to)).toEqual([emails.get('unchanged')]);
    expect(mails[0]!.subject).toMatch(/^Gameweek 2 deadline: /);
    expect(mails[0]!.body).toContain('your team "Mine, unchanged"');
  });

  it('are sent once, however many passes follow before the deadline', async () => {
    const report = await passAt(new Date(gw2Deadline.getTime() - 3_600_000));
    expect(report.steps.some((step) => step.includes('reminders'))).toBe(false);
    expect(await reminders()).toHaveLength(1);
  });

  it('go next time to everyone who asked and changed nothing since, a Free Hit handed back too', async () => {
    const report = await passAt(new Date(gw3Deadline.getTime() - REMINDER_LEAD_MS + 60_000));
    expect(report.steps).toContain('6 deadline reminders mailed');
    const gw3 = (await reminders()).filter((m) => m.subject.startsWith('Gameweek 3 '));
    const asked = (Object.keys(CASES) as Name[]).filter((name) => CASES[name].optIn);
    expect(gw3.map((m) => m.to).sort()).toEqual(asked.map((name) => emails.get(name)).sort());
  });
});
