import { Link } from 'react-router';

import { Movement } from '../../../components/ui/movement';
import { paths } from '../../../config/paths';
import { formatRank } from '../../../lib/format-rank';
import type { ClassicStandings, NewEntryRow, StandingRow } from '../api/types';
import { Pager } from './pager';
import './leagues.css';

/** Where a row's team leads: its points in the current gameweek, or its history before one. */
export const teamHref = (entry: number, currentEvent: number | null) =>
  currentEvent ? paths.entryEvent.getHref(entry, currentEvent) : paths.entryHistory.getHref(entry);

function StandingsTable({
  rows,
  ownEntry,
  currentEvent,
  live,
}: {
  rows: readonly StandingRow[];
  ownEntry: number | null;
  currentEvent: number | null;
  live: boolean;
}) {
  return (
    <div className="table-scroll">
      <table className="table standings-table">
        <caption className="visually-hidden">Standings</caption>
        <thead>
          <tr>
            <th scope="col" className="table__num">
              Rank
            </th>
            <th scope="col">Team &amp; Manager</th>
            <th scope="col" className="table__num">
              GW
            </th>
            <th scope="col" className="table__num">
              TOT
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const own = row.entry === ownEntry;
            return (
              <tr
                key={row.entry}
                className={own ? 'standings-row--own' : undefined}
                aria-current={own ? 'true' : undefined}
              >
                <td className="table__num standings-rank">
                  <Movement rank={row.rank} lastRank={row.last_rank} /> {formatRank(row.rank)}
                </td>
                <th scope="row">
                  <Link to={teamHref(row.entry, currentEvent)} className="standings-team">
                    {row.entry_name}
                  </Link>
                  <span className="standings-manager">{row.player_name}</span>
                </th>
                <td className="table__num">
                  {row.event_total}
                  {live && <span className="visually-hidden"> (live)</span>}
                </td>
                <td className="table__num">{row.total}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The members not in the table yet, each linking to his team's history. */
export function NewEntriesTable({ rows }: { rows: readonly NewEntryRow[] }) {
  return (
    <div className="table-scroll">
      <table className="table">
        <caption>New entries</caption>
        <thead>
          <tr>
            <th scope="col">Team</th>
            <th scope="col">Manager</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.entry}>
              <th scope="row">
                <Link to={paths.entryHistory.getHref(row.entry)}>{row.entry_name}</Link>
              </th>
              <td>
                {row.player_first_name} {row.player_last_name}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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
        {live && <span className="live-badge">Live</span>}
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
            {phases.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {standings.results.length === 0 ? (
        <p>The table will show here once the league's first gameweek has been played.</p>
      ) : (
        <StandingsTable
          rows={standings.results}
          ownEntry={ownEntry}
          currentEvent={currentEvent}
          live={live}
        />
      )}
      <Pager
        label="Standings pages"
        page={standings.page}
        hasNext={standings.has_next}
        onPage={onPage}
      />
      {newEntries.results.length > 0 && (
        <>
          <NewEntriesTable rows={newEntries.results} />
          <Pager
            label="New entries pages"
            page={newEntries.page}
            hasNext={newEntries.has_next}
            onPage={onNewEntriesPage}
          />
        </>
      )}
    </>
  );
}
