import { useState } from 'react';

import { PlayerButton } from '../../../components/player-button';
import { ListView } from '../../../components/ui/pitch/list-view';
import { PitchView } from '../../../components/ui/pitch/pitch-view';
import type { GameData } from '../../../components/ui/pitch/game-data';
import type { PitchSlot } from '../../../components/ui/pitch/types';
import { playerSlots } from '../../../components/ui/pitch/player-slot';
import { ViewTabs, type TeamView } from '../../../components/ui/view-tabs';
import type { DreamTeam } from '../../../lib/api/get-dream-team';
import { fullName } from '../../../lib/player-name';

/** A dream team's players as pitch cards, each with his points; a tap calls onPlayer. */
export function dreamTeamSlots(
  team: DreamTeam,
  data: GameData,
  onPlayer: (element: number) => void,
): PitchSlot[] {
  const elements = new Map(data.elements.map((e) => [e.id, e]));
  const card = playerSlots(data);
  return team.team.flatMap(({ element, points }) => {
    const e = elements.get(element);
    if (!e) return [];
    return [
      {
        ...card(String(element), {
          name: e.web_name,
          elementType: e.element_type,
          team: e.team,
          names: e,
        }),
        caption: `${points} pts`,
        label: `${e.web_name}, ${points} points`,
        onSelect: () => onPlayer(element),
      },
    ];
  });
}

/**
 * A dream team on the pitch and as a list, with the Player of the Week (or Season) and the
 * team's Total Points (SPEC §2 Other pages, Team of the week).
 */
export function DreamTeamView({
  team,
  data,
  season,
  onPlayer,
}: {
  team: DreamTeam;
  data: GameData;
  season: boolean;
  onPlayer: (element: number) => void;
}) {
  const [view, setView] = useState<TeamView>('pitch');
  const elements = new Map(data.elements.map((e) => [e.id, e]));
  const teams = new Map(data.teams.map((t) => [t.id, t]));
  const types = new Map(data.element_types.map((t) => [t.id, t]));
  const total = team.team.reduce((sum, p) => sum + p.points, 0);
  const top = team.top_player ? elements.get(team.top_player.id) : undefined;
  const places = team.team
    .map((p) => ({ ...p, e: elements.get(p.element) }))
    .filter((p) => p.e !== undefined);
  const slots = dreamTeamSlots(team, data, onPlayer);
  return (
    <div className="dream-team">
      <dl className="dream-team__figures">
        <div>
          <dt>{season ? 'Player of the Season' : 'Player of the Week'}</dt>
          <dd>
            {top ? <PlayerButton id={top.id}>{fullName(top)}</PlayerButton> : '-'}
            {team.top_player && <span> {team.top_player.points} pts</span>}
          </dd>
        </div>
        <div>
          <dt>Total Points</dt>
          <dd>{total}</dd>
        </div>
      </dl>
      <ViewTabs view={view} onChange={setView} label="Team view" />
      {view === 'pitch' ? (
        <PitchView starters={slots} bench={[]} />
      ) : (
        <ListView
          groups={[
            {
              title: season ? 'Team of the Season' : 'Team of the Week',
              rows: places.map(({ element, points, e }) => ({
                key: String(element),
                name: e!.web_name,
                detail: teams.get(e!.team)?.short_name ?? '',
                cells: {
                  pos: types.get(e!.element_type)?.singular_name_short ?? '',
                  pts: points,
                },
                onSelect: () => onPlayer(element),
                selectLabel: `${e!.web_name}, ${points} points`,
              })),
            },
          ]}
          columns={[
            { key: 'pos', label: 'Pos', title: 'Position' },
            { key: 'pts', label: 'Pts', title: 'Points' },
          ]}
        />
      )}
    </div>
  );
}
