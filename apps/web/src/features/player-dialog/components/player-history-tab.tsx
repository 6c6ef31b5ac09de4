import type { GameElement } from '@ofl/api';

import type { GameData } from '../../../components/ui/pitch/game-data';
import { formatMoney } from '../../../lib/money';
import type { ElementSummary } from '../api/get-element-summary';
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
  const heads = columns.map((c) => (
    <th key={c.key} scope="col" className="table__num">
      <abbr title={c.title}>{c.label}</abbr>
    </th>
  ));

  return (
    <div className="player-history">
      <h3>This Season</h3>
      {history.length === 0 ? (
        <p className="player-dialog__empty">Data will appear here once the season is underway.</p>
      ) : (
        <div className="table-scroll">
          <table className="table player-history__table">
            <caption className="visually-hidden">This season</caption>
            <thead>
              <tr>
                <th scope="col">GW</th>
                <th scope="col">OPP</th>
                <th scope="col">Result</th>
                <th scope="col" className="table__num">
                  Pts
                </th>
                {heads}
                <th scope="col" className="table__num">
                  <abbr title="Net transfers">NT</abbr>
                </th>
                <th scope="col" className="table__num">
                  <abbr title="Teams selected by">TSB</abbr>
                </th>
                <th scope="col" className="table__num">
                  £
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((h) => (
                <tr key={`${h.fixture}-${h.round}`}>
                  <th scope="row">{h.round}</th>
                  <td>
                    {short.get(h.opponent_team)} ({h.was_home ? 'H' : 'A'})
                  </td>
                  <td>{resultLabel(h)}</td>
                  <td className="table__num">{h.total_points}</td>
                  {keys.map((k) => (
                    <td key={k} className="table__num">
                      {String(h[k] ?? 0)}
                    </td>
                  ))}
                  <td className="table__num">{h.transfers_balance}</td>
                  <td className="table__num">{h.selected}</td>
                  <td className="table__num">{formatMoney(h.value)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {(
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
            </tfoot>
          </table>
        </div>
      )}
      <h3>Previous Seasons</h3>
      {past.length === 0 ? (
        <p className="player-dialog__empty">No previous seasons.</p>
      ) : (
        <div className="table-scroll">
          <table className="table player-history__table">
            <caption className="visually-hidden">Previous seasons</caption>
            <thead>
              <tr>
                <th scope="col">Season</th>
                <th scope="col" className="table__num">
                  Pts
                </th>
                {heads}
                <th scope="col" className="table__num">
                  Start £
                </th>
                <th scope="col" className="table__num">
                  End £
                </th>
              </tr>
            </thead>
            <tbody>
              {past.map((s) => (
                <tr key={s.season_name}>
                  <th scope="row">{s.season_name}</th>
                  <td className="table__num">{s.total_points}</td>
                  {keys.map((k) => (
                    <td key={k} className="table__num">
                      {String(s[k] ?? 0)}
                    </td>
                  ))}
                  <td className="table__num">{formatMoney(s.start_cost)}</td>
                  <td className="table__num">{formatMoney(s.end_cost)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
