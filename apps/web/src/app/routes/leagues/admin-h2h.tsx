import { useBootstrap } from '../../../features/bootstrap/api/get-bootstrap-static';
import { useH2hLeague } from '../../../features/leagues/api/get-h2h-league';
import { LeagueAdminPage } from './league-admin-page';
import { useLeagueId } from './league-params';

/**
 * /leagues/:leagueId/admin/h, 'League Administration' of a head-to-head league (SPEC §2, §4,
 * §6): as the classic one, with the size and knock-out rounds; once the league has started only
 * its name.
 */
export function Component() {
  const leagueId = useLeagueId();
  const bootstrap = useBootstrap().data;
  const events = bootstrap?.events ?? [];
  const settings = bootstrap?.game_settings;
  const league = useH2hLeague(leagueId ?? 0);
  return (
    <LeagueAdminPage
      leagueId={leagueId}
      league={league}
      h2h={{
        maxSize: settings?.league_max_size_private_h2h ?? 16,
        maxKoRounds: settings?.league_max_ko_rounds_private_h2h ?? 3,
        lastEvent: events.at(-1)?.id ?? 38,
      }}
    />
  );
}
