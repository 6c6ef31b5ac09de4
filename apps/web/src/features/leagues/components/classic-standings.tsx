import type { ClassicStandings, ClassicStandingsRow } from '@ofl/api';

import { Options } from '../../../components/ui/field';
import { LiveBadge } from '../../../components/ui/live-badge';
import { StandingsPagers, StandingsTable, type StandingsColumn } from './standings-table';
import './leagues.css';

const columns = (live: boolean): ReadonlyArray<StandingsColumn<ClassicStandingsRow>> => [
  {
    key: 'gw',
    heading: 'GW',
    cell: (row) => (
      <>
        {row.event_total}
        {live && <span className="visually-hidden"> (live)</span>}
      </>
    ),
  },
  { key: 'tot', heading: 'TOT', cell: (row) => row.total },
];

/**
 * A classic league's table (SPEC §2 Standings): the phase selector, Rank, Team & Manager, GW and
 * TOT with the manager's own row highlighted, paging, the new entries since the last update, and
 * when scoring started. While a gameweek is live the totals are provisional and marked Live.
 */
export function ClassicStandingsView({
  data,
  phases,
  phase,
  ownEntry,
  currentEvent,
  live,
  updating,
  onPhase,
  onPage,
  onNewEntriesPage,
}: {
  data: ClassicStandings;
  phases: ReadonlyArray<{ id: number; name: string }>;
  phase: number;
  ownEntry: number | null;
  currentEvent: number | null;
  live: boolean;
  updating: boolean;
  onPhase: (phase: number) => void;
  onPage: (page: number) => void;
  onNewEntriesPage: (page: number) => void;
}) {
  const { league, standings, new_entries: newEntries } = data;
  const started = currentEvent != null && currentEvent >= league.start_event;
  return (
    <>
      <p className="standings-start">
        {started
          ? `League scoring started in Gameweek ${league.start_event}`
          : `League scoring will start in Gameweek ${league.start_event}`}
        {live && <LiveBadge />}
      </p>
      {updating && (
        <p className="alert alert--info" role="status">
          League tables are currently being re-calculated. The table below may still contain old
          data.
        </p>
      )}
      {phases.length > 1 && (
        <div className="field standings-phase">
          <label htmlFor="standings-phase">Select phase</label>
          <select
            id="standings-phase"
            value={phase}
            onChange={(e) => onPhase(Number(e.target.value))}
          >
            <Options items={phases} value={(p) => p.id} label={(p) => p.name} />
          </select>
        </div>
      )}
      {standings.results.length === 0 ? (
        <p>The table will show here once the league's first gameweek has been played.</p>
      ) : (
        <StandingsTable
          rows={standings.results}
          columns={columns(live)}
          ownEntry={ownEntry}
          currentEvent={currentEvent}
        />
      )}
      <StandingsPagers
        standings={standings}
        newEntries={newEntries}
        onPage={onPage}
        onNewEntriesPage={onNewEntriesPage}
      />
    </>
  );
}
