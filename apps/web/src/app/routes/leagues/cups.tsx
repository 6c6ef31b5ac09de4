import { QueryState } from '../../../components/ui/query-state';
import { useMe } from '../../../lib/api/get-me';
import { CupsTable } from '../../../features/cups/components/cups-table';
import { useEntry } from '../../../features/entry/api/get-entry';
import { LeaguesAndCupsPage } from '../../../features/leagues/components/leagues-and-cups-page';
import { allLeagues } from '../../../lib/league-groups';

/**
 * /leagues/cups, the Cups tab of 'Leagues & Cups' (SPEC §4): the manager's cups in the League,
 * Public, General and Broadcaster groups, with his round and status in each.
 */
export function Component() {
  const entryId = useMe().data?.player?.entry ?? null;
  const entry = useEntry(entryId);
  const leagues = entry.data?.leagues;
  return (
    <LeaguesAndCupsPage>
      <QueryState query={entry}>
        {(data) => (
          <CupsTable
            leagues={allLeagues(leagues)}
            matches={leagues?.cup_matches ?? []}
            entry={data.id}
          />
        )}
      </QueryState>
    </LeaguesAndCupsPage>
  );
}
