import { QueryState } from '../../../components/ui/query-state';
import { useMe } from '../../../lib/api/get-me';
import { useEntry } from '../../../features/entry/api/get-entry';
import { useRejoinableLeagues } from '../../../features/leagues/api/get-rejoinable-leagues';
import { useLeaveLeague } from '../../../features/leagues/api/leave-league';
import { useRejoinLeague } from '../../../features/leagues/api/rejoin-league';
import { LeaguesAndCupsPage } from '../../../features/leagues/components/leagues-and-cups-page';
import { MyLeagues } from '../../../features/leagues/components/my-leagues';
import { RejoinLeagues } from '../../../features/leagues/components/rejoin-leagues';
import { allLeagues } from '../../../lib/league-groups';

/**
 * /leagues, 'Leagues & Cups' (SPEC §4): the manager's leagues by section with their Options,
 * after last season's leagues he may join again. The Cups tab leads to its own page.
 */
export function Component() {
  const entryId = useMe().data?.player?.entry ?? null;
  const entry = useEntry(entryId);
  const leave = useLeaveLeague(entryId ?? 0);
  const offers = useRejoinableLeagues();
  const rejoin = useRejoinLeague(entryId ?? 0);
  const leagues = entry.data?.leagues;
  return (
    <LeaguesAndCupsPage>
      <RejoinLeagues
        leagues={offers.data ?? []}
        busy={rejoin.isPending}
        // A failed join is ignored like a failed renew (SPEC §8): the offers are read again.
        onJoin={(id) => rejoin.mutate(id)}
      />
      <QueryState query={entry}>
        {() => (
          <MyLeagues
            leagues={allLeagues(leagues)}
            leaving={leave.isPending}
            // A failed leave is ignored (SPEC §8): the list is read again either way.
            onLeave={(league) => leave.mutateAsync(league.id).catch(() => undefined)}
          />
        )}
      </QueryState>
    </LeaguesAndCupsPage>
  );
}
