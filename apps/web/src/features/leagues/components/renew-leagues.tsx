import type { RenewableLeague } from '../api/types';
import './leagues.css';

/**
 * Renew your leagues (SPEC §4): each league the manager ran last season with Renew and Delete.
 * A failed renew or delete is ignored and the list is read again (SPEC §8).
 */
export function RenewLeagues({
  leagues,
  busy,
  onRenew,
  onDelete,
}: {
  leagues: readonly RenewableLeague[];
  busy: boolean;
  onRenew: (id: number) => void;
  onDelete: (id: number) => void;
}) {
  if (leagues.length === 0) return <p>You have no leagues from last season to renew.</p>;
  return (
    <ul className="renew-list">
      {leagues.map((l) => (
        <li key={l.id} className="renew-list__item">
          <span className="renew-list__name">{l.name}</span>
          <span className="renew-list__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              aria-label={`Renew ${l.name}`}
              onClick={() => onRenew(l.id)}
            >
              Renew
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              aria-label={`Delete ${l.name}`}
              onClick={() => onDelete(l.id)}
            >
              Delete
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
