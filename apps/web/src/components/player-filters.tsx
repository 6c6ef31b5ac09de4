import type { GameElementType, GameTeam } from '@ofl/api';

import { formatMoney } from '../lib/money';
import { Options } from './ui/field';

/**
 * The View choice of a list of players: all, the watchlist when there is one, a position or a
 * club (the values `filterPlayers` reads: all, wl, et_<id>, te_<id>).
 */
export function PlayerViewField({
  id,
  value,
  elementTypes,
  teams,
  watchlist = false,
  onChange,
}: {
  id: string;
  value: string;
  elementTypes: readonly GameElementType[];
  teams: readonly GameTeam[];
  watchlist?: boolean;
  onChange: (filter: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>View</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="all">All players</option>
        {watchlist && <option value="wl">Watchlist</option>}
        <optgroup label="By Position">
          <Options items={elementTypes} value={(t) => `et_${t.id}`} label={(t) => t.plural_name} />
        </optgroup>
        <optgroup label="By Team">
          <Options items={teams} value={(t) => `te_${t.id}`} label={(t) => t.name} />
        </optgroup>
      </select>
    </div>
  );
}

/** The 'Sorted by' choice of a list of players: each option's value and its label. */
export function SortField<Value extends string>({
  id,
  value,
  options,
  onChange,
}: {
  id: string;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>Sorted by</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Value)}>
        <Options items={options} value={(o) => o.value} label={(o) => o.label} />
      </select>
    </div>
  );
}

/** The Max cost choice: Unlimited (0) or one of the steps of the players' prices. */
export function MaxCostField({
  id,
  value,
  steps,
  onChange,
}: {
  id: string;
  value: number;
  steps: readonly number[];
  onChange: (maxCost: number) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>Max cost</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        <option value={0}>Unlimited</option>
        <Options items={steps} value={(cost) => cost} label={(cost) => formatMoney(cost)} />
      </select>
    </div>
  );
}
