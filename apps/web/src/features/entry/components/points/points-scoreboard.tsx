import { Link } from 'react-router';

import { paths } from '../../../../config/paths';
import type { EntryEventHistory } from '../../api/get-entry-history';
import { formatRank } from '../../../../lib/format-rank';
import type { PointsEvent } from './types';
import { LiveRankValue } from '../live/live-rank';

/**
 * The figures over the points pitch (SPEC §2 Entry points): the average, the highest (linked to
 * the entry that scored it), this team's latest or final points (gross, with the hit beside them
 * as the official page shows it), its gameweek rank (live while
 * the gameweek runs), its live overall rank with its arrow, and its transfers with their cost.
 */
export function PointsScoreboard({
  event,
  history,
  points,
  live,
}: {
  event: PointsEvent;
  history: EntryEventHistory;
  /** The gross points, what the pitch adds up to; the transfer cost is shown beside them. */
  points: number;
  /** While matches are on the gameweek rank is not known yet. */
  live: boolean;
}) {
  const highest = event.highest_score ?? null;
  const cost = history.event_transfers_cost;
  return (
    <ul
      className={`scoreboard points-scoreboard${history.provisional ? ' points-scoreboard--live' : ''}`}
    >
      <li>
        <span className="scoreboard__label">Average Points</span>
        <span className="scoreboard__value">{event.average_entry_score ?? '-'}</span>
      </li>
      <li className="points-scoreboard__main">
        <span className="scoreboard__label">
          {event.finished ? 'Final Points' : 'Latest Points'}
        </span>
        <span className="scoreboard__value">
          <span data-testid="event-points">{points}</span>
          {cost > 0 && <span className="points-scoreboard__cost"> (-{cost} pts)</span>}
        </span>
      </li>
      <li>
        <span className="scoreboard__label">Highest Points</span>
        <span className="scoreboard__value">
          {highest != null && event.highest_scoring_entry ? (
            <Link to={paths.entryEvent.getHref(event.highest_scoring_entry, event.id)}>
              {highest}
            </Link>
          ) : (
            '-'
          )}
        </span>
      </li>
      <li>
        <span className="scoreboard__label">GW Rank</span>
        <span className="scoreboard__value">
          {live && history.rank == null ? 'Updated after the gameweek' : formatRank(history.rank)}
        </span>
      </li>
      {history.provisional && (
        <li>
          <span className="scoreboard__label">Live Rank</span>
          <span className="scoreboard__value">
            <LiveRankValue history={history} />
          </span>
        </li>
      )}
      <li>
        <span className="scoreboard__label">Transfers</span>
        <span className="scoreboard__value">
          {history.event_transfers}
          {cost > 0 && <span className="points-scoreboard__cost"> (-{cost} pts)</span>}
        </span>
      </li>
    </ul>
  );
}
