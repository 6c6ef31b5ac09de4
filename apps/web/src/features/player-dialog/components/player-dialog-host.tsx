import type { Bootstrap } from '@ofl/api';

import type { GameData } from '../../../components/ui/pitch/game-data';
import { useMe } from '../../../lib/api/get-me';
import { useToggleWatchlist } from '../../../lib/api/toggle-watchlist';
import { usePlayerDialog } from '../../../hooks/use-player-dialog';
import { PlayerDialog } from './player-dialog';

/**
 * Shows the dialog of the player named in the URL, if any. The page frame renders it once, so
 * every player on every page opens it with `usePlayerDialog().open(id)`. The watchlist button is
 * there only for a manager with a team (SPEC §2), who adds and removes optimistically.
 */
export function PlayerDialogHost({ bootstrap }: { bootstrap: Bootstrap }) {
  const { id, close } = usePlayerDialog();
  const me = useMe().data;
  const watchlist = useToggleWatchlist();
  const data: GameData = bootstrap;
  const element = id ? data.elements.find((e) => e.id === id) : undefined;
  if (!element) return null;
  const watched = me?.player?.entry != null ? me.watched : null;
  const isWatched = watched?.includes(element.code) ?? false;
  return (
    <PlayerDialog
      key={element.id}
      element={element}
      data={data}
      events={bootstrap.events}
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
