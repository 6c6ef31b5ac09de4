import type { SquadIssues } from '@ofl/engine';

import { formatMoney } from '../../../lib/money';

/** Points a plan costs, as the scoreboard and the confirm dialog show them ('-4 pts'). */
export function formatCost(cost: number): string {
  return cost > 0 ? `-${cost} pts` : '0 pts';
}

/**
 * The Transfers scoreboard (SPEC §2): free transfers left or 'Unlimited', the points cost, and
 * the money remaining, red below zero.
 */
export function TransfersScoreboard({
  freeLeft,
  cost,
  issues,
}: {
  freeLeft: number | null;
  cost: number;
  issues: SquadIssues;
}) {
  return (
    <ul className="scoreboard" aria-label="Scoreboard">
      <li>
        <span className="scoreboard__label">Free Transfers</span>
        <span className="scoreboard__value">{freeLeft === null ? 'Unlimited' : freeLeft}</span>
      </li>
      <li>
        <span className="scoreboard__label">Cost</span>
        <span className={`scoreboard__value${cost > 0 ? ' is-bad' : ''}`}>{formatCost(cost)}</span>
      </li>
      <li>
        <span className="scoreboard__label">Money Remaining</span>
        <span className={`scoreboard__value${issues.budgetExceeded ? ' is-bad' : ''}`}>
          {formatMoney(issues.remaining)}
        </span>
      </li>
      <li>
        <span className="scoreboard__label">Players Selected</span>
        <span className={`scoreboard__value${issues.needElements ? ' is-bad' : ''}`}>
          {issues.selected} / {issues.squadSize}
        </span>
      </li>
    </ul>
  );
}
