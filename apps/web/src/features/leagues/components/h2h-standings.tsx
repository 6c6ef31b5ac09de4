import { Link } from 'react-router';
import type { H2hStandings, H2hStandingsRow } from '@ofl/api';

import { Movement } from '../../../components/ui/movement';
import { paths } from '../../../config/paths';
import { formatRank } from '../../../lib/format-rank';
import { NewEntriesTable, teamHref } from './classic-standings';
import { Pager } from './pager';
import './leagues.css';

function H2hTable({
  rows,
  ownEntry,
  currentEvent,
}: {
  rows: readonly H2hStandingsRow[];
  ownEntry: number | null;
  currentEvent: number | null;
}) {
  return (
    <div className="table-scroll">
      <table className="table standings-table h2h-table">
        <caption className="visually-hidden">Standings</caption>
        <thead>
          <tr>
            <th scope="col" className="table__num">
              Rank
            </th>
            <th scope="col">Team &amp; Manager</th>
            <th scope="col" className="table__num">
              <abbr title="Won">W</abbr>
            </th>
            <th scope="col" className="table__num">
              <abbr title="Drawn">D</abbr>
            </th>
            <th scope="col" className="table__num">
              <abbr title="Lost">L</abbr>
            </th>
            <th scope="col" className="table__num">
              Score
            </th>
            <th scope="col" className="table__num">
              <abbr title="League points">Pts</abbr>
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
                <td className="table__num">{row.matches_won}</td>
                <td className="table__num">{row.matches_drawn}</td>
                <td className="table__num">{row.matches_lost}</td>
                <td className="table__num">{row.points_for}</td>
                <td className="table__num">
                  <strong>{row.total}</strong>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A head-to-head league's table (SPEC §2 Standings): Rank, Team & Manager, W, D, L, Score (the
 * gameweek points scored) and Pts, the manager's own row highlighted, paging, the new entries,
 * and the link to report an offensive name. In the league's first gameweek, before its first
 * table: 'Matches are currently being generated, please check back later.'
 */
export function H2hStandingsView({
  data,
  ownEntry,
  currentEvent,
  onPage,
  onNewEntriesPage,
}: {
  data: H2hStandings;
  ownEntry: number | null;
  currentEvent: number | null;
  onPage: (page: number) => void;
  onNewEntriesPage: (page: number) => void;
}) {
  const { league, standings, new_entries: newEntries } = data;
  const started = currentEvent != null && currentEvent >= league.start_event;
  const empty = standings.results.length === 0;
  return (
    <>
      <p className="standings-start">
        {started
          ? `League matches started in Gameweek ${league.start_event}`
          : `League matches will start in Gameweek ${league.start_event}`}
        {league.ko_rounds
          ? ` · ${league.ko_rounds} knockout round${league.ko_rounds > 1 ? 's' : ''}`
          : ''}
      </p>
      {empty && currentEvent === league.start_event ? (
        <p className="alert alert--info" role="status">
          Matches are currently being generated, please check back later.
        </p>
      ) : empty ? (
        <p>The table will show here once the league's first gameweek has been played.</p>
      ) : (
        <H2hTable rows={standings.results} ownEntry={ownEntry} currentEvent={currentEvent} />
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
      <p>
        <Link to={paths.helpReportName.getHref({ leagueId: league.id, leagueName: league.name })}>
          Report Offensive Name
        </Link>
      </p>
    </>
  );
}
