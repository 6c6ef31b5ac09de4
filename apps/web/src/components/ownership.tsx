import type { ElementOwnership } from '@ofl/api';

import { DataTable } from './ui/data-table';
import './ownership.css';

const pct = (value: number) => `${value.toFixed(1)}%`;

/**
 * Whether a player's points lift or drop this manager against the field: his own multiplier
 * against the player's effective ownership (both per manager, in percent).
 */
export function ownershipVerdict(multiplier: number, effective: number): string {
  const mine = multiplier * 100;
  if (mine > effective) return 'Your rank rises if he scores';
  if (mine < effective) return 'Your rank falls if he scores';
  return 'His points do not move your rank';
}

/**
 * A player's ownership in the live gameweek: selected, captained and effective ownership over
 * every manager and the top 10,000, and with `multiplier` what his points do to this manager.
 */
export function Ownership({
  ownership,
  multiplier,
}: {
  ownership: ElementOwnership;
  multiplier?: number;
}) {
  const rows = [
    ['All', ownership.all] as const,
    ...(ownership.top_10k ? [['Top 10k', ownership.top_10k] as const] : []),
    ...(ownership.league ? [['League', ownership.league] as const] : []),
  ];
  return (
    <div className="ownership">
      {multiplier !== undefined && (
        <p className="ownership__verdict">
          {ownershipVerdict(multiplier, ownership.all.effective)}
        </p>
      )}
      <DataTable
        caption="Ownership this gameweek"
        rows={rows}
        rowKey={([label]) => label}
        columns={[
          { header: 'Managers', rowHeader: true, cell: ([label]) => label },
          { header: 'Selected', numeric: true, cell: ([, o]) => pct(o.selected) },
          { header: 'Captained', numeric: true, cell: ([, o]) => pct(o.captained) },
          {
            header: <abbr title="Effective ownership">EO</abbr>,
            numeric: true,
            cell: ([, o]) => pct(o.effective),
          },
        ]}
      />
    </div>
  );
}
