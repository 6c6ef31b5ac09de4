import { useNavigate } from 'react-router';

import { ErrorPage } from '../../../components/ui/error-page';
import { Loading } from '../../../components/ui/loading';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/api/get-me';
import { useBootstrap } from '../../../features/bootstrap/api/get-bootstrap-static';
import { nextEvent } from '../../../features/bootstrap/utils/events';
import {
  LeagueAdmin,
  type AdminLeague,
  type H2hAdminLimits,
} from '../../../features/leagues/components/league-admin';
import { LoadError } from '../load-error';

/**
 * 'League Administration' of either kind (SPEC §2, §6): only the league's administrator reaches
 * the controls; anyone else sees Permission denied. Once he hands the league over or deletes it,
 * he goes back to his leagues.
 */
export function LeagueAdminPage({
  leagueId,
  league,
  keepStart = false,
  h2h,
}: {
  leagueId: number | null;
  league: { data?: AdminLeague; error: unknown };
  /** Whether the league may also stay on the gameweek it starts from, played or not. */
  keepStart?: boolean;
  h2h?: H2hAdminLimits;
}) {
  const entryId = useMe().data?.player?.entry ?? 0;
  const events = useBootstrap().data?.events ?? [];
  // Scoring, or a head-to-head league's matches, may start in any gameweek not yet played.
  const next = nextEvent(events)?.id ?? Infinity;
  const starts = (l: AdminLeague) =>
    events.filter((e) => e.id >= next || (keepStart && e.id === l.start_event));
  const navigate = useNavigate();
  if (leagueId == null) return <ErrorPage status={404} />;
  if (league.error && !league.data) {
    return <LoadError error={league.error} title="League Administration" pages={[403, 404]} />;
  }
  if (!league.data) return <Loading />;
  if (league.data.admin_entry !== entryId) return <ErrorPage status={403} />;
  return (
    <section className="page">
      <h1>League Administration</h1>
      <p className="page-intro">{league.data.name}</p>
      <LeagueAdmin
        key={league.data.id}
        league={league.data}
        events={starts(league.data)}
        entryId={entryId}
        h2h={h2h}
        onLeft={() => navigate(paths.leagues.getHref())}
      />
    </section>
  );
}
