import { useBootstrap } from '../../../features/bootstrap/api/get-bootstrap-static';
import { currentEvent } from '../../../features/bootstrap/utils/events';
import { useH2hStandings } from '../../../features/leagues/api/get-h2h-standings';
import { NewEntriesTable } from '../../../features/leagues/components/standings-table';
import { Pager } from '../../../components/ui/pager';
import { H2hNav } from '../../../features/leagues/components/h2h-nav';
import { h2hStartText } from '../../../features/leagues/components/h2h-standings';
import { LeaguePage } from './league-page';
import { useIntParams, useLeagueId } from './league-params';

/**
 * /leagues/:leagueId/new-entries/h, open to all (SPEC §2): the teams that joined a head-to-head
 * league after its matches were made (or before its first one), page by page.
 */
export function Component() {
  const leagueId = useLeagueId();
  const [query, setQuery] = useIntParams({ page_new_entries: 1 });
  const current = currentEvent(useBootstrap().data?.events ?? [])?.id ?? null;
  const standings = useH2hStandings(leagueId ?? 0, {
    page: 1,
    newEntriesPage: query.page_new_entries,
  });
  return (
    <LeaguePage
      leagueId={leagueId}
      query={standings}
      title="New Entries"
      nav={(id) => <H2hNav leagueId={id} />}
    >
      {(data) => (
        <>
          <p className="standings-start">{h2hStartText(data.league.start_event, current)}</p>
          {data.new_entries.results.length === 0 ? (
            <p>There are no new entries in this league.</p>
          ) : (
            <NewEntriesTable rows={data.new_entries.results} />
          )}
          <Pager
            label="New entries pages"
            page={data.new_entries.page}
            hasNext={data.new_entries.has_next}
            onPage={(p) => setQuery({ page_new_entries: p })}
          />
        </>
      )}
    </LeaguePage>
  );
}
