import { useState, type ReactNode } from 'react';
import type { GameSettings } from '@ofl/engine';

import { Alert } from '../../../components/ui/alert';
import { DeadlinesCalendarLink } from '../../../components/deadlines-calendar-link';
import { Deadline } from '../../../components/ui/pitch/deadline';
import { TeamActions } from '../../../components/ui/pitch/team-actions';
import type { GameData } from '../../../components/ui/pitch/game-data';
import type { PickTeamState } from '../hooks/use-pick-team';
import { ChipsPanel } from './chips-panel';
import { PickTeamViews } from './pick-team-views';
import type { FixtureCaptions } from './pick-team-views';
import { PlayerMenu } from './player-menu';
import { TeamSavedDialog } from './team-saved-dialog';
import './pick-team.css';
import { ViewTabs, type TeamView } from '../../../components/ui/view-tabs';
import { fullName } from '../../../lib/player-name';

/** After a save: 'initial' opens the Team Saved dialog, 'saved' shows only the notice. */
export type SaveState = 'initial' | 'saving' | 'saved' | null;

/**
 * Pick Team (SPEC §2): the title with the team name, the next deadline, the hint, the chips,
 * pitch and list views, the player menu and Save Your Team.
 */
export function PickTeam({
  teamName,
  event,
  state,
  data,
  settings,
  fixtures,
  saveState,
  saveError,
  onSave,
  onCloseSaved,
  onInfo,
  liveRank,
}: {
  teamName: string;
  event: { id: number; name: string; deadline_time: string };
  state: PickTeamState;
  data: GameData;
  settings: GameSettings;
  fixtures: FixtureCaptions;
  saveState: SaveState;
  saveError: string | null;
  onSave: () => void;
  onCloseSaved: () => void;
  /** Opens a player's dialog by id. */
  onInfo: (element: number) => void;
  /** The live rank of the gameweek being played, if any. */
  liveRank?: ReactNode;
}) {
  const [view, setView] = useState<TeamView>('pitch');
  const [menuFor, setMenuFor] = useState<number | null>(null);
  const menuPick = state.picks.find((p) => p.element === menuFor);
  const menuElement = data.elements.find((e) => e.id === menuFor);

  return (
    <section className="page team-screen pick-team">
      <h1>Pick Team - {teamName}</h1>
      <Deadline event={event} />
      <DeadlinesCalendarLink />
      {liveRank}
      <ChipsPanel
        chips={state.chips}
        saved={state.savedChips}
        event={event.id}
        onToggle={state.toggleChip}
      />
      <div className="team-panel">
        <p className="pick-team__hint">
          To change your captain use the menu which appears when clicking on a player
        </p>
        {/* The notice is about the team as saved: an unsaved change takes it down. */}
        {(saveState === 'saved' || saveState === 'initial') && !state.changed ? (
          <Alert type="success">Your team has been saved.</Alert>
        ) : null}
        {saveError && <Alert type="error">{saveError}</Alert>}
        <ViewTabs view={view} onChange={setView} label="Team view" />
        <PickTeamViews
          view={view}
          picks={state.picks}
          data={data}
          settings={settings}
          fixtures={fixtures}
          onSelect={(element) => {
            // A highlighted target completes the switch at once; anyone else opens the menu.
            const pick = state.picks.find((p) => p.element === element);
            if (pick?.subStatus === 'target') state.select(element);
            else setMenuFor(element);
          }}
        />
        <TeamActions
          actions={[
            {
              label: 'Save Your Team',
              disabled: !state.changed || saveState === 'saving',
              onClick: onSave,
              primary: true,
            },
          ]}
        />
      </div>
      {menuPick && (
        <PlayerMenu
          name={menuElement ? fullName(menuElement) : ''}
          pick={menuPick}
          canCaptain={state.canCaptain(menuPick.element)}
          canViceCaptain={state.canViceCaptain(menuPick.element)}
          onSwitch={() => state.select(menuPick.element)}
          onCaptain={() => state.makeCaptain(menuPick.element)}
          onViceCaptain={() => state.makeViceCaptain(menuPick.element)}
          onInfo={() => onInfo(menuPick.element)}
          onClose={() => setMenuFor(null)}
        />
      )}
      {saveState === 'initial' && <TeamSavedDialog onClose={onCloseSaved} />}
    </section>
  );
}
