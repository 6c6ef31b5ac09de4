import { Suspense, lazy } from 'react';
import { Navigate, useSearchParams } from 'react-router';

import { Loading } from '../../components/ui/loading';
import { useMe } from '../../lib/api/get-me';
import { SignInBox } from '../../features/auth/components/sign-in-box';
import { useBootstrap } from '../../features/bootstrap/api/get-bootstrap-static';
import { currentEvent, nextEvent } from '../../features/bootstrap/utils/events';
import { useEntry } from '../../features/entry/api/get-entry';
import { Landing } from '../../features/home/components/landing';
import { afterSignIn } from '../../features/home/utils/after-sign-in';

// Only a manager sees the dashboard: a visitor's landing page does not load its code. A manager's
// starts loading as soon as the session says he has a team, beside the game data.
const loadDashboard = () => import('../../features/home/components/dashboard');
const Dashboard = lazy(() => loadDashboard().then((module) => ({ default: module.Dashboard })));

/** Home: the dashboard for a manager, the landing page for everyone else (SPEC §2 Home). */
export function Component() {
  const [params] = useSearchParams();
  const player = useMe().data?.player ?? null;
  const bootstrap = useBootstrap().data;
  const events = bootstrap?.events ?? [];
  const state = params.get('state');
  const current = currentEvent(events);
  // Whether the entry has picks for the current gameweek decides where a sign-in lands.
  const landing = state === 'success' && player?.entry != null && current !== undefined;
  // ... and where the dashboard's My Team leads.
  const entry = useEntry(player?.entry ?? null);
  if (player?.entry != null) void loadDashboard();

  if (state === 'success' && player) {
    if (landing && entry.isPending) return <Loading />;
    return (
      <Navigate to={afterSignIn(player.entry, current?.id, entry.data?.started_event)} replace />
    );
  }
  if (player?.entry != null) {
    const event = currentEvent(events) ?? nextEvent(events) ?? events.at(-1);
    if (!bootstrap || !event) return <Loading />;
    return (
      <Suspense fallback={<Loading />}>
        <Dashboard
          bootstrap={bootstrap}
          event={event}
          entry={player.entry}
          startedEvent={entry.data?.started_event}
          managerName={`${player.first_name} ${player.last_name}`}
        />
      </Suspense>
    );
  }
  const name = player ? `${player.first_name} ${player.last_name}` : undefined;
  return (
    <Landing
      budget={bootstrap?.game_settings.squad_total_spend ?? 1000}
      squadSize={bootstrap?.game_settings.squad_squadsize ?? 15}
      signedIn={player != null}
      signIn={<SignInBox signedInAs={name} failed={state === 'fail'} />}
    />
  );
}
