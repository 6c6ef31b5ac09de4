import type { SquadIssues } from '@ofl/engine';

import { formatMoney } from '../../../lib/money';

/** The basic scoreboard: players selected out of the squad size and the money left, red when wrong. */
export function Scoreboard({ issues }: { issues: SquadIssues }) {
  return (
    <ul className="scoreboard" aria-label="Scoreboard">
      <li>
        <span className="scoreboard__label">Players Selected</span>
        <span className={`scoreboard__value${issues.needElements ? ' is-bad' : ''}`}>
          {issues.selected} / {issues.squadSize}
        </span>
      </li>
      <li>
        <span className="scoreboard__label">Money Remaining</span>
        <span className={`scoreboard__value${issues.budgetExceeded ? ' is-bad' : ''}`}>
          {formatMoney(issues.remaining)}
        </span>
      </li>
    </ul>
  );
}
