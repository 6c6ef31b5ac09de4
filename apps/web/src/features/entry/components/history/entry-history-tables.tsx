import { Link } from 'react-router';

import { paths } from '../../../../config/paths';
import { formatMoney } from '../../../../lib/money';
import type { EntryEventHistory, EntryHistory } from '../../api/get-entry-history';
import { chipName } from '../../../../lib/chips';
import { formatRank } from '../../../../lib/format-rank';
import { formatShortTime } from '../../utils/format';
import { DataTable, type DataColumn } from '../../../../components/ui/data-table';
import { LiveBadge } from '../../../../components/ui/live-badge';
import { Movement } from '../../../../components/ui/movement';

/** A gameweek's number column headed by an abbreviation. */
const stat = (
  label: string,
  title: string,
  cell: DataColumn<EntryEventHistory>['cell'],
): DataColumn<EntryEventHistory> => ({
  header: <abbr title={title}>{label}</abbr>,
  numeric: true,
  cell,
});

/**
 * The Gameweek History tables (SPEC §2 Entry history): This Season with each gameweek linked to
 * its points (the one being played marked Live), the chips played, and the previous seasons
 * newest first.
 */
export function EntryHistoryTables({
  entryId,
  history,
}: {
  entryId: number;
  history: EntryHistory;
}) {
  const past = [...history.past].sort((a, b) => b.season_name.localeCompare(a.season_name));
  return (
    <div className="entry-history" id="gameweek-history">
      <section aria-labelledby="this-season-title">
        <h2 id="this-season-title">This Season</h2>
        <DataTable
          labelledBy="this-season-title"
          empty="No gameweeks have been played yet."
          rows={history.current}
          rowKey={(row) => row.event}
          columns={[
            {
              // The gameweek being played comes last with its live figures, marked as such.
              ...stat('GW', 'Gameweek', (row) => (
                <>
                  <Link to={paths.entryEvent.getHref(entryId, row.event)}>GW{row.event}</Link>
                  {row.provisional && (
                    <>
                      {' '}
                      <LiveBadge />
                    </>
                  )}
                </>
              )),
              rowHeader: true,
            },
            stat('OR', 'Overall rank', (row) => formatRank(row.overall_rank)),
            stat('#', 'Overall rank movement', (row, i) => (
              <Movement
                rank={row.overall_rank ?? 0}
                lastRank={history.current[i - 1]?.overall_rank ?? 0}
              />
            )),
            stat('OP', 'Overall points', (row) => row.total_points),
            stat('GWR', 'Gameweek rank', (row) => formatRank(row.rank)),
            stat('GWP', 'Gameweek points', (row) => row.points),
            stat('PB', 'Points on bench', (row) => row.points_on_bench),
            stat('TM', 'Transfers made', (row) => row.event_transfers),
            stat('TC', 'Transfers cost', (row) => row.event_transfers_cost),
            stat('£', 'Value', (row) => formatMoney(row.value)),
          ]}
        />
      </section>
      <section aria-labelledby="chips-title">
        <h2 id="chips-title">Chips</h2>
        <DataTable
          labelledBy="chips-title"
          empty="No chips have been played yet."
          rows={history.chips}
          rowKey={(chip) => `${chip.name}-${chip.event}`}
          columns={[
            { header: 'Date', cell: (chip) => formatShortTime(chip.time) },
            { header: 'Name', cell: (chip) => chipName(chip.name) },
            {
              header: 'Active',
              cell: (chip) => (
                <Link to={paths.entryEvent.getHref(entryId, chip.event)}>GW{chip.event}</Link>
              ),
            },
          ]}
        />
      </section>
      <section aria-labelledby="previous-seasons-title">
        <h2 id="previous-seasons-title">Previous Seasons</h2>
        <DataTable
          labelledBy="previous-seasons-title"
          empty="This is the first season of this manager."
          rows={past}
          rowKey={(season) => season.season_name}
          columns={[
            { header: 'Season', rowHeader: true, cell: (season) => season.season_name },
            { header: 'Points', numeric: true, cell: (season) => season.total_points },
            { header: 'Rank', numeric: true, cell: (season) => formatRank(season.rank) },
          ]}
        />
      </section>
    </div>
  );
}
