import type { GameElement } from '@ofl/api';

import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import type { GameData } from '../../../components/ui/pitch/game-data';
import { formatMoney } from '../../../lib/money';
import type { ElementSummary, HistoryRow, SeasonRow } from '../api/get-element-summary';
import { per90, resultLabel, statColumns, statTotals } from '../utils/history-stats';

/**
 * The History tab (SPEC §2): this season's matches (GW, OPP, result, points, the position's
 * stats, net transfers, teams selected by, price) with Totals and Per 90 rows, and the previous
 * seasons. Before a first match: 'Data will appear here once the season is underway.'
 */
export function PlayerHistoryTab({
  element,
  data,
  summary,
}: {
  element: GameElement;
  data: GameData;
  summary: ElementSummary | undefined;
}) {
  const history = summary?.history ?? [];
  const past = summary?.history_past ?? [];
  const columns = statColumns(element.element_type);
  const keys = columns.map((c) => c.key);
  const short = new Map(data.teams.map((t) => [t.id, t.short_name]));
  if (history.length === 0 && past.length === 0) {
    return (
      <p className="player-dialog__empty">Data will appear here once the season is underway.</p>
    );
  }
  const totals = statTotals(history, ['total_points', ...keys]);
  const perNinety = per90(totals, ['total_points', ...keys]);
  /** The position's stat columns, read from a match or a season by their key. */
  const stats: DataColumn<HistoryRow | SeasonRow>[] = columns.map((c) => ({
    header: <abbr title={c.title}>{c.label}</abbr>,
    numeric: true,
    cell: (row) => String(row[c.key as keyof typeof row] ?? 0),
  }));
  const num = <T,>(header: DataColumn<T>['header'], cell: DataColumn<T>['cell']) => ({
    header,
    numeric: true,
    cell,
  });

  return (
    <div className="player-history">
      <h3>This Season</h3>
      {history.length === 0 ? (
        <p className="player-dialog__empty">Data will appear here once the season is underway.</p>
      ) : (
        <DataTable
          className="player-history__table"
          caption="This season"
          captionClassName="visually-hidden"
          rows={history}
          rowKey={(h) => `${h.fixture}-${h.round}`}
          columns={[
            { header: 'GW', rowHeader: true, cell: (h) => h.round },
            {
              header: 'OPP',
              cell: (h) => (
                <>
                  {short.get(h.opponent_team)} ({h.was_home ? 'H' : 'A'})
                </>
              ),
            },
            { header: 'Result', cell: (h) => resultLabel(h) },
            num<HistoryRow>('Pts', (h) => h.total_points),
            ...stats,
            num<HistoryRow>(<abbr title="Net transfers">NT</abbr>, (h) => h.transfers_balance),
            num<HistoryRow>(<abbr title="Teams selected by">TSB</abbr>, (h) => h.selected),
            num<HistoryRow>('£', (h) => formatMoney(h.value)),
          ]}
          footer={(
            [
              ['Totals', totals],
              ['Per 90', perNinety],
            ] as const
          ).map(([label, row]) => (
            <tr key={label}>
              <th scope="row" colSpan={3}>
                {label}
              </th>
              <td className="table__num">{row.total_points}</td>
              {keys.map((k) => (
                <td key={k} className="table__num">
                  {row[k]}
                </td>
              ))}
              <td colSpan={3} />
            </tr>
          ))}
        />
      )}
      <h3>Previous Seasons</h3>
      {past.length === 0 ? (
        <p className="player-dialog__empty">No previous seasons.</p>
      ) : (
        <DataTable
          className="player-history__table"
          caption="Previous seasons"
          captionClassName="visually-hidden"
          rows={past}
          rowKey={(s) => s.season_name}
          columns={[
            { header: 'Season', rowHeader: true, cell: (s) => s.season_name },
            num<SeasonRow>('Pts', (s) => s.total_points),
            ...stats,
            num<SeasonRow>('Start £', (s) => formatMoney(s.start_cost)),
            num<SeasonRow>('End £', (s) => formatMoney(s.end_cost)),
          ]}
        />
      )}
    </div>
  );
}
