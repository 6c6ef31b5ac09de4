import type { SquadIssues } from '@ofl/engine';

import { MoneyRemaining, PlayersSelected, ScoreboardItem } from '../../../components/scoreboard';

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
      <ScoreboardItem label="Free Transfers">
        {freeLeft === null ? 'Unlimited' : freeLeft}
      </ScoreboardItem>
      <ScoreboardItem label="Cost" bad={cost > 0}>
        {formatCost(cost)}
      </ScoreboardItem>
      <MoneyRemaining issues={issues} />
      <PlayersSelected issues={issues} />
    </ul>
  );
}
