import { Link } from 'react-router';

import { paths } from '../../../../config/paths';

/**
 * Previous and Next around a gameweek's points (SPEC §2 Entry points). Next from the current
 * gameweek leads the owner to Pick Team; nobody gets a link past the current gameweek.
 */
export function GameweekNav({
  entryId,
  eventId,
  firstEvent,
  currentEvent,
  own,
  title,
}: {
  entryId: number;
  eventId: number;
  firstEvent: number;
  currentEvent: number | null;
  own: boolean;
  title: string;
}) {
  const previous = eventId > firstEvent ? eventId - 1 : null;
  const nextHref =
    currentEvent != null && eventId < currentEvent
      ? paths.entryEvent.getHref(entryId, eventId + 1)
      : own && eventId === currentEvent
        ? paths.myTeam.getHref()
        : null;
  return (
    <nav className="gameweek-nav" aria-label="Gameweeks">
      {previous != null ? (
        <Link className="gameweek-nav__link" to={paths.entryEvent.getHref(entryId, previous)}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <h2 className="gameweek-nav__title">{title}</h2>
      {nextHref ? (
        <Link className="gameweek-nav__link" to={nextHref}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
