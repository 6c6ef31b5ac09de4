import type { ReactNode } from 'react';
import type { SquadIssues } from '@ofl/engine';

import { formatMoney } from '../lib/money';

/** One figure of a scoreboard, red when it is wrong. */
export function ScoreboardItem({
  label,
  bad = false,
  children,
}: {
  label: string;
  bad?: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <span className="scoreboard__label">{label}</span>
      <span className={`scoreboard__value${bad ? ' is-bad' : ''}`}>{children}</span>
    </li>
  );
}

/** Players selected out of the squad size, red while the squad is short. */
export function PlayersSelected({ issues }: { issues: SquadIssues }) {
  return (
    <ScoreboardItem label="Players Selected" bad={issues.needElements}>
      {issues.selected} / {issues.squadSize}
    </ScoreboardItem>
  );
}

/** The money left, red below zero. */
export function MoneyRemaining({ issues }: { issues: SquadIssues }) {
  return (
    <ScoreboardItem label="Money Remaining" bad={issues.budgetExceeded}>
      {formatMoney(issues.remaining)}
    </ScoreboardItem>
  );
}

/** The basic scoreboard: players selected out of the squad size and the money left, red when wrong. */
export function Scoreboard({ issues }: { issues: SquadIssues }) {
  return (
    <ul className="scoreboard" aria-label="Scoreboard">
      <PlayersSelected issues={issues} />
      <MoneyRemaining issues={issues} />
    </ul>
  );
}
