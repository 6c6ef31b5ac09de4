/** A moment as 'Sat 16 Aug 15:00' in the manager's time zone: deadlines and kick-offs. */
export function formatDayTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
