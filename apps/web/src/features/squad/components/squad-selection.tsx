import { useState } from 'react';
import type { ReactNode } from 'react';
import type { GameSettings } from '@ofl/engine';
import { squadMembers } from '@ofl/engine/squad';

import { Alert } from '../../../components/ui/alert';
import { TeamActions } from '../../../components/ui/pitch/team-actions';
import type { GameData } from '../../../components/ui/pitch/game-data';
import { ListView } from '../../../components/ui/pitch/list-view';
import { formatMoney } from '../../../lib/money';
import type { SquadBuilder } from '../hooks/use-squad-builder';
import { Scoreboard } from '../../../components/scoreboard';
import { SquadPitch } from './squad-pitch';
import { ViewTabs, type TeamView } from '../../../components/ui/view-tabs';

/**
 * The squad selection screen's team side: scoreboard, the rule messages, Auto Pick, Reset and
 * Enter Squad, and the squad in pitch or list view, each player with his information button. The
 * player list comes in as `playerList`.
 */
export function SquadSelection({
  builder,
  data,
  settings,
  playerList,
  onEmptySlot,
  onEnter,
  onInfo,
}: {
  builder: SquadBuilder;
  data: GameData;
  settings: GameSettings;
  playerList: ReactNode;
  onEmptySlot: (elementType: number) => void;
  onEnter: () => void;
  /** Opens a player's dialog by id. */
  onInfo: (element: number) => void;
}) {
  const [view, setView] = useState<TeamView>('pitch');
  const overLimit = builder.issues.violations.find((v) => v.code === 'over_team_limit');
  const typeById = new Map(data.element_types.map((t) => [t.id, t]));
  const teams = new Map(data.teams.map((t) => [t.id, t]));
  const rows = squadMembers(builder.slots).map((m) => {
    const element = builder.elements.get(m.element);
    return {
      key: String(m.element),
      name: m.web_name,
      detail: `${teams.get(m.team)?.short_name ?? ''} ${typeById.get(m.element_type)?.singular_name_short ?? ''}`,
      cells: {
        form: element?.form ?? '',
        pts: element?.total_points ?? 0,
        cost: formatMoney(m.price),
      },
      onSelect: () => builder.remove(builder.slots.indexOf(m) + 1),
      selectLabel: `Remove ${m.web_name}`,
      onInfo: () => onInfo(m.element),
      infoLabel: `View information about ${m.web_name}`,
    };
  });

  return (
    <section className="page team-screen">
      <h1>Squad Selection</h1>
      <p className="page-intro">
        Select a maximum of {settings.squad_team_limit} players from a single team or &lsquo;Auto
        Pick&rsquo; if you&apos;re short of time.
      </p>
      <div className="team-layout">
        <div className="team-main team-panel team-main--follow">
          <Scoreboard issues={builder.issues} />
          {builder.message && <Alert type="error">{builder.message}</Alert>}
          {overLimit && <Alert type="error">{overLimit.message}</Alert>}
          <ViewTabs view={view} onChange={setView} label="Squad view" />
          {view === 'pitch' ? (
            <SquadPitch
              slots={builder.slots}
              settings={settings}
              data={data}
              elements={builder.elements}
              onRemove={builder.remove}
              onEmpty={onEmptySlot}
              onInfo={onInfo}
            />
          ) : (
            <ListView
              groups={[{ title: 'Squad', rows }]}
              columns={[
                { key: 'form', label: 'Form' },
                { key: 'pts', label: 'Pts', title: 'Total points' },
                { key: 'cost', label: 'Cost' },
              ]}
            />
          )}
          <TeamActions
            actions={[
              { label: 'Auto Pick', disabled: !builder.canAutoPick, onClick: builder.autoPick },
              { label: 'Reset', disabled: !builder.canReset, onClick: builder.reset },
              {
                label: 'Enter Squad',
                disabled: !builder.canEnter,
                onClick: onEnter,
                primary: true,
              },
            ]}
          />
        </div>
        {playerList}
      </div>
    </section>
  );
}
