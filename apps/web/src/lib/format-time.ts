// A formatter costs about a millisecond to make and nothing to reuse: pages format dozens of
// kick-offs and deadlines as they first draw.
let dayTime: Intl.DateTimeFormat | undefined;

/** A moment as 'Sat 16 Aug 15:00' in the manager's time zone: deadlines and kick-offs. */
export function formatDayTime(iso: string): string {
  dayTime ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return dayTime.format(new Date(iso));
}
