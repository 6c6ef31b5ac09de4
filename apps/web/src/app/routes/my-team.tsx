import { useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import type { Bootstrap, GameEvent } from '@ofl/api';

import type { GameData } from '../../components/ui/pitch/game-data';
import { paths } from '../../config/paths';
import { useEntry } from '../../features/entry/api/get-entry';
import { LiveRank } from '../../features/entry/components/live/live-rank';
import { nextFixtureLabels, useEventFixtures } from '../../features/my-team/api/get-fixtures';
import type { MyTeam } from '../../lib/api/get-my-team';
import { useSaveMyTeam } from '../../features/my-team/api/save-my-team';
import { usePlayerDialog } from '../../hooks/use-player-dialog';
import { PickTeam } from '../../features/my-team/components/pick-team';
import type { SaveState } from '../../features/my-team/components/pick-team';
import type { FixtureCaptions } from '../../features/my-team/components/pick-team-views';
import { usePickTeam } from '../../features/my-team/hooks/use-pick-team';
import { LoadError } from './load-error';
import { PageLoading } from './page-loading';
import { useEngineSettings, useNextGameweekTeam } from './team-screens';

/** Pick Team: shown only once the entry and its picks are loaded; no next gameweek, home. */
export function Component() {
  const { entryId, bootstrap, next, myTeam } = useNextGameweekTeam();
  const entry = useEntry(entryId);
  if (!bootstrap || !next || entryId == null) return <Navigate to={paths.home.getHref()} replace />;
  // Nothing of the team shows until the entry and picks are in (SPEC §2); the title is kept
  // for screen readers, and a failure keeps the page in the shell with its own notice.
  const error = entry.error ?? myTeam.error;
  if (error) return <LoadError error={error} title="Pick Team" pages={[]} />;
  if (!entry.data || !myTeam.data) return <PageLoading title="Pick Team" />;
  return (
    <PickTeamScreen
      entryId={entryId}
      teamName={entry.data.name}
      startedEvent={entry.data.started_event}
      team={myTeam.data}
      bootstrap={bootstrap}
      event={next}
    />
  );
}

function PickTeamScreen({
  entryId,
  teamName,
  startedEvent,
  team,
  bootstrap,
  event,
}: {
  entryId: number;
  teamName: string;
  startedEvent: number;
  team: MyTeam;
  bootstrap: Bootstrap;
  event: GameEvent;
}) {
  const data: GameData = bootstrap;
  const settings = useEngineSettings(data);
  const state = usePickTeam(team, settings);
  const save = useSaveMyTeam(entryId);
  const dialog = usePlayerDialog();
  const [saveState, setSaveState] = useState<SaveState>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const fixtureQuery = useEventFixtures(event.id);
  // A team that starts after the gameweek being played has no picks in it, so no live rank.
  const live = bootstrap.events.find((e) => e.is_current && !e.finished && e.id >= startedEvent);
  const fixtureRows = fixtureQuery.data;
  const fixtures = useMemo((): FixtureCaptions => {
    if (!fixtureRows) return fixtureQuery.isError ? 'failed' : 'loading';
    const short = new Map(data.teams.map((t) => [t.id, t.short_name]));
    return nextFixtureLabels(fixtureRows, (id) => short.get(id) ?? '');
  }, [fixtureRows, fixtureQuery.isError, data.teams]);

  const onSave = () => {
    setSaveState('saving');
    setSaveError(null);
    save.mutate(state.toSave(), {
      onSuccess: (saved) => {
        // SPEC §4: the Team Saved dialog opens only if the save is not after the deadline.
        const late =
          saved.picks_last_updated != null &&
          new Date(saved.picks_last_updated) > new Date(event.deadline_time);
        setSaveState(late ? 'saved' : 'initial');
      },
      onError: (failure) => {
        setSaveState(null);
        setSaveError(failure.message);
      },
    });
  };

  return (
    <PickTeam
      teamName={teamName}
      event={event}
      state={state}
      data={data}
      settings={settings}
      fixtures={fixtures}
      saveState={saveState}
      saveError={saveError}
      onSave={onSave}
      liveRank={live && <LiveRank entryId={entryId} event={live.id} />}
      onCloseSaved={() => setSaveState('saved')}
      onInfo={dialog.open}
    />
  );
}
