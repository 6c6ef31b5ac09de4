import { Link, Navigate } from 'react-router';

import { Alert } from '../../../components/ui/alert';
import { ErrorPage } from '../../../components/ui/error-page';
import { Loading } from '../../../components/ui/loading';
import { paths } from '../../../config/paths';
import { useBootstrap } from '../../../features/bootstrap/api/get-bootstrap-static';
import { currentEvent } from '../../../features/bootstrap/utils/events';
import { useCupStatus } from '../../../features/cups/api/get-cup-status';
import { HowTheCupWorks } from '../../../features/cups/components/how-the-cup-works';
import { cupBanner, cupMessage } from '../../../features/cups/utils/cup-state';
import { errorStatus } from '../../../lib/api-client';
import { errorPageText } from '../../../lib/error-catalogue';
import { useLeagueId } from './league-params';

/**
 * /leagues/:leagueId/cup-not-started, open to all (SPEC §2, §4 Cup): a league's cup before its
 * first draw, with the gameweek it will start in. Once drawn, the cup page takes over.
 */
export function Component() {
  const leagueId = useLeagueId();
  const status = useCupStatus(leagueId);
  const current = currentEvent(useBootstrap().data?.events ?? [])?.id ?? null;
  const cup = status.data;
  if (leagueId == null) return <ErrorPage status={404} />;
  if (status.error) {
    const code = errorStatus(status.error);
    if (code === 404) return <ErrorPage status={404} />;
    return (
      <section className="page">
        <h1>Cup</h1>
        <Alert type="error">{errorPageText(code).lines[0]}</Alert>
      </section>
    );
  }
  if (!cup) {
    return (
      <section className="page">
        <h1>Cup</h1>
        <Loading />
      </section>
    );
  }
  if (cup.cup_league !== null) return <Navigate to={paths.leagueCup.getHref(leagueId)} replace />;
  const banner = cupBanner(cup, current);
  return (
    <section className="page">
      <h1>{cup.name}</h1>
      {banner && <p className="alert alert--info">{banner}</p>}
      <p role="status">
        {banner
          ? cupMessage(cup, {}, current, [])
          : 'There is no information available for this cup yet.'}
      </p>
      <p className="league-links">
        <Link
          className="button button--secondary"
          to={paths.standingsClassic.getHref(cup.qualifying_league)}
        >
          View standings
        </Link>
      </p>
      <HowTheCupWorks />
    </section>
  );
}
