import { formatMoney } from '../../../lib/money';
import type { EntryTransfer } from '../api/get-entry-transfers';
import { formatShortTime } from '../utils/format';
import './entry.css';

/**
 * Transfer history (SPEC §2): Time, In, Out and the gameweek each became active in. Anyone
 * but the owner sees only the transfers up to the last deadline, and is told so.
 */
export function TransferHistory({
  transfers,
  own,
  nameOf,
  onOpenPlayer,
}: {
  transfers: readonly EntryTransfer[];
  own: boolean;
  nameOf: (element: number) => string;
  /** Opens the player dialog (SPEC §2: player names open it). */
  onOpenPlayer: (element: number) => void;
}) {
  const player = (element: number) => (
    <button type="button" className="link-button" onClick={() => onOpenPlayer(element)}>
      {nameOf(element)}
    </button>
  );
  return (
    <>
      {!own && (
        <p className="transfer-history__note">
          If you are not logged in or are viewing another player&apos;s team then you will only be
          able to view transfers up to the last deadline.
        </p>
      )}
      {transfers.length === 0 ? (
        <p>No transfers have been made yet for this team.</p>
      ) : (
        <div className="table-scroll">
          <table className="table transfer-history" aria-label="Transfers">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">In</th>
                <th scope="col">Out</th>
                <th scope="col" className="table__num">
                  Active
                </th>
              </tr>
            </thead>
            <tbody>
              {transfers.map((t) => (
                <tr key={`${t.time}-${t.element_in}-${t.element_out}`}>
                  <td>
                    <time dateTime={t.time}>{formatShortTime(t.time)}</time>
                  </td>
                  <td>
                    {player(t.element_in)}{' '}
                    <span className="transfer-history__price">
                      {formatMoney(t.element_in_cost)}
                    </span>
                  </td>
                  <td>
                    {player(t.element_out)}{' '}
                    <span className="transfer-history__price">
                      {formatMoney(t.element_out_cost)}
                    </span>
                  </td>
                  <td className="table__num">GW{t.event}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
