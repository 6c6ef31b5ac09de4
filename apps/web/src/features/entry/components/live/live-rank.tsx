import { Movement } from '../../../../components/ui/movement';
import { formatRank } from '../../../../lib/format-rank';
import { useEntryEventPicks, type EntryEventPicks } from '../../api/get-entry-event-picks';
import './live.css';

type History = EntryEventPicks['entry_history'];

/**
 * The live overall rank with its arrow against the rank after the previous gameweek (none in
 * a manager's first gameweek).
 */
export function LiveRankValue({ history }: { history: History }) {
  if (history.overall_rank == null) return <>-</>;
  return (
    <>
      {history.last_overall_rank != null && (
        <>
          <Movement rank={history.overall_rank} lastRank={history.last_overall_rank} />{' '}
        </>
      )}
      <span data-testid="live-rank">{formatRank(history.overall_rank)}</span>
    </>
  );
}

/** 'Live Rank' while the manager's gameweek is being played; nothing otherwise. */
export function LiveRank({ entryId, event }: { entryId: number; event: number }) {
  const picks = useEntryEventPicks(entryId, event, { enabled: true, live: true });
  const history = picks.data?.entry_history;
  if (!history?.provisional) return null;
  return (
    <p className="live-rank">
      <span className="live-rank__label">Live Rank</span>{' '}
      <strong>
        <LiveRankValue history={history} />
      </strong>
    </p>
  );
}
