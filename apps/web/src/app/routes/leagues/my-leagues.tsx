import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useMe } from '../../../features/auth/api/get-me';
import { useEntry } from '../../../features/entry/api/get-entry';
import { useLeaveLeague } from '../../../features/leagues/api/leave-league';
import { LeaguesTabs } from '../../../features/leagues/components/leagues-tabs';
import { MyLeagues } from '../../../features/leagues/components/my-leagues';
import { errorStatus } from '../../../lib/api-client';
import { errorPageText } from '../../../lib/error-catalogue';

/**
 * /leagues, 'Leagues & Cups' (SPEC §4): the manager's leagues by section with their Options.
 * The Cups tab leads to its own page, which comes with the cups.
 */
export function Component() {
  const entryId = useMe().data?.player?.entry ?? null;
  const entry = useEntry(entryId);
  const leave = useLeaveLeague(entryId ?? 0);
  const leagues = entry.data?.leagues;
  return (
    <section className="page">
      <h1>Leagues &amp; Cups</h1>
      <LeaguesTabs />
      {entry.error ? (
        <Alert type="error">{errorPageText(errorStatus(entry.error)).lines[0]}</Alert>
      ) : !entry.data ? (
        <Loading />
      ) : (
        <MyLeagues
          leagues={[...(leagues?.classic ?? []), ...(leagues?.h2h ?? [])]}
          leaving={leave.isPending}
          // A failed leave is ignored (SPEC §8): the list is read again either way.
          onLeave={(league) => leave.mutateAsync(league.id).catch(() => undefined)}
        />
      )}
    </section>
  );
}
