import { useMemo, useState } from 'react';

import type { GameElement, GameElementType, GameTeam } from '@ofl/api';
import { formatMoney } from '../../../lib/money';
import {
  costSteps,
  matchesFilter,
  pageOf,
  sortPlayers,
} from '../../player-list/utils/filter-players';
import {
  MaxCostField,
  PlayerPager,
  PlayerViewField,
} from '../../player-list/components/player-filters';
import { STAT_COLUMNS, statText, type StatColumn } from '../utils/stat-columns';

/**
 * The Statistics table (SPEC §2 Other pages): every player with Cost, Sel., Form, Pts and the
 * chosen stat, filtered by position, club or watchlist, under a cost cap, sorted by the chosen
 * stat, 30 a page.
 */
export function StatisticsTable({
  elements,
  teams,
  elementTypes,
  watched,
  stat,
  onStat,
  onPlayer,
}: {
  elements: readonly GameElement[];
  teams: readonly GameTeam[];
  elementTypes: readonly GameElementType[];
  /** The watchlist's player codes; undefined without a team (no Watchlist choice). */
  watched?: readonly number[];
  stat: StatColumn;
  onStat: (name: string) => void;
  onPlayer: (element: number) => void;
}) {
  const [filter, setFilter] = useState('all');
  const [maxCost, setMaxCost] = useState(0);
  const [page, setPage] = useState(1);
  const teamById = useMemo(() => new Map(teams.map((t) => [t.id, t])), [teams]);
  const typeById = useMemo(() => new Map(elementTypes.map((t) => [t.id, t])), [elementTypes]);
  const steps = useMemo(() => costSteps(elements), [elements]);
  const players = useMemo(
    () =>
      sortPlayers(
        elements.filter(
          (e) =>
            matchesFilter(e, filter, watched ?? []) && (maxCost === 0 || e.now_cost <= maxCost),
        ),
        stat.name,
      ),
    [elements, filter, maxCost, watched, stat.name],
  );
  const { items, pages } = pageOf(players, page);
  const current = Math.min(page, pages);
  const row = (e: GameElement) => e as unknown as Record<string, unknown>;
  return (
    <div className="statistics">
      <div className="statistics__controls">
        <PlayerViewField
          id="statistics-view"
          value={filter}
          elementTypes={elementTypes}
          teams={teams}
          watchlist={watched !== undefined}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
        <div className="field">
          <label htmlFor="statistics-sort">Sorted by</label>
          <select
            id="statistics-sort"
            value={stat.name}
            onChange={(e) => {
              onStat(e.target.value);
              setPage(1);
            }}
          >
            {STAT_COLUMNS.map((s) => (
              <option key={s.name} value={s.name}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <MaxCostField
          id="statistics-cost"
          value={maxCost}
          steps={steps}
          onChange={(next) => {
            setMaxCost(next);
            setPage(1);
          }}
        />
      </div>
      <p className="statistics__description">
        <strong>{stat.label}:</strong> {stat.description}
      </p>
      <p aria-live="polite">
        <strong>{players.length}</strong> players shown
      </p>
      <div className="table-scroll">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col" className="table__num">
                Cost
              </th>
              <th scope="col" className="table__num hide-narrow">
                <abbr title="Teams selected by %">Sel.</abbr>
              </th>
              <th scope="col" className="table__num hide-narrow">
                Form
              </th>
              <th scope="col" className="table__num">
                <abbr title="Total points">Pts</abbr>
              </th>
              <th scope="col" className="table__num" aria-sort="descending">
                {stat.label}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((e) => (
              <tr key={e.id}>
                <th scope="row">
                  <button type="button" className="link-button" onClick={() => onPlayer(e.id)}>
                    {e.web_name}
                  </button>{' '}
                  <span className="field__hint">
                    {teamById.get(e.team)?.short_name}{' '}
                    {typeById.get(e.element_type)?.singular_name_short}
                  </span>
                </th>
                <td className="table__num">{formatMoney(e.now_cost)}</td>
                <td className="table__num hide-narrow">{e.selected_by_percent}%</td>
                <td className="table__num hide-narrow">{e.form}</td>
                <td className="table__num">{e.total_points}</td>
                <td className="table__num">{statText(row(e), stat.name)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PlayerPager
        label="Statistics pages"
        className="event-pager"
        page={current}
        pages={pages}
        onPage={setPage}
      />
    </div>
  );
}
