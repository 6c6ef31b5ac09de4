import { useClassicLeague } from '../../../features/leagues/api/get-classic-league';
import { LeagueAdminPage } from './league-admin-page';
import { useLeagueId } from './league-params';

/** /leagues/:leagueId/admin/c, 'League Administration' of a classic league (SPEC §2, §6). */
export function Component() {
  const leagueId = useLeagueId();
  const league = useClassicLeague(leagueId ?? 0);
  // Scoring may move to any gameweek not yet played, or stay where it is.
  return <LeagueAdminPage leagueId={leagueId} league={league} keepStart />;
}
