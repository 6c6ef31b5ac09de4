import { lazy, Suspense } from 'react';
import type { ClassicStandings } from '@ofl/api';

import { useMe } from '../../../lib/api/get-me';
import { useBootstrap } from '../../../features/bootstrap/api/get-bootstrap-static';
import { currentEvent } from '../../../features/bootstrap/utils/events';
import { useEntry } from '../../../features/entry/api/get-entry';
import { useClassicStandings } from '../../../features/leagues/api/get-classic-standings';
import { useEventStatus } from '../../../lib/api/get-event-status';
import { ClassicStandingsView } from '../../../features/leagues/components/classic-standings';
import { JoinThisLeague } from '../../../features/leagues/components/join-this-league';
import { LeagueLinks } from '../../../features/leagues/components/league-links';
import { LeaguePage } from './league-page';
import { useIntParams, useLeagueId } from './league-params';

// The race chart loads with its library only once a table is shown.
const LeagueRaceChart = lazy(
  () => import('../../../features/leagues/components/charts/league-race-chart'),
);

/**
 * /leagues/:leagueId/standings/c, open to all (SPEC §2): the table of a phase, page by page.
 * While a gameweek is live the server sends its provisional totals and says so; while the tables
 * are being recalculated the page warns. The administrator and inviting members get their links.
 */
export function Component() {
  const leagueId = useLeagueId();
  const [query, setQuery] = useIntParams({ phase: 1, page_standings: 1, page_new_entries: 1 });
  const { phase, page_standings: page, page_new_entries: newEntriesPage } = query;
  const bootstrap = useBootstrap().data;
  const ownEntry = useMe().data?.player?.entry ?? null;
  const own = useEntry(ownEntry).data;
  const status = useEventStatus().data;
  const standings = useClassicStandings(leagueId ?? 0, { phase, page, newEntriesPage });
  const current = currentEvent(bootstrap?.events ?? []);
  const mine = own?.leagues?.classic.find((l) => l.id === leagueId);
  // A league open to all game players offers itself to a manager who is not in it (SPEC §6).
  const canJoin = ({ league }: ClassicStandings) =>
    own != null &&
    mine == null &&
    league.league_type === 'x' &&
    league.code_privacy === 'a' &&
    !league.closed;
  return (
    <LeaguePage leagueId={leagueId} query={standings} title="League Standings">
      {(data, id) => (
        <>
          <LeagueLinks league={mine} />
          {canJoin(data) && ownEntry != null && (
            <JoinThisLeague
              leagueId={id}
              entryId={ownEntry}
              limits={bootstrap?.game_settings ?? {}}
            />
          )}
          <ClassicStandingsView
            data={data}
            phases={bootstrap?.phases ?? []}
            phase={phase}
            ownEntry={ownEntry}
            currentEvent={current?.id ?? null}
            live={data.live === true}
            updating={status?.leagues === 'Updating'}
            onPhase={(p) => setQuery({ phase: p, page_standings: 1 })}
            onPage={(p) => setQuery({ page_standings: p })}
            onNewEntriesPage={(p) => setQuery({ page_new_entries: p })}
          />
          {/* The race is the top of the whole season's table: its first page, overall phase. */}
          {phase === 1 && page === 1 && (
            <Suspense fallback={null}>
              <LeagueRaceChart rows={data.standings.results} startEvent={data.league.start_event} />
            </Suspense>
          )}
        </>
      )}
    </LeaguePage>
  );
}
