import { useMemo } from 'react';

import { ErrorPage } from '../../../components/ui/error-page';
import { engineSettings, type GameData } from '../../../components/ui/pitch/game-data';
import { useMe } from '../../../lib/api/get-me';
import { useBootstrap } from '../../../features/bootstrap/api/get-bootstrap-static';
import { useEntry } from '../../../features/entry/api/get-entry';
import { usePlayerDialog } from '../../../hooks/use-player-dialog';
import { EntryPoints } from '../../../features/entry/components/points/entry-points';
import { useEventFixtures } from '../../../features/my-team/api/get-fixtures';
import { errorStatus } from '../../../lib/api-client';
import { PageLoading } from '../page-loading';
import { useEntryParams } from './entry-params';

/**
 * /entry/:entryId/event/:eventId, open to everyone (SPEC §6): one manager's gameweek points.
 * The manager's name links to /entry/:entryId/history, where his profile is shown.
 */
export function Component() {
  const { entryId, eventId } = useEntryParams();
  const me = useMe().data;
  const bootstrap = useBootstrap().data;
  const entry = useEntry(entryId);
  const dialog = usePlayerDialog();
  const data: GameData | null = bootstrap ?? null;
  const settings = useMemo(() => (data ? engineSettings(data) : null), [data]);
  const event = bootstrap?.events.find((e) => e.id === eventId);
  // While the gameweek is live the page shows who is still to play and who is playing.
  const live = event?.is_current === true && !event.finished;
  const fixtures = useEventFixtures(live ? event.id : null);
  // An unknown manager has no points page, rather than an empty gameweek to step through.
  if (entryId == null || eventId == null || errorStatus(entry.error) === 404) {
    return <ErrorPage status={404} />;
  }
  if (!bootstrap || !data || !settings) {
    return <PageLoading title="Points" />;
  }
  if (!event) return <ErrorPage status={404} />;
  return (
    <EntryPoints
      entryId={entryId}
      entry={entry.data}
      event={event}
      currentEvent={bootstrap.events.find((e) => e.is_current)?.id ?? null}
      own={me?.player?.entry === entryId}
      data={data}
      settings={settings}
      fixtures={live ? fixtures.data : undefined}
      onInfo={dialog.open}
    />
  );
}
