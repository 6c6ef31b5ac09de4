import { QueryState } from '../../../components/ui/query-state';
import { useMe } from '../../../lib/api/get-me';
import { useDeleteRenewableLeague } from '../../../features/leagues/api/delete-renewable-league';
import { useRenewableLeagues } from '../../../features/leagues/api/get-renewable-leagues';
import { useRenewLeague } from '../../../features/leagues/api/renew-league';
import { RenewLeagues } from '../../../features/leagues/components/renew-leagues';

/** /leagues/renew, 'Renew your leagues' (SPEC §4): last season's leagues he ran. */
export function Component() {
  const entryId = useMe().data?.player?.entry ?? 0;
  const leagues = useRenewableLeagues();
  const renew = useRenewLeague(entryId);
  const remove = useDeleteRenewableLeague();
  return (
    <section className="page">
      <h1>Renew your leagues</h1>
      <QueryState query={leagues}>
        {(data) => (
          <RenewLeagues
            leagues={data}
            busy={renew.isPending || remove.isPending}
            onRenew={(id) => renew.mutate(id)}
            onDelete={(id) => remove.mutate(id)}
          />
        )}
      </QueryState>
    </section>
  );
}
