import { Link } from 'react-router';
import type { H2hStandings, H2hStandingsRow } from '@ofl/api';

import { paths } from '../../../config/paths';
import { StandingsPagers, StandingsTable, type StandingsColumn } from './standings-table';
import './leagues.css';

const abbr = (title: string, text: string) => <abbr title={title}>{text}</abbr>;

const columns: ReadonlyArray<StandingsColumn<H2hStandingsRow>> = [
  { key: 'w', heading: abbr('Won', 'W'), cell: (row) => row.matches_won },
  { key: 'd', heading: abbr('Drawn', 'D'), cell: (row) => row.matches_drawn },
  { key: 'l', heading: abbr('Lost', 'L'), cell: (row) => row.matches_lost },
  { key: 'score', heading: 'Score', cell: (row) => row.points_for },
  {
    key: 'pts',
    heading: abbr('League points', 'Pts'),
    cell: (row) => <strong>{row.total}</strong>,
  },
];

/**
 * When a head-to-head league's matches start, by the gameweek under way: the standings and the
 * new entries say the same.
 */
export function h2hStartText(startEvent: number, currentEvent: number | null): string {
  return currentEvent != null && currentEvent >= startEvent
    ? `League matches started in Gameweek ${startEvent}`
    : `League matches will start in Gameweek ${startEvent}`;
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
  const empty = standings.results.length === 0;
  return (
    <>
      <p className="standings-start">
        {h2hStartText(league.start_event, currentEvent)}
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
        <StandingsTable
          rows={standings.results}
          columns={columns}
          ownEntry={ownEntry}
          currentEvent={currentEvent}
          className="standings-table h2h-table"
        />
      )}
      <StandingsPagers
        standings={standings}
        newEntries={newEntries}
        onPage={onPage}
        onNewEntriesPage={onNewEntriesPage}
      />
      <p>
        <Link to={paths.helpReportName.getHref({ leagueId: league.id, leagueName: league.name })}>
          Report Offensive Name
        </Link>
      </p>
    </>
  );
}
