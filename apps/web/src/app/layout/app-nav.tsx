import type { GameEvent } from '@ofl/api';

import type { Me } from '../../lib/api/get-me';
import { currentEvent, nextEvent } from '../../features/bootstrap/utils/events';
import { useEntry } from '../../features/entry/api/get-entry';
import { NavBar } from '../../features/navigation/components/nav-bar';
import { navItems } from '../../features/navigation/utils/nav-items';

/** The navigation for the current visitor; `plain` while the server reports an error. */
export function AppNav({
  me,
  events,
  plain,
}: {
  me: Me | undefined;
  events: readonly GameEvent[];
  plain: boolean;
}) {
  const player = me?.player ?? null;
  const entryId = player?.entry ?? null;
  // Points needs the entry's first gameweek; it is fetched only when a gameweek is current.
  const current = currentEvent(events);
  const entry = useEntry(current ? entryId : null);
  const items = navItems({
    loggedIn: player != null,
    entry: entryId,
    startedEvent: entry.data?.started_event,
    currentEventId: current?.id,
    hasNextEvent: nextEvent(events) !== undefined,
    origin: window.location.origin,
  });
  return <NavBar items={items} plain={plain} />;
}
