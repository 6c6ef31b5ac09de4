import { useEffect } from 'react';
import { Navigate } from 'react-router';

import { Alert } from '../../../components/ui/alert';
import { ErrorPage } from '../../../components/ui/error-page';
import { Options, SelectField } from '../../../components/ui/field';
import { Loading } from '../../../components/ui/loading';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/api/get-me';
import { useBootstrap } from '../../../features/bootstrap/api/get-bootstrap-static';
import { currentEvent } from '../../../features/bootstrap/utils/events';
import { useH2hMatches } from '../../../features/leagues/api/get-h2h-matches';
import { useH2hStandings } from '../../../features/leagues/api/get-h2h-standings';
import { Pager } from '../../../components/ui/pager';
import { H2hMatchList } from '../../../features/leagues/components/h2h-matches';
import { H2hNav } from '../../../features/leagues/components/h2h-nav';
import { ApiError } from '../../../lib/api-client';
import { messageForCode } from '../../../lib/error-catalogue';
import { LoadError } from '../load-error';
import { useIntParams, useLeagueId } from './league-params';

/**
 * /leagues/:leagueId/matches/h, open to all (SPEC §2, §4 H2H): a gameweek's matches (the current
 * one by default), filtered by team, page by page. Before the league's first match, while the
 * season runs, it shows the new entries instead. Above 512 teams the server shows one team's
 * matches only: the page then goes to the player's own team, else the table's first.
 */
export function Component() {
  const leagueId = useLeagueId();
  const [query, setQuery] = useIntParams({ page: 1, event: 0, entry: 0 });
  const events = useBootstrap().data?.events ?? [];
  const ownEntry = useMe().data?.player?.entry ?? null;
  const current = currentEvent(events)?.id ?? null;
  const standings = useH2hStandings(leagueId ?? 0, { page: 1, newEntriesPage: 1 });
  const league = standings.data?.league;
  const event =
    query.event ||
    (league ? Math.max(league.start_event, Math.min(current ?? 0, events.at(-1)?.id ?? 38)) : 0);
  const matches = useH2hMatches(
    leagueId ?? 0,
    { page: query.page, entry: query.entry, event },
    league != null,
  );
  const large =
    matches.error instanceof ApiError && matches.error.code === 'large_leagues_forbidden';
  const members = standings.data
    ? [
        ...standings.data.standings.results.map((r) => ({ entry: r.entry, name: r.entry_name })),
        ...standings.data.new_entries.results.map((r) => ({ entry: r.entry, name: r.entry_name })),
      ]
    : [];
  const defaultEntry = ownEntry ?? members[0]?.entry ?? 0;
  useEffect(() => {
    if (large && query.entry === 0 && defaultEntry) setQuery({ entry: defaultEntry, page: 1 });
  }, [large, query.entry, defaultEntry, setQuery]);

  if (leagueId == null) return <ErrorPage status={404} />;
  if (standings.error && !standings.data) {
    return <LoadError error={standings.error} title="Matches" />;
  }
  if (!standings.data || !league) return <Loading />;
  const notStarted = current !== null && current < league.start_event;
  if (notStarted && standings.data.new_entries.results.length > 0) {
    return <Navigate to={paths.newEntriesH2h.getHref(leagueId)} replace />;
  }
  const gameweeks = events.filter((e) => e.id >= league.start_event);
  return (
    <section className="page">
      <h1>{league.name}</h1>
      <H2hNav leagueId={leagueId} />
      <form className="h2h-filters" onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label="Gameweek"
          value={String(event)}
          onChange={(e) => setQuery({ event: Number(e.target.value), page: 1 })}
        >
          <Options items={gameweeks} value={(e) => e.id} label={(e) => e.name} />
        </SelectField>
        <SelectField
          label="Team"
          value={String(query.entry)}
          onChange={(e) => setQuery({ entry: Number(e.target.value), page: 1 })}
        >
          {!large && <option value="0">All teams</option>}
          <Options items={members} value={(m) => m.entry} label={(m) => m.name} />
        </SelectField>
      </form>
      {large && query.entry === 0 ? (
        <Alert type="info">{messageForCode('large_leagues_forbidden')}</Alert>
      ) : (
        <QueryState query={matches} keepData>
          {(data) => (
            <>
              <H2hMatchList matches={data.results} ownEntry={ownEntry} />
              <Pager
                label="Matches pages"
                page={data.page}
                hasNext={data.has_next}
                onPage={(p) => setQuery({ page: p })}
              />
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}
