import { useBootstrap } from '../../../features/bootstrap/api/get-bootstrap-static';
import { useClassicLeague } from '../../../features/leagues/api/get-classic-league';
import { LeagueAdminPage } from './league-admin-page';
import { useLeagueId } from './league-params';

/** /leagues/:leagueId/admin/c, 'League Administration' of a classic league (SPEC §2, §6). */
export function Component() {
  const leagueId = useLeagueId();
  const events = useBootstrap().data?.events ?? [];
  const league = useClassicLeague(leagueId ?? 0);
  // Scoring may move to any gameweek not yet played, or stay where it is.
  const next = events.find((e) => e.is_next)?.id ?? Infinity;
  return (
    <LeagueAdminPage
      leagueId={leagueId}
      league={league}
      starts={(l) => events.filter((e) => e.id >= next || e.id === l.start_event)}
    />
  );
}
