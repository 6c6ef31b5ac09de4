import './live-badge.css';

/** Marks figures of a gameweek still being played: provisional until it is finalised. */
export function LiveBadge() {
  return <span className="live-badge">Live</span>;
}
