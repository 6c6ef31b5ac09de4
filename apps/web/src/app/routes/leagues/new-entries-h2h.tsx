import { useH2hStandings } from '../../../features/leagues/api/get-h2h-standings';
import { NewEntriesTable } from '../../../features/leagues/components/standings-table';
import { Pager } from '../../../components/ui/pager';
import { H2hNav } from '../../../features/leagues/components/h2h-nav';
import { LeaguePage } from './league-page';
import { useIntParams, useLeagueId } from './league-params';

/**
 * /leagues/:leagueId/new-entries/h, open to all (SPEC §2): the teams of a head-to-head league
 * that has not played its first match yet, page by page.
 */
export function Component() {
  const leagueId = useLeagueId();
  const [query, setQuery] = useIntParams({ page_new_entries: 1 });
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
          <p className="standings-start">
            League matches will start in Gameweek {data.league.start_event}
          </p>
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
