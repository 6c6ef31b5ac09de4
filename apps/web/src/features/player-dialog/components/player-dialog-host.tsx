import type { GameData } from '../../../components/ui/pitch/game-data';
import { usePlayerDialog } from '../hooks/use-player-dialog';
import { PlayerDialog } from './player-dialog';
import type { DialogEvent } from './player-dialog';

/**
 * Shows the dialog of the player named in the URL, if any. A route renders it once; every
 * player on the page opens it with `usePlayerDialog().open(id)`. `watched` is null for a visitor
 * or a player without a team, who get no watchlist button.
 */
export function PlayerDialogHost({
  data,
  events,
  watched,
  onToggleWatch,
}: {
  data: GameData;
  events: readonly DialogEvent[];
  watched: readonly number[] | null;
  onToggleWatch: (code: number, add: boolean) => void;
}) {
  const { id, close } = usePlayerDialog();
  const element = id ? data.elements.find((e) => e.id === id) : undefined;
  if (!element) return null;
  const isWatched = watched?.includes(element.code) ?? false;
  return (
    <PlayerDialog
      key={element.id}
      element={element}
      data={data}
      events={events}
      watch={
        watched
          ? { watched: isWatched, onToggle: () => onToggleWatch(element.code, !isWatched) }
          : undefined
      }
      onClose={close}
    />
  );
}
