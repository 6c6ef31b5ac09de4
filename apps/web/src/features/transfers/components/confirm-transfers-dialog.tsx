import { Alert } from '../../../components/ui/alert';
import { DataTable } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { ConfirmActions } from '../../../components/ui/confirm-actions';
import { formatMoney } from '../../../lib/money';
import type { PlannedTransfer } from '../utils/transfer-plan';
import { formatCost } from './transfers-scoreboard';

/**
 * The confirm dialog (SPEC §2 Transfers): each player out and in with his selling and purchase
 * price, the points cost, and the chip played with them. A refusal is shown here and the dialog
 * stays open.
 */
export function ConfirmTransfersDialog({
  transfers,
  nameOf,
  cost,
  chipName,
  error,
  pending,
  onConfirm,
  onClose,
}: {
  transfers: readonly PlannedTransfer[];
  nameOf: (element: number) => string;
  cost: number;
  chipName: string | null;
  error: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog title="Confirm Transfers" onClose={onClose}>
      {error && <Alert type="error">{error}</Alert>}
      <DataTable
        className="confirm-transfers"
        caption="Transfers to confirm"
        captionClassName="visually-hidden"
        rows={transfers}
        rowKey={(t) => `${t.element_out ?? 'none'}-${t.element_in}`}
        columns={[
          { header: 'Out', cell: (t) => (t.element_out === null ? '-' : nameOf(t.element_out)) },
          {
            header: 'Price',
            numeric: true,
            cell: (t) => (t.element_out === null ? '' : formatMoney(t.selling_price)),
          },
          { header: 'In', cell: (t) => nameOf(t.element_in) },
          { header: 'Price', numeric: true, cell: (t) => formatMoney(t.purchase_price) },
        ]}
      />
      <p className="confirm-transfers__cost">
        {chipName && <span>{chipName} played. </span>}
        <strong>Cost: {formatCost(cost)}</strong>
      </p>
      <ConfirmActions
        label="Confirm Transfers"
        pending={pending}
        onConfirm={onConfirm}
        onCancel={onClose}
        cancelLabel="Change Transfers"
        cancelFirst
      />
    </Dialog>
  );
}
