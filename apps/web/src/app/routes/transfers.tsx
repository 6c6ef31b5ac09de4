import { lazy, Suspense, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { EntryChip } from '@ofl/engine';
import type { Bootstrap, GameEvent } from '@ofl/api';

import type { GameData } from '../../components/ui/pitch/game-data';
import { paths } from '../../config/paths';
import type { MyTeam } from '../../lib/api/get-my-team';
import { usePlayerDialog } from '../../hooks/use-player-dialog';
import { SquadPlayerList } from '../../features/player-list/components/squad-player-list';
import { useSquadPlayerList } from '../../features/player-list/hooks/use-squad-player-list';
import { GameOverDialog } from '../../features/squad/components/game-over-dialog';
import { useMakeTransfers } from '../../features/transfers/api/make-transfers';
import { ConfirmTransfersDialog } from '../../features/transfers/components/confirm-transfers-dialog';
import { TransfersPage } from '../../features/transfers/components/transfers-page';
import { useTransfersPlan } from '../../features/transfers/hooks/use-transfers-plan';
import { chipName } from '../../lib/chips';
import { showRefusal } from '../../lib/refusal';
import { LoadError } from './load-error';
import { PageLoading } from './page-loading';
import { useEngineSettings, useNextGameweekTeam } from './team-screens';

// The planner and comparison load after the team: the page can be used while they arrive.
const TransferPlanner = lazy(
  () => import('../../features/transfers/components/planner/transfer-planner'),
);

/** Transfers: shown once the team is loaded; with no next gameweek, the Game over dialog. */
export function Component() {
  const navigate = useNavigate();
  const { me, entryId, bootstrap, next, myTeam } = useNextGameweekTeam();
  if (!bootstrap || entryId == null) return <Navigate to={paths.home.getHref()} replace />;
  if (!next) {
    return (
      <section className="page">
        <h1>Transfers</h1>
        <GameOverDialog onClose={() => void navigate(paths.home.getHref())} />
      </section>
    );
  }
  if (myTeam.error) return <LoadError error={myTeam.error} title="Transfers" pages={[]} />;
  if (!myTeam.data) return <PageLoading title="Transfers" />;
  return (
    <TransfersScreen
      entryId={entryId}
      team={myTeam.data}
      bootstrap={bootstrap}
      event={next}
      watched={me?.watched ?? []}
    />
  );
}

// SPEC §8: only these refusals are shown; any other reloads the page.
const SHOWN_CODES = new Set([
  'transfer_cap_exceeded',
  'transfer_element_in_price_mismatch',
  'transfer_element_out_price_mismatch',
]);

function TransfersScreen({
  entryId,
  team,
  bootstrap,
  event,
  watched,
}: {
  entryId: number;
  team: MyTeam;
  bootstrap: Bootstrap;
  event: GameEvent;
  watched: readonly number[];
}) {
  const navigate = useNavigate();
  const data: GameData = bootstrap;
  const settings = useEngineSettings(data);
  const plan = useTransfersPlan(team, data, settings, event.id);
  const list = useSquadPlayerList();
  const dialog = usePlayerDialog();
  const make = useMakeTransfers(entryId);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const nameOf = (id: number) => plan.elements.get(id)?.web_name ?? String(id);

  const confirm = () => {
    setError(null);
    // The cap is the engine's rule: a 21st transfer is refused here as the server would.
    if (plan.cap) {
      setError(plan.cap.message);
      return;
    }
    make.mutate(
      { chip: plan.chip, entry: entryId, event: event.id, transfers: plan.transfers },
      {
        onSuccess: () => void navigate(paths.myTeam.getHref()),
        onError: (failure) => showRefusal(failure, SHOWN_CODES, setError),
      },
    );
  };

  const cancelActive = (chip: EntryChip) => {
    setPageError(null);
    make.mutate(
      { chip: null, entry: entryId, event: event.id, transfers: [] },
      { onError: (failure) => showRefusal(failure, SHOWN_CODES, setPageError) },
    );
    void chip;
  };

  return (
    <>
      <TransfersPage
        event={event}
        plan={plan}
        data={data}
        settings={settings}
        error={pageError}
        onRemoved={list.showPosition}
        onInfo={dialog.open}
        onCancelActiveChip={cancelActive}
        onMakeTransfers={() => {
          setError(null);
          setConfirming(true);
        }}
        playerList={
          <SquadPlayerList
            data={data}
            watched={watched}
            list={list}
            isSelected={plan.has}
            onAdd={plan.add}
            onInfo={dialog.open}
          />
        }
      />
      <Suspense fallback={null}>
        <TransferPlanner
          entryId={entryId}
          team={team}
          data={data}
          settings={settings}
          event={event.id}
          lastEvent={bootstrap.events.at(-1)?.id ?? event.id}
        />
      </Suspense>
      {confirming && (
        <ConfirmTransfersDialog
          transfers={plan.transfers}
          nameOf={nameOf}
          cost={plan.cost}
          chipName={plan.chip ? chipName(plan.chip) : null}
          error={error}
          pending={make.isPending}
          onConfirm={confirm}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
