import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ClassicStandingsRow, H2hStandingsRow, NewEntry } from '@ofl/api';

import { DataTable } from '../../../components/ui/data-table';
import { Movement } from '../../../components/ui/movement';
import { Pager } from '../../../components/ui/pager';
import { paths } from '../../../config/paths';
import { formatRank } from '../../../lib/format-rank';
import { ownRow } from '../utils/own-row';
import './leagues.css';

/** Where a row's team leads: its points in the current gameweek, or its history before one. */
export const teamHref = (entry: number, currentEvent: number | null) =>
  currentEvent ? paths.entryEvent.getHref(entry, currentEvent) : paths.entryHistory.getHref(entry);

/** What the table reads of a row, the same in either kind's table. */
type TableRow = Pick<
  ClassicStandingsRow | H2hStandingsRow,
  'entry' | 'entry_name' | 'player_name' | 'rank' | 'last_rank'
>;

/** A column after Rank and Team & Manager: its heading and what a row shows in it. */
export type StandingsColumn<Row> = {
  key: string;
  heading: ReactNode;
  cell: (row: Row) => ReactNode;
};

/**
 * A league table of either kind: Rank with its movement, Team & Manager linking to the team, then
 * the kind's own columns; the manager's own row highlighted.
 */
export function StandingsTable<Row extends TableRow>({
  rows,
  columns,
  ownEntry,
  currentEvent,
  className = 'standings-table',
}: {
  rows: readonly Row[];
  columns: ReadonlyArray<StandingsColumn<Row>>;
  ownEntry: number | null;
  currentEvent: number | null;
  /** Classes added to `table`. */
  className?: string;
}) {
  const own = (row: Row) => row.entry === ownEntry;
  return (
    <DataTable
      className={className}
      caption="Standings"
      captionClassName="visually-hidden"
      rows={rows}
      rowKey={(row) => row.entry}
      {...ownRow(own)}
      columns={[
        {
          header: 'Rank',
          numeric: true,
          cellClassName: 'standings-rank',
          cell: (row) => (
            <>
              <Movement rank={row.rank} lastRank={row.last_rank} /> {formatRank(row.rank)}
            </>
          ),
        },
        {
          header: 'Team & Manager',
          rowHeader: true,
          cell: (row) => (
            <>
              <Link to={teamHref(row.entry, currentEvent)} className="standings-team">
                {row.entry_name}
              </Link>
              <span className="standings-manager">{row.player_name}</span>
            </>
          ),
        },
        ...columns.map((column) => ({
          header: column.heading,
          numeric: true,
          cell: column.cell,
        })),
      ]}
    />
  );
}

/** The members not in the table yet, each linking to his team's history. */
export function NewEntriesTable({ rows }: { rows: readonly NewEntry[] }) {
  return (
    <DataTable
      caption="New entries"
      rows={rows}
      rowKey={(row) => row.entry}
      columns={[
        {
          header: 'Team',
          rowHeader: true,
          cell: (row) => <Link to={paths.entryHistory.getHref(row.entry)}>{row.entry_name}</Link>,
        },
        {
          header: 'Manager',
          cell: (row) => (
            <>
              {row.player_first_name} {row.player_last_name}
            </>
          ),
        },
      ]}
    />
  );
}

/** The standings' pager, then the new entries and theirs when there are any. */
export function StandingsPagers({
  standings,
  newEntries,
  onPage,
  onNewEntriesPage,
}: {
  standings: { page: number; has_next: boolean };
  newEntries: { page: number; has_next: boolean; results: readonly NewEntry[] };
  onPage: (page: number) => void;
  onNewEntriesPage: (page: number) => void;
}) {
  return (
    <>
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
