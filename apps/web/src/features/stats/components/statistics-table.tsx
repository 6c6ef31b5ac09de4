import { useMemo, useState } from 'react';

import type { GameElement, GameElementType, GameTeam } from '@ofl/api';
import { DataTable } from '../../../components/ui/data-table';
import { Pager } from '../../../components/ui/pager';
import { formatMoney } from '../../../lib/money';
import {
  costSteps,
  matchesFilter,
  matchesSearch,
  pageOf,
  sortPlayers,
} from '../../../lib/filter-players';
import { paths } from '../../../config/paths';
import { PriceProgress } from '../../../components/price-progress';
import { MaxCostField, PlayerViewField, SortField } from '../../../components/player-filters';
import { PlayerButton } from '../../../components/player-button';
import { Link } from 'react-router';
import { PlayerPicture } from '../../../components/ui/kit/player-picture';
import { PRICE_CHANGES, STAT_COLUMNS, statText, type StatColumn } from '../utils/stat-columns';

/**
 * The Statistics table (SPEC §2 Other pages): every player with Cost, Sel., Form, Pts and the
 * chosen stat, filtered by position, club or watchlist, by name and under a cost cap, sorted by
 * the chosen stat, 30 a page.
 */
export function StatisticsTable({
  elements,
  teams,
  elementTypes,
  watched,
  stat,
  onStat,
}: {
  elements: readonly GameElement[];
  teams: readonly GameTeam[];
  elementTypes: readonly GameElementType[];
  /** The watchlist's player codes; undefined without a team (no Watchlist choice). */
  watched?: readonly number[];
  stat: StatColumn;
  onStat: (name: string) => void;
}) {
  const [filter, setFilter] = useState('all');
  const [search, setSearch] = useState('');
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
            matchesFilter(e, filter, watched ?? []) &&
            matchesSearch(e, search) &&
            (maxCost === 0 || e.now_cost <= maxCost),
        ),
        stat.name,
      ),
    [elements, filter, search, maxCost, watched, stat.name],
  );
  const { items, page: current, pages } = pageOf(players, page);
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
        <SortField
          id="statistics-sort"
          value={stat.name}
          options={STAT_COLUMNS.map((s) => ({ value: s.name, label: s.label }))}
          onChange={(name) => {
            onStat(name);
            setPage(1);
          }}
        />
        <div className="field">
          <label htmlFor="statistics-search">Search players</label>
          <input
            id="statistics-search"
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
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
      <p className="statistics__link">
        <Link to={paths.statistic.getHref(PRICE_CHANGES)}>
          Tonight’s likely price risers and fallers
        </Link>
      </p>
      <p aria-live="polite">
        <strong>{players.length}</strong> players shown
      </p>
      <DataTable
        label="Player statistics"
        empty={
          search.trim()
            ? `No player matches “${search.trim()}” with these choices.`
            : 'No players match your choices.'
        }
        rows={items}
        rowKey={(e) => e.id}
        columns={[
          {
            header: 'Player',
            rowHeader: true,
            cell: (e) => (
              <span className="statistics__player">
                <PlayerPicture player={e} kit={teamById.get(e.team)?.kit} size={32} decorative />
                <span>
                  <PlayerButton id={e.id}>{e.web_name}</PlayerButton>{' '}
                  <span className="field__hint">
                    {teamById.get(e.team)?.short_name}{' '}
                    {typeById.get(e.element_type)?.singular_name_short}
                  </span>
                </span>
              </span>
            ),
          },
          { header: 'Cost', numeric: true, cell: (e) => formatMoney(e.now_cost) },
          {
            header: <abbr title="Teams selected by %">Sel.</abbr>,
            numeric: true,
            className: 'hide-narrow',
            cell: (e) => `${e.selected_by_percent}%`,
          },
          { header: 'Form', numeric: true, className: 'hide-narrow', cell: (e) => e.form },
          {
            header: <abbr title="Total points">Pts</abbr>,
            numeric: true,
            // Sorted by total points, the last column says the same: a phone shows it once.
            className: stat.name === 'total_points' ? 'hide-narrow' : undefined,
            cell: (e) => e.total_points,
          },
          {
            header: stat.label,
            numeric: true,
            sort: 'descending',
            cell: (e) =>
              stat.name === 'price_progress' ? (
                <PriceProgress element={e} />
              ) : (
                statText(row(e), stat.name)
              ),
          },
        ]}
      />
      <Pager
        label="Statistics pages"
        className="event-pager"
        page={current}
        pages={pages}
        onPage={setPage}
      />
    </div>
  );
}
