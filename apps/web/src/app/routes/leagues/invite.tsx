import { ErrorPage } from '../../../components/ui/error-page';
import { QueryState } from '../../../components/ui/query-state';
import { useMe } from '../../../lib/api/get-me';
import { useEntry } from '../../../features/entry/api/get-entry';
import { useClassicLeague } from '../../../features/leagues/api/get-classic-league';
import { useH2hLeague } from '../../../features/leagues/api/get-h2h-league';
import { InviteFriends } from '../../../features/leagues/components/invite-friends';
import { errorStatus } from '../../../lib/api-client';
import { useLeagueId } from './league-params';

/**
 * /leagues/:leagueId/invite, 'Invite Friends' (SPEC §2): the code and the auto-join link of a
 * classic or head-to-head league, for those the league's code privacy lets see them (the
 * server says who).
 */
export function Component() {
  const leagueId = useLeagueId();
  const entryId = useMe().data?.player?.entry ?? null;
  const entry = useEntry(entryId);
  // The manager's own leagues say which kind this one is, so only that kind is asked for; a
  // league he is not in is tried as classic, then as head-to-head.
  const leagues = entry.data?.leagues;
  const known = entry.isSuccess || entry.isError || entryId == null;
  const h2hMember = leagues?.h2h.some((l) => l.id === leagueId) === true;
  const classic = useClassicLeague(leagueId ?? 0, known && !h2hMember);
  const h2h = useH2hLeague(leagueId ?? 0, h2hMember || errorStatus(classic.error) === 404);
  const league = h2hMember || errorStatus(classic.error) === 404 ? h2h : classic;
  if (leagueId == null) return <ErrorPage status={404} />;
  const code = errorStatus(league.error);
  if (league.error && (code === 403 || code === 404)) return <ErrorPage status={code} />;
  return (
    <section className="page">
      <h1>Invite Friends</h1>
      <QueryState query={league}>
        {(data) => (
          <>
            <p className="page-intro">{data.name}</p>
            <InviteFriends league={data} origin={window.location.origin} />
          </>
        )}
      </QueryState>
    </section>
  );
}
