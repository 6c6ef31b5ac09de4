import { useMe } from '../../../lib/api/get-me';
import { useBootstrap } from '../../../features/bootstrap/api/get-bootstrap-static';
import { currentEvent } from '../../../features/bootstrap/utils/events';
import { useEntry } from '../../../features/entry/api/get-entry';
import { useH2hStandings } from '../../../features/leagues/api/get-h2h-standings';
import { H2hNav } from '../../../features/leagues/components/h2h-nav';
import { H2hStandingsView } from '../../../features/leagues/components/h2h-standings';
import { LeagueLinks } from '../../../features/leagues/components/league-links';
import { LeaguePage } from './league-page';
import { useIntParams, useLeagueId } from './league-params';

/**
 * /leagues/:leagueId/standings/h, open to all (SPEC §2): a head-to-head league's table, page by
 * page, with its Matches tab; the administrator and inviting members get their links.
 */
export function Component() {
  const leagueId = useLeagueId();
  const [query, setQuery] = useIntParams({ page_standings: 1, page_new_entries: 1 });
  const bootstrap = useBootstrap().data;
  const ownEntry = useMe().data?.player?.entry ?? null;
  const own = useEntry(ownEntry).data;
  const standings = useH2hStandings(leagueId ?? 0, {
    page: query.page_standings,
    newEntriesPage: query.page_new_entries,
  });
  const mine = own?.leagues?.h2h.find((l) => l.id === leagueId);
  return (
    <LeaguePage
      leagueId={leagueId}
      query={standings}
      title="League Standings"
      nav={(id) => <H2hNav leagueId={id} />}
    >
      {(data) => (
        <>
          <LeagueLinks league={mine} />
          <H2hStandingsView
            data={data}
            ownEntry={ownEntry}
            currentEvent={currentEvent(bootstrap?.events ?? [])?.id ?? null}
            onPage={(p) => setQuery({ page_standings: p })}
            onNewEntriesPage={(p) => setQuery({ page_new_entries: p })}
          />
        </>
      )}
    </LeaguePage>
  );
}
