import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { squadMembers } from '@ofl/engine/squad';
import type { Bootstrap } from '@ofl/api';

import type { GameData } from '../../components/ui/pitch/game-data';
import { paths } from '../../config/paths';
import { useMe } from '../../lib/api/get-me';
import { useBootstrap } from '../../features/bootstrap/api/get-bootstrap-static';
import { nextEvent } from '../../features/bootstrap/utils/events';
import { usePlayerDialog } from '../../hooks/use-player-dialog';
import { SquadPlayerList } from '../../features/player-list/components/squad-player-list';
import { useSquadPlayerList } from '../../features/player-list/hooks/use-squad-player-list';
import { useCreateEntry } from '../../features/squad/api/create-entry';
import { EnterSquadDialog } from '../../features/squad/components/enter-squad-dialog';
import type { EntryDetails } from '../../features/squad/components/enter-squad-dialog';
import { GameOverDialog } from '../../features/squad/components/game-over-dialog';
import { SquadSelection } from '../../features/squad/components/squad-selection';
import { useSquadBuilder } from '../../features/squad/hooks/use-squad-builder';
import { clearSavedSquad } from '../../features/squad/utils/squad-storage';
import { showRefusal } from '../../lib/refusal';
import { useEngineSettings } from './team-screens';

/** Squad selection for a player without a team; everyone else gets a notice of why not. */
export function Component() {
  const player = useMe().data?.player;
  const bootstrap = useBootstrap().data;
  if (player && player.entry == null && bootstrap) {
    return <SquadSelectionScreen bootstrap={bootstrap} />;
  }
  return (
    <section className="page notice">
      <h1>Squad Selection</h1>
      {player ? (
        <>
          <p>You have already selected your squad.</p>
          <p>
            <Link className="button button--primary" to={paths.myTeam.getHref()}>
              Pick Team
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>You need to sign in to select your squad.</p>
          <p>
            <Link className="button button--primary" to={paths.home.getHref()}>
              Sign in
            </Link>{' '}
            <Link className="button button--secondary" to={paths.register.getHref()}>
              Sign Up Now
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

// SPEC §8: a price change is explained; any other refusal reloads the page.
const SHOWN_CODES = new Set(['price_changed']);

function SquadSelectionScreen({ bootstrap }: { bootstrap: Bootstrap }) {
  const navigate = useNavigate();
  const data: GameData = bootstrap;
  const settings = useEngineSettings(data);
  const builder = useSquadBuilder(data, settings);
  const list = useSquadPlayerList();
  const dialog = usePlayerDialog();
  const [entering, setEntering] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateEntry();

  const enter = (details: EntryDetails) => {
    setError(null);
    const picks = squadMembers(builder.slots).map((m) => ({
      element: m.element as number,
      purchase_price: m.price as number,
    }));
    create.mutate(
      { ...details, picks },
      {
        onSuccess: () => {
          clearSavedSquad();
          void navigate(paths.myTeam.getHref());
        },
        onError: (failure) => showRefusal(failure, SHOWN_CODES, setError),
      },
    );
  };

  if (!nextEvent(bootstrap.events)) {
    return <GameOverDialog onClose={() => void navigate(paths.home.getHref())} />;
  }

  return (
    <>
      <SquadSelection
        builder={builder}
        data={data}
        settings={settings}
        onEmptySlot={(type) => {
          list.showPosition(type);
          list.onOpenChange(true);
        }}
        onEnter={() => setEntering(true)}
        onInfo={dialog.open}
        playerList={
          <SquadPlayerList
            data={data}
            watched={null}
            list={list}
            isSelected={builder.has}
            // The drawer closes either way, so a refusal's message is in sight.
            onAdd={(e) => {
              builder.add(e);
              return true;
            }}
            onInfo={dialog.open}
          />
        }
      />
      {entering && (
        <EnterSquadDialog
          teams={data.teams}
          onClose={() => setEntering(false)}
          onSubmit={enter}
          submitting={create.isPending}
          error={error}
        />
      )}
    </>
  );
}
