import { Link } from 'react-router';

import { paths } from '../../../../config/paths';
import { formatMoney } from '../../../../lib/money';
import type { EntryHistory } from '../../api/get-entry-history';
import { chipName } from '../../../../lib/chips';
import { formatRank } from '../../../../lib/format-rank';
import { formatShortTime } from '../../utils/format';
import { Movement } from '../../../../components/ui/movement';

const num = { className: 'table__num' };
const head = (label: string, title: string) => (
  <th scope="col" {...num}>
    <abbr title={title}>{label}</abbr>
  </th>
);

/**
 * The Gameweek History tables (SPEC §2 Entry history): This Season with each gameweek linked to
 * its points, the chips played, and the previous seasons newest first.
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
        {history.current.length === 0 ? (
          <p>No gameweeks have been played yet.</p>
        ) : (
          <div className="table-scroll">
            <table className="table" aria-labelledby="this-season-title">
              <thead>
                <tr>
                  {head('GW', 'Gameweek')}
                  {head('OR', 'Overall rank')}
                  {head('#', 'Overall rank movement')}
                  {head('OP', 'Overall points')}
                  {head('GWR', 'Gameweek rank')}
                  {head('GWP', 'Gameweek points')}
                  {head('PB', 'Points on bench')}
                  {head('TM', 'Transfers made')}
                  {head('TC', 'Transfers cost')}
                  {head('£', 'Value')}
                </tr>
              </thead>
              <tbody>
                {history.current.map((row, i) => (
                  <tr key={row.event}>
                    <th scope="row" {...num}>
                      <Link to={paths.entryEvent.getHref(entryId, row.event)}>GW{row.event}</Link>
                    </th>
                    <td {...num}>{formatRank(row.overall_rank)}</td>
                    <td {...num}>
                      <Movement
                        rank={row.overall_rank ?? 0}
                        lastRank={history.current[i - 1]?.overall_rank ?? 0}
                      />
                    </td>
                    <td {...num}>{row.total_points}</td>
                    <td {...num}>{formatRank(row.rank)}</td>
                    <td {...num}>{row.points}</td>
                    <td {...num}>{row.points_on_bench}</td>
                    <td {...num}>{row.event_transfers}</td>
                    <td {...num}>{row.event_transfers_cost}</td>
                    <td {...num}>{formatMoney(row.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="chips-title">
        <h2 id="chips-title">Chips</h2>
        {history.chips.length === 0 ? (
          <p>No chips have been played yet.</p>
        ) : (
          <div className="table-scroll">
            <table className="table" aria-labelledby="chips-title">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Name</th>
                  <th scope="col">Active</th>
                </tr>
              </thead>
              <tbody>
                {history.chips.map((chip) => (
                  <tr key={`${chip.name}-${chip.event}`}>
                    <td>{formatShortTime(chip.time)}</td>
                    <td>{chipName(chip.name)}</td>
                    <td>
                      <Link to={paths.entryEvent.getHref(entryId, chip.event)}>GW{chip.event}</Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="previous-seasons-title">
        <h2 id="previous-seasons-title">Previous Seasons</h2>
        {past.length === 0 ? (
          <p>This is the first season of this manager.</p>
        ) : (
          <div className="table-scroll">
            <table className="table" aria-labelledby="previous-seasons-title">
              <thead>
                <tr>
                  <th scope="col">Season</th>
                  <th scope="col" {...num}>
                    Points
                  </th>
                  <th scope="col" {...num}>
                    Rank
                  </th>
                </tr>
              </thead>
              <tbody>
                {past.map((season) => (
                  <tr key={season.season_name}>
                    <th scope="row">{season.season_name}</th>
                    <td {...num}>{season.total_points}</td>
                    <td {...num}>{formatRank(season.rank)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
