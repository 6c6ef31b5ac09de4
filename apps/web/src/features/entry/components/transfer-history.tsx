import { DataTable } from '../../../components/ui/data-table';
import { formatMoney } from '../../../lib/money';
import { PlayerButton } from '../../../components/player-button';
import type { EntryTransfer } from '../api/get-entry-transfers';
import { formatShortTime } from '../utils/format';
import './entry.css';

/**
 * Transfer history (SPEC §2): Time, In, Out and the gameweek each became active in. Anyone
 * but the owner sees only the transfers up to the last deadline, and is told so. A player's name
 * opens his dialog.
 */
export function TransferHistory({
  transfers,
  own,
  nameOf,
}: {
  transfers: readonly EntryTransfer[];
  own: boolean;
  nameOf: (element: number) => string;
}) {
  const player = (element: number, cost: number) => (
    <>
      <PlayerButton id={element}>{nameOf(element)}</PlayerButton>{' '}
      <span className="transfer-history__price">{formatMoney(cost)}</span>
    </>
  );
  return (
    <>
      {!own && (
        <p className="transfer-history__note">
          If you are not logged in or are viewing another player&apos;s team then you will only be
          able to view transfers up to the last deadline.
        </p>
      )}
      <DataTable
        className="transfer-history"
        label="Transfers"
        empty="No transfers have been made yet for this team."
        rows={transfers}
        rowKey={(t) => `${t.time}-${t.element_in}-${t.element_out}`}
        columns={[
          {
            header: 'Time',
            cell: (t) => <time dateTime={t.time}>{formatShortTime(t.time)}</time>,
          },
          { header: 'In', cell: (t) => player(t.element_in, t.element_in_cost) },
          { header: 'Out', cell: (t) => player(t.element_out, t.element_out_cost) },
          { header: 'Active', numeric: true, cell: (t) => `GW${t.event}` },
        ]}
      />
    </>
  );
}
