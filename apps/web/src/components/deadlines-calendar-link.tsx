/** The server's iCalendar feed of every gameweek deadline. */
export const DEADLINES_CALENDAR_URL = '/api/calendar/deadlines.ics';

/** A link to subscribe once, in any calendar app, to every deadline of the season. */
export function DeadlinesCalendarLink() {
  return (
    <p>
      <a href={DEADLINES_CALENDAR_URL} type="text/calendar">
        Add deadlines to your calendar
      </a>
    </p>
  );
}
