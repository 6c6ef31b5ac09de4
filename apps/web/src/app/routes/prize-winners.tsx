import { Loading } from '../../components/ui/loading';
import { paths } from '../../config/paths';
import { useBootstrap } from '../../features/bootstrap/api/get-bootstrap-static';
import { WinnersTable } from '../../features/prizes/components/winners-table';

/** /prizes/winners: the Gameweek and Monthly Winners (SPEC §2 Prize Winners). */
export function Component() {
  const bootstrap = useBootstrap().data;
  const finished = (bootstrap?.events ?? []).filter((e) => e.finished);
  const done = new Set(finished.map((e) => e.id));
  // Phase 1 is the whole season, not a month (SPEC §2).
  const phases = (bootstrap?.phases ?? []).filter((p) => p.id !== 1 && done.has(p.stop_event));
  return (
    <section className="page">
      <h1>Prize Winners</h1>
      {!bootstrap ? (
        <Loading />
      ) : (
        <div className="winners-page">
          <WinnersTable
            kind="event"
            title="Gameweek Winners"
            pointsLabel="GW Pts"
            choices={finished}
            emptyChoices="No Completed Gameweeks"
            href={(entry, event) => paths.entryEvent.getHref(entry, event)}
          />
          <WinnersTable
            kind="phase"
            title="Monthly Winners"
            pointsLabel="Phase Pts"
            choices={phases}
            emptyChoices="No Completed Phases"
            href={(entry) => paths.entryHistory.getHref(entry)}
          />
        </div>
      )}
    </section>
  );
}
