import { useMemo } from 'react';
import type { GameElement, GameElementType, GameTeam } from '@ofl/api';

import { availabilityOf } from '../../../components/ui/availability/availability';
import { AvailabilityFlag } from '../../../components/ui/availability/availability-flag';
import { DataTable } from '../../../components/ui/data-table';
import { Pager } from '../../../components/ui/pager';
import { InfoButton } from '../../../components/ui/info-button';
import { ClubBadge } from '../../../components/ui/kit/club-badge';
import { PlayerPicture } from '../../../components/ui/kit/player-picture';
import { PriceProgress } from '../../../components/price-progress';
import { formatMoney } from '../../../lib/money';
import type { PlayerListState } from '../hooks/use-player-list-controls';
import { SORT_OPTIONS, costSteps, filterPlayers, pageOf } from '../../../lib/filter-players';
import type { SortKey } from '../../../lib/filter-players';
import { MaxCostField, PlayerViewField, SortField } from '../../../components/player-filters';
import './player-list.css';

/**
 * The player list (SPEC §4, §5, §9): view by position, club or watchlist, search, cost cap,
 * sort, unavailable players shown or hidden, 30 a page. Choosing a player calls `onSelect`.
 */
export function PlayerListPanel({
  elements,
  elementTypes,
  teams,
  watched,
  state,
  onSelect,
  selectLabel,
  isSelected,
  onInfo,
}: {
  elements: readonly GameElement[];
  elementTypes: readonly GameElementType[];
  teams: readonly GameTeam[];
  /** The watchlist's player codes, or null for a visitor without a team (no watchlist view). */
  watched: readonly number[] | null;
  state: PlayerListState;
  onSelect: (element: GameElement) => void;
  selectLabel: (element: GameElement) => string;
  isSelected?: (element: GameElement) => boolean;
  /** Opens the player dialog from an information button on each row. */
  onInfo?: (element: GameElement) => void;
}) {
  const { controls, change, page, setPage } = state;
  const teamById = useMemo(() => new Map(teams.map((t) => [t.id, t])), [teams]);
  const typeById = useMemo(() => new Map(elementTypes.map((t) => [t.id, t])), [elementTypes]);
  const steps = useMemo(() => costSteps(elements), [elements]);
  const players = useMemo(
    () => filterPlayers(elements, controls, watched ?? []),
    [elements, controls, watched],
  );
  const { items, page: current, pages } = pageOf(players, page);
  const sortLabel = SORT_OPTIONS.find((o) => o.key === controls.sort)?.label ?? '';

  return (
    <div className="player-list">
      <h2 className="player-list__title">Player Selection</h2>
      <div className="player-list__controls">
        <PlayerViewField
          id="player-list-view"
          value={controls.filter}
          elementTypes={elementTypes}
          teams={teams}
          watchlist={watched !== null}
          onChange={(filter) => change({ filter })}
        />
        <SortField
          id="player-list-sort"
          value={controls.sort}
          options={SORT_OPTIONS.map((o) => ({ value: o.key, label: o.label }))}
          onChange={(sort: SortKey) => change({ sort })}
        />
        <div className="field">
          <label htmlFor="player-list-search">Search player list</label>
          <input
            id="player-list-search"
            type="search"
            value={controls.search}
            onChange={(e) => change({ search: e.target.value })}
          />
        </div>
        <MaxCostField
          id="player-list-cost"
          value={controls.maxCost}
          steps={steps}
          onChange={(maxCost) => change({ maxCost })}
        />
        <label className="player-list__check">
          <input
            type="checkbox"
            checked={!controls.getUnavailable}
            onChange={(e) => change({ getUnavailable: !e.target.checked })}
          />{' '}
          Hide unavailable players
        </label>
      </div>
      <p className="player-list__count" aria-live="polite">
        <strong>{players.length}</strong> players shown
      </p>
      <DataTable
        label="Players"
        scroll={false}
        className="player-list__table"
        rows={items}
        rowKey={(e) => e.id}
        rowClassName={(e) => (isSelected?.(e) ? 'is-selected' : undefined)}
        empty="No players match your choices."
        columns={[
          {
            header: 'Player',
            rowHeader: true,
            cell: (e) => {
              const availability = availabilityOf(e);
              return (
                <div className="player-list__head">
                  {onInfo && (
                    <InfoButton
                      label={`View information about ${e.web_name}`}
                      onClick={() => onInfo(e)}
                    />
                  )}
                  {availability && (
                    <AvailabilityFlag availability={availability} name={e.web_name} />
                  )}
                  <span className="player-list__shirt">
                    <PlayerPicture
                      player={e}
                      kit={teamById.get(e.team)?.kit}
                      size={32}
                      decorative
                    />
                  </span>
                  <div className="player-list__who">
                    <button
                      type="button"
                      className="player-list__player"
                      aria-label={selectLabel(e)}
                      onClick={() => onSelect(e)}
                    >
                      <span className="player-list__name">{e.web_name}</span>
                    </button>
                    {/* Beside the button, whose visible text stays the name its label holds. */}
                    <span className="player-list__detail">
                      <ClubBadge kit={teamById.get(e.team)?.kit} size={14} />{' '}
                      {teamById.get(e.team)?.short_name}{' '}
                      {typeById.get(e.element_type)?.singular_name_short}
                      {e.status === 'u' ? ' · Unavailable' : ''}
                    </span>
                  </div>
                </div>
              );
            },
          },
          { header: 'Cost', numeric: true, cell: (e) => formatMoney(e.now_cost) },
          {
            header: controls.sort === 'now_cost' ? 'Pts' : sortLabel,
            numeric: true,
            cell: (e) =>
              controls.sort === 'price_progress' ? (
                <PriceProgress element={e} />
              ) : (
                String(
                  (e as unknown as Record<string, unknown>)[
                    controls.sort === 'now_cost' ? 'total_points' : controls.sort
                  ] ?? '',
                )
              ),
          },
        ]}
      />
      <Pager
        label="Player list pages"
        className="player-list__paging"
        page={current}
        pages={pages}
        onPage={setPage}
      />
    </div>
  );
}
