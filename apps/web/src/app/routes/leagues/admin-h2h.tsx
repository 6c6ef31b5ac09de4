import { useNavigate } from 'react-router';

import { ErrorPage } from '../../../components/ui/error-page';
import { Loading } from '../../../components/ui/loading';
import { paths } from '../../../config/paths';
import { useMe } from '../../../features/auth/api/get-me';
import { useBootstrap } from '../../../features/bootstrap/api/get-bootstrap-static';
import { useH2hLeague } from '../../../features/leagues/api/get-h2h-league';
import { LeagueAdmin } from '../../../features/leagues/components/league-admin';
import { LoadError } from './load-error';
import { useLeagueId } from './league-params';

/**
 * /leagues/:leagueId/admin/h, 'League Administration' of a head-to-head league (SPEC §2, §4,
 * §6): as the classic one, with the size and knock-out rounds; once the league has started only
 * its name. Anyone but the administrator sees Permission denied.
 */
export function Component() {
  const leagueId = useLeagueId();
  const entryId = useMe().data?.player?.entry ?? 0;
  const bootstrap = useBootstrap().data;
  const events = bootstrap?.events ?? [];
  const settings = bootstrap?.game_settings;
  const league = useH2hLeague(leagueId ?? 0);
  const navigate = useNavigate();
  if (leagueId == null) return <ErrorPage status={404} />;
  if (league.error && !league.data) {
    return <LoadError error={league.error} title="League Administration" pages={[403, 404]} />;
  }
  if (!league.data) return <Loading />;
  if (league.data.admin_entry !== entryId) return <ErrorPage status={403} />;
  // Matches may start in any gameweek not yet started (before the knock-outs).
  const next = events.find((e) => e.is_next)?.id ?? Infinity;
  const starts = events.filter((e) => e.id >= next);
  return (
    <section className="page">
      <h1>League Administration</h1>
      <p className="page-intro">{league.data.name}</p>
      <LeagueAdmin
        key={league.data.id}
        league={league.data}
        events={starts}
        entryId={entryId}
        h2h={{
          maxSize: settings?.league_max_size_private_h2h ?? 16,
          maxKoRounds: settings?.league_max_ko_rounds_private_h2h ?? 3,
          lastEvent: events.at(-1)?.id ?? 38,
        }}
        onLeft={() => navigate(paths.leagues.getHref())}
      />
    </section>
  );
}
