import { Link, useParams } from 'react-router';

import { Alert } from '../../components/ui/alert';
import { ErrorPage } from '../../components/ui/error-page';
import { Loading } from '../../components/ui/loading';
import { paths } from '../../config/paths';
import { useBootstrap } from '../../features/bootstrap/api/get-bootstrap-static';
import { useDreamTeam } from '../../lib/api/get-dream-team';
import { DreamTeamView } from '../../features/dream-team/components/dream-team-view';
import { usePlayerDialog } from '../../hooks/use-player-dialog';
import '../../features/dream-team/components/dream-team.css';

/**
 * /team-of-the-week/ (the season's team) and /team-of-the-week/:eventId (one gameweek's), with
 * Previous and Next over the gameweeks whose deadline has passed (SPEC §2 Other pages).
 */
export function Component() {
  const params = useParams();
  const eventId = params.eventId === undefined ? null : Number(params.eventId);
  const bootstrap = useBootstrap().data;
  const dialog = usePlayerDialog();
  const data = bootstrap ?? null;
  const started = (bootstrap?.events ?? []).filter((e) => e.is_previous || e.is_current);
  const last = started.length > 0 ? Math.max(...started.map((e) => e.id)) : 0;
  const exists = eventId === null || (bootstrap?.events ?? []).some((e) => e.id === eventId);
  const played = eventId === null || (eventId >= 1 && eventId <= last);
  const team = useDreamTeam(eventId, played);
  const season = eventId === null;
  const title = season ? 'Team of the Season' : 'Team of the Week';
  if (eventId !== null && (!Number.isInteger(eventId) || (bootstrap && !exists))) {
    return <ErrorPage status={404} />;
  }
  const name = season ? null : bootstrap?.events.find((e) => e.id === eventId)?.name;
  return (
    <section className="page">
      <h1>{title}</h1>
      <nav className="event-pager" aria-label="Gameweeks">
        {season ? (
          <span />
        ) : eventId! > 1 ? (
          <Link className="button button--secondary" to={paths.teamOfTheWeek.getHref(eventId! - 1)}>
            Previous
          </Link>
        ) : (
          <Link className="button button--secondary" to={paths.teamOfTheSeason.getHref()}>
            Team of the Season
          </Link>
        )}
        <h2>{name ?? 'The season so far'}</h2>
        {season ? (
          last > 0 ? (
            <Link className="button button--secondary" to={paths.teamOfTheWeek.getHref(last)}>
              Team of the Week
            </Link>
          ) : (
            <span />
          )
        ) : eventId! < last ? (
          <Link className="button button--secondary" to={paths.teamOfTheWeek.getHref(eventId! + 1)}>
            Next
          </Link>
        ) : (
          <Link className="button button--secondary" to={paths.teamOfTheSeason.getHref()}>
            Team of the Season
          </Link>
        )}
      </nav>
      {!played ? (
        <p>The Team of the Week will appear here once the gameweek has started.</p>
      ) : !data || team.isPending ? (
        <Loading />
      ) : team.error ? (
        <Alert type="error">The team could not be loaded.</Alert>
      ) : team.data.team.length === 0 ? (
        <p>The team will appear here once players have played.</p>
      ) : (
        <DreamTeamView team={team.data} data={data} season={season} onPlayer={dialog.open} />
      )}
    </section>
  );
}
