// What the team screens (Pick Team, Transfers, Squad Selection) start from.
import { useMemo } from 'react';
import type { GameSettings } from '@ofl/engine';

import { engineSettings, type GameData } from '../../components/ui/pitch/game-data';
import { useMe } from '../../lib/api/get-me';
import { useMyTeam } from '../../lib/api/get-my-team';
import { useBootstrap } from '../../features/bootstrap/api/get-bootstrap-static';
import { nextEvent } from '../../features/bootstrap/utils/events';

/**
 * The signed-in player, his entry, the game data, the next gameweek and his team planned for it:
 * the team is asked for only when there is a next gameweek to plan.
 */
export function useNextGameweekTeam() {
  const me = useMe().data;
  const entryId = me?.player?.entry ?? null;
  const bootstrap = useBootstrap().data;
  const next = bootstrap ? nextEvent(bootstrap.events) : undefined;
  const myTeam = useMyTeam(next ? entryId : null);
  return { me, entryId, bootstrap, next, myTeam };
}

/** The engine's settings of the game data, worked out again only when the data changes. */
export function useEngineSettings(data: GameData): GameSettings {
  return useMemo(() => engineSettings(data), [data]);
}
