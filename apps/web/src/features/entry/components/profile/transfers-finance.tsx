import { Link } from 'react-router';

import { paths } from '../../../../config/paths';
import { formatMoney } from '../../../../lib/money';
import type { EntrySummary } from '../../api/get-entry';
import type { EntryFinance } from '../../api/get-entry-finance';

/**
 * Transfers & Finance (SPEC §2, §6): the owner sees his live bank and squad value; anyone else
 * sees the figures at the last deadline, marked with an asterisk.
 */
export function TransfersFinance({
  entry,
  own,
  finance,
}: {
  entry: EntrySummary;
  own: boolean;
  finance: EntryFinance | undefined;
}) {
  const live = own && finance ? finance.transfers : null;
  const bank = live ? live.bank : (entry.last_deadline_bank ?? 0);
  const value = live ? live.value : (entry.last_deadline_value ?? 0);
  const transfers = (entry.last_deadline_total_transfers ?? 0) + (live ? live.made : 0);
  const mark = live ? '' : '*';
  return (
    <section className="profile-box" aria-labelledby="transfers-finance-title">
      <h3 id="transfers-finance-title">Transfers &amp; Finance</h3>
      <dl className="figures profile-figures">
        <div>
          <dt>Total transfers{mark}</dt>
          <dd>{transfers}</dd>
        </div>
        <div>
          <dt>Squad value{mark}</dt>
          <dd>{formatMoney(value - bank)}</dd>
        </div>
        <div>
          <dt>In the bank{mark}</dt>
          <dd>{formatMoney(bank)}</dd>
        </div>
      </dl>
      {!live && <p className="profile-note">* Values at the last deadline</p>}
      <p>
        <Link to={paths.entryTransfers.getHref(entry.id)}>Transfer History</Link>
      </p>
    </section>
  );
}
