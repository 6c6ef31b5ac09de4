// The season's deadlines as an iCalendar feed: one event per gameweek deadline, each with
// alarms a day and an hour before, so a manager subscribes once and is told every week.
import { escapeText, utcDateTime, writeCalendar, type Component } from './icalendar';

export interface Deadline {
  id: number;
  deadline_time: Date;
}

/** The Pick Team page of the web app. */
const PICK_TEAM_PATH = '/my-team';

/** An alarm `before` (an RFC 5545 duration) the deadline, with its own text. */
const alarm = (before: string, description: string): Component => ({
  name: 'VALARM',
  properties: [
    ['ACTION', 'DISPLAY'],
    ['TRIGGER', `-${before}`],
    ['DESCRIPTION', escapeText(description)],
  ],
});

/**
 * The calendar of `deadlines`: UIDs stay the same per gameweek (and host), so a calendar app
 * moves a rescheduled deadline instead of adding a second one.
 */
export function deadlinesCalendar(deadlines: Deadline[], origin: string, now: Date): string {
  const host = new URL(origin).host;
  const pickTeam = `${origin}${PICK_TEAM_PATH}`;
  const stamp = utcDateTime(now);
  const events = deadlines.map(({ id, deadline_time }): Component => {
    const summary = `Gameweek ${id} deadline`;
    return {
      name: 'VEVENT',
      properties: [
        ['UID', `gameweek-${id}-deadline@${host}`],
        ['DTSTAMP', stamp],
        ['DTSTART', utcDateTime(deadline_time)],
        ['DTEND', utcDateTime(deadline_time)],
        ['SUMMARY', escapeText(summary)],
        [
          'DESCRIPTION',
          escapeText(`Make your transfers and pick your team before the deadline: ${pickTeam}`),
        ],
        ['URL', pickTeam],
        ['TRANSP', 'TRANSPARENT'],
      ],
      components: [alarm('P1D', `${summary} in a day`), alarm('PT1H', `${summary} in an hour`)],
    };
  });
  return writeCalendar({
    name: 'VCALENDAR',
    properties: [
      ['VERSION', '2.0'],
      ['PRODID', '-//Open Fantasy League//Deadlines//EN'],
      ['CALSCALE', 'GREGORIAN'],
      ['METHOD', 'PUBLISH'],
      ['X-WR-CALNAME', escapeText('Open Fantasy League deadlines')],
    ],
    components: events,
  });
}
