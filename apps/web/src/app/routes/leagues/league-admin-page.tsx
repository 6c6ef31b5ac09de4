import { useNavigate } from 'react-router';

import { ErrorPage } from '../../../components/ui/error-page';
import { Loading } from '../../../components/ui/loading';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/api/get-me';
import {
  LeagueAdmin,
  type AdminLeague,
  type H2hAdminLimits,
} from '../../../features/leagues/components/league-admin';
import { LoadError } from '../load-error';

type Gameweek = { id: number; name: string };

/**
 * 'League Administration' of either kind (SPEC §2, §6): only the league's administrator reaches
 * the controls; anyone else sees Permission denied. Once he hands the league over or deletes it,
 * he goes back to his leagues.
 */
export function LeagueAdminPage({
  leagueId,
  league,
  starts,
  h2h,
}: {
  leagueId: number | null;
  league: { data?: AdminLeague; error: unknown };
  /** The gameweeks the league may start from. */
  starts: (league: AdminLeague) => readonly Gameweek[];
  h2h?: H2hAdminLimits;
}) {
  const entryId = useMe().data?.player?.entry ?? 0;
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
