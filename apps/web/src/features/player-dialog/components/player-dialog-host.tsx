import type { GameData } from '../../../components/ui/pitch/game-data';
import { useMe } from '../../auth/api/get-me';
import { useToggleWatchlist } from '../../watchlist/api/toggle-watchlist';
import { usePlayerDialog } from '../hooks/use-player-dialog';
import { PlayerDialog } from './player-dialog';
import type { DialogEvent } from './player-dialog';

/**
 * Shows the dialog of the player named in the URL, if any. A route renders it once; every
 * player on the page opens it with `usePlayerDialog().open(id)`. The watchlist button is there
 * only for a manager with a team (SPEC §2), who adds and removes optimistically.
 */
export function PlayerDialogHost({
  data,
  events,
}: {
  data: GameData;
  events: readonly DialogEvent[];
}) {
  const { id, close } = usePlayerDialog();
  const me = useMe().data;
  const watchlist = useToggleWatchlist();
  const element = id ? data.elements.find((e) => e.id === id) : undefined;
  if (!element) return null;
  const watched = me?.player?.entry != null ? me.watched : null;
  const isWatched = watched?.includes(element.code) ?? false;
  return (
    <PlayerDialog
      key={element.id}
      element={element}
      data={data}
      events={events}
      watch={
        watched
          ? {
              watched: isWatched,
              onToggle: () => watchlist.mutate({ code: element.code, add: !isWatched }),
            }
          : undefined
      }
      onClose={close}
    />
  );
}
