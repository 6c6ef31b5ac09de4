import { formatDayTime } from '../../../lib/format-time';
import './team-screen.css';

/** A team screen's next deadline: the gameweek's name, and when it falls in the viewer's time. */
export function Deadline({ event }: { event: { name: string; deadline_time: string } }) {
  return (
    <p className="team-deadline">
      <strong>{event.name} Deadline:</strong>{' '}
      <time dateTime={event.deadline_time}>{formatDayTime(event.deadline_time)}</time>
    </p>
  );
}
