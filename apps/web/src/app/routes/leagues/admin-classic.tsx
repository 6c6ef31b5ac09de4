import { useNavigate } from 'react-router';

import { ErrorPage } from '../../../components/ui/error-page';
import { Loading } from '../../../components/ui/loading';
import { paths } from '../../../config/paths';
import { useMe } from '../../../features/auth/api/get-me';
import { useBootstrap } from '../../../features/bootstrap/api/get-bootstrap-static';
import { useClassicLeague } from '../../../features/leagues/api/get-classic-league';
import { LeagueAdmin } from '../../../features/leagues/components/league-admin';
import { LoadError } from './load-error';
import { useLeagueId } from './league-params';

/**
 * /leagues/:leagueId/admin/c, 'League Administration' (SPEC §2, §6): only the league's
 * administrator reaches the controls; anyone else sees Permission denied. Once he hands the
 * league over or deletes it, he goes back to his leagues.
 */
export function Component() {
  const leagueId = useLeagueId();
  const entryId = useMe().data?.player?.entry ?? 0;
  const events = useBootstrap().data?.events ?? [];
  const league = useClassicLeague(leagueId ?? 0);
  const navigate = useNavigate();
  if (leagueId == null) return <ErrorPage status={404} />;
  if (league.error && !league.data) {
    return <LoadError error={league.error} title="League Administration" pages={[403, 404]} />;
  }
  if (!league.data) return <Loading />;
  if (league.data.admin_entry !== entryId) return <ErrorPage status={403} />;
  // Scoring may move to any gameweek not yet played, or stay where it is.
  const next = events.find((e) => e.is_next)?.id ?? Infinity;
  const starts = events.filter((e) => e.id >= next || e.id === league.data.start_event);
  return (
    <section className="page">
      <h1>League Administration</h1>
      <p className="page-intro">{league.data.name}</p>
      <LeagueAdmin
        key={league.data.id}
        league={league.data}
        events={starts}
        entryId={entryId}
        onLeft={() => navigate(paths.leagues.getHref())}
      />
    </section>
  );
}
