import { Navigate } from 'react-router';

import { ErrorPage } from '../../../components/ui/error-page';
import { paths } from '../../../config/paths';
import { useBootstrap } from '../../../features/bootstrap/api/get-bootstrap-static';
import { currentEvent } from '../../../features/bootstrap/utils/events';
import { useCupStatus } from '../../../features/cups/api/get-cup-status';
import { CupStandingsLink } from '../../../features/cups/components/cup-standings-link';
import { HowTheCupWorks } from '../../../features/cups/components/how-the-cup-works';
import { cupBanner, cupMessage } from '../../../features/cups/utils/cup-state';
import { CupStatusFallback } from './cup-status-fallback';
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
  if (status.error || !cup) return <CupStatusFallback error={status.error} />;
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
      <CupStandingsLink leagueId={cup.qualifying_league} />
      <HowTheCupWorks />
    </section>
  );
}
