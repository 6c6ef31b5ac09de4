import { formatDayTime } from '../../../lib/format-time';

/** A team screen's next deadline: the gameweek's name, and when it falls in the viewer's time. */
export function Deadline({
  event,
  className,
}: {
  event: { name: string; deadline_time: string };
  className: string;
}) {
  return (
    <p className={className}>
      <strong>{event.name} Deadline:</strong>{' '}
      <time dateTime={event.deadline_time}>{formatDayTime(event.deadline_time)}</time>
    </p>
  );
}
