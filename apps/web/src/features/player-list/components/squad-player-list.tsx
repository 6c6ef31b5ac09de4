import { useMemo } from 'react';
import type { GameElement } from '@ofl/api';

import type { GameData } from '../../../components/ui/pitch/game-data';
import type { SquadPlayerListState } from '../hooks/use-squad-player-list';
import { PlayerListPanel } from './player-list-panel';
import { PlayerListSidebar } from './player-list-sidebar';

/**
 * The player list of the screens that build a squad (Squad Selection, Transfers): the positions
 * with squad slots only, as the Assistant Manager needs his chip; each row adds its player, and
 * the drawer closes once one is added.
 */
export function SquadPlayerList({
  data,
  watched,
  list,
  isSelected,
  onAdd,
  onInfo,
}: {
  data: GameData;
  /** The watchlist's player codes, or null for a player without a team. */
  watched: readonly number[] | null;
  list: SquadPlayerListState;
  isSelected: (element: GameElement) => boolean;
  /** Adds the player; true when he was added. */
  onAdd: (element: GameElement) => boolean;
  onInfo: (element: number) => void;
}) {
  const types = useMemo(() => data.element_types.filter((t) => t.squad_select > 0), [data]);
  const elements = useMemo(
    () => data.elements.filter((e) => types.some((t) => t.id === e.element_type)),
    [data, types],
  );
  return (
    <PlayerListSidebar open={list.open} onOpenChange={list.onOpenChange}>
      {(close) => (
        <PlayerListPanel
          elements={elements}
          elementTypes={types}
          teams={data.teams}
          watched={watched}
          state={list.state}
          isSelected={isSelected}
          selectLabel={(e) => `Add ${e.web_name}`}
          onInfo={(e) => onInfo(e.id)}
          onSelect={(e) => {
            if (onAdd(e)) close();
          }}
        />
      )}
    </PlayerListSidebar>
  );
}
