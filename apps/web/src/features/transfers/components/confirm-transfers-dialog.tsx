import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
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
      <div className="table-scroll">
        <table className="table confirm-transfers">
          <caption className="visually-hidden">Transfers to confirm</caption>
          <thead>
            <tr>
              <th scope="col">Out</th>
              <th scope="col" className="table__num">
                Price
              </th>
              <th scope="col">In</th>
              <th scope="col" className="table__num">
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {transfers.map((t) => (
              <tr key={`${t.element_out ?? 'none'}-${t.element_in}`}>
                <td>{t.element_out === null ? '-' : nameOf(t.element_out)}</td>
                <td className="table__num">
                  {t.element_out === null ? '' : formatMoney(t.selling_price)}
                </td>
                <td>{nameOf(t.element_in)}</td>
                <td className="table__num">{formatMoney(t.purchase_price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="confirm-transfers__cost">
        {chipName && <span>{chipName} played. </span>}
        <strong>Cost: {formatCost(cost)}</strong>
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Change Transfers
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={pending}
          onClick={onConfirm}
        >
          {pending ? 'Please wait...' : 'Confirm Transfers'}
        </button>
      </div>
    </Dialog>
  );
}
