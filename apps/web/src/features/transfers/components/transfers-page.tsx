import { useState } from 'react';
import type { ReactNode } from 'react';
import type { EntryChip, GameSettings } from '@ofl/engine';

import { Alert } from '../../../components/ui/alert';
import { Deadline } from '../../../components/ui/pitch/deadline';
import { TeamActions } from '../../../components/ui/pitch/team-actions';
import type { GameData } from '../../../components/ui/pitch/game-data';
import type { TransfersPlan } from '../hooks/use-transfers-plan';
import { chipName } from '../../../lib/chips';
import { activeTransferChip } from '../utils/transfer-chips';
import { TransferChipsPanel } from './transfer-chips-panel';
import { TransfersScoreboard } from './transfers-scoreboard';
import { TransfersViews } from './transfers-views';
import './transfers.css';
import { ViewTabs, type TeamView } from '../../../components/ui/view-tabs';

/**
 * The Transfers page's team side (SPEC §2): the deadline, the transfer chips and their banner,
 * the scoreboard, the rule messages, the squad in pitch or list view, Reset and Make Transfers.
 * The player list comes in as `playerList`.
 */
export function TransfersPage({
  event,
  plan,
  data,
  settings,
  playerList,
  error,
  onRemoved,
  onInfo,
  onCancelActiveChip,
  onMakeTransfers,
}: {
  event: { id: number; name: string; deadline_time: string };
  plan: TransfersPlan;
  data: GameData;
  settings: GameSettings;
  playerList: ReactNode;
  error: string | null;
  onRemoved: (elementType: number) => void;
  onInfo: (element: number) => void;
  onCancelActiveChip: (chip: EntryChip) => void;
  onMakeTransfers: () => void;
}) {
  const [view, setView] = useState<TeamView>('pitch');
  const active = activeTransferChip(plan.chips);
  const rules = plan.issues.violations.filter(
    (v) => v.code === 'over_team_limit' || v.code === 'budget_exceeded',
  );

  const toggle = (chip: EntryChip) => {
    const status = chip.status_for_entry;
    if (status === 'proposed') plan.cancelProposed(chip);
    else if (status === 'active') onCancelActiveChip(chip);
    else plan.propose(chip);
  };

  return (
    <section className="page team-screen transfers">
      <h1>Transfers</h1>
      <Deadline event={event} />
      {active && (
        <p className="transfers__banner" role="status">
          {chipName(active.name)} Active
        </p>
      )}
      <div className="team-layout">
        <div className="team-main team-panel">
          <TransferChipsPanel
            chips={plan.transferChips}
            allChips={plan.chips}
            event={event.id}
            canCancel={plan.canCancel}
            needsConfirmation={plan.needsConfirmation}
            onToggle={toggle}
          />
          <TransfersScoreboard freeLeft={plan.freeLeft} cost={plan.cost} issues={plan.issues} />
          {plan.message && <Alert type="error">{plan.message}</Alert>}
          {error && <Alert type="error">{error}</Alert>}
          {rules.map((v) => (
            <Alert key={v.code} type="error">
              {v.message}
            </Alert>
          ))}
          <ViewTabs view={view} onChange={setView} label="Squad view" />
          <TransfersViews
            view={view}
            plan={plan}
            data={data}
            settings={settings}
            onRemoved={onRemoved}
            onInfo={onInfo}
          />
          <TeamActions
            actions={[
              {
                label: 'Reset',
                disabled:
                  !plan.changed && !plan.chips.some((c) => c.status_for_entry === 'proposed'),
                onClick: plan.reset,
              },
              {
                label: 'Make Transfers',
                disabled: !plan.canConfirm,
                onClick: onMakeTransfers,
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
