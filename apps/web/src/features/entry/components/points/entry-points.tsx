import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { GameSettings } from '@ofl/engine';

import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Loading } from '../../../../components/ui/loading';
import type { GameData } from '../../../../components/ui/pitch/game-data';
import { paths } from '../../../../config/paths';
import { errorLine, errorStatus } from '../../../../lib/api-client';
import { useEntryEventPicks } from '../../api/get-entry-event-picks';
import { useEventLive } from '../../../../lib/api/get-event-live';
import type { EntrySummary } from '../../api/get-entry';
import { liveResults, scoreEvent } from '../../utils/event-points';
import { clubsStillToFinish, matchStates } from '../../utils/match-state';
import type { FixtureTimes } from '../../utils/match-state';
import { chipName } from '../../../../lib/chips';
import { AutomaticSubs } from './automatic-subs';
import { GameweekNav } from './gameweek-nav';
import { PointsBreakdownDialog } from './points-breakdown-dialog';
import { PointsScoreboard } from './points-scoreboard';
import { PointsViews } from './points-views';
import type { PointsEvent } from './types';
import '../entry.css';
import { ViewTabs, type TeamView } from '../../../../components/ui/view-tabs';
import { fullName } from '../../../../lib/player-name';

// The chart and its library load only once the points are shown.
const ScoreDistributionChart = lazy(() => import('../charts/score-distribution-chart'));

/**
 * Entry points (SPEC §2): one manager's gameweek. Live while the gameweek runs: refetched on
 * Reload Points and every 15 seconds. A gameweek after the current one shows a placeholder.
 */
export function EntryPoints({
  entryId,
  entry,
  event,
  currentEvent,
  own,
  data,
  settings,
  fixtures,
  onInfo,
}: {
  entryId: number;
  entry: EntrySummary | undefined;
  event: PointsEvent;
  currentEvent: number | null;
  own: boolean;
  data: GameData;
  settings: GameSettings;
  /** The gameweek's fixtures while it is live: who is still to play, who is playing. */
  fixtures?: readonly FixtureTimes[];
  /** Opens a player's dialog by id. */
  onInfo: (element: number) => void;
}) {
  const future = currentEvent == null || event.id > currentEvent;
  const live = event.is_current && !event.finished;
  const picks = useEntryEventPicks(entryId, event.id, { enabled: !future, live });
  const liveStats = useEventLive(event.id, { enabled: !future, live });
  const [view, setView] = useState<TeamView>('pitch');
  const [selected, setSelected] = useState<number | null>(null);
  const liveById = useMemo(
    () => new Map((liveStats.data?.elements ?? []).map((e) => [e.id, e])),
    [liveStats.data],
  );
  const elements = new Map(data.elements.map((e) => [e.id, e]));
  const score = useMemo(() => {
    if (!picks.data || !liveStats.data) return null;
    const clubOf = new Map(data.elements.map((e) => [e.id, e.team]));
    const unfinished = fixtures && clubsStillToFinish(fixtures);
    return scoreEvent(
      picks.data,
      liveResults(liveStats.data.elements),
      settings,
      event.finished,
      unfinished && ((element) => unfinished.has(clubOf.get(element) ?? 0)),
    );
  }, [picks.data, liveStats.data, settings, event.finished, fixtures, data.elements]);

  const matches = useMemo(() => {
    const shortName = (id: number) => data.teams.find((t) => t.id === id)?.short_name ?? '';
    return matchStates(fixtures ?? [], shortName);
  }, [fixtures, data.teams]);
  const nameOf = (id: number) => elements.get(id)?.web_name ?? String(id);
  const selectedPick = score?.picks.find((p) => p.element === selected);
  const selectedElement = selected != null ? elements.get(selected) : undefined;
  const reload = () => {
    void picks.refetch();
    void liveStats.refetch();
  };

  return (
    <section className="page team-screen entry-points">
      <h1>Points</h1>
      {entry && (
        <p className="entry-points__manager">
          <strong>{entry.name}</strong> ·{' '}
          <Link to={paths.entryHistory.getHref(entryId)}>
            {entry.player_first_name} {entry.player_last_name}
          </Link>{' '}
          · <Link to={paths.entryHistory.getHref(entryId)}>Gameweek History</Link>
        </p>
      )}
      <GameweekNav
        entryId={entryId}
        eventId={event.id}
        firstEvent={entry?.started_event ?? 1}
        currentEvent={currentEvent}
        own={own}
        title={event.name}
      />
      {future ? (
        <p className="entry-points__placeholder">
          {event.name} has not started yet. Points will show here once its deadline has passed.
        </p>
      ) : picks.error || liveStats.error ? (
        <Alert type="error">
          {errorStatus(picks.error ?? liveStats.error) === 404
            ? `This team has no picks for ${event.name}.`
            : errorLine(picks.error ?? liveStats.error)}
        </Alert>
      ) : !picks.data || !score ? (
        <Loading />
      ) : (
        <div className="team-panel">
          <PointsScoreboard
            event={event}
            history={picks.data.entry_history}
            points={score.points}
            live={live}
          />
          <div className="entry-points__links">
            {picks.data.active_chip && (
              <span className="entry-points__chip">{chipName(picks.data.active_chip)} played</span>
            )}
            <Link to={paths.teamOfTheWeek.getHref(event.id)}>Team of the Week</Link>
            {!event.finished && (
              <Button
                secondary
                onClick={reload}
                disabled={picks.isFetching || liveStats.isFetching}
              >
                Reload Points
              </Button>
            )}
          </div>
          <ViewTabs view={view} onChange={setView} label="Team view" />
          <PointsViews
            view={view}
            picks={score.picks}
            live={liveById}
            data={data}
            settings={settings}
            matches={matches}
            onSelect={setSelected}
          />
          <AutomaticSubs
            subs={score.automaticSubs}
            provisional={score.provisional}
            nameOf={nameOf}
          />
          <Suspense fallback={null}>
            <ScoreDistributionChart
              event={event.id}
              eventName={event.name}
              points={picks.data.entry_history.points}
            />
          </Suspense>
        </div>
      )}
      {selectedPick && (
        <PointsBreakdownDialog
          name={selectedElement ? fullName(selectedElement) : nameOf(selectedPick.element)}
          pick={selectedPick}
          live={liveById.get(selectedPick.element)}
          onClose={() => setSelected(null)}
          onInfo={() => {
            setSelected(null);
            onInfo(selectedPick.element);
          }}
        />
      )}
    </section>
  );
}
