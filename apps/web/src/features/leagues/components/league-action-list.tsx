import './leagues.css';

/** A button every league of the list carries: its word and what it does to the league. */
export type LeagueAction = { label: string; onAct: (id: number) => void };

/**
 * Leagues by name, each with the same buttons, the first one the primary; a screen reader hears
 * each button with its league's name.
 */
export function LeagueActionList({
  leagues,
  busy,
  actions,
}: {
  leagues: ReadonlyArray<{ id: number; name: string }>;
  busy: boolean;
  actions: readonly LeagueAction[];
}) {
  return (
    <ul className="renew-list">
      {leagues.map((l) => (
        <li key={l.id} className="renew-list__item">
          <span className="renew-list__name">{l.name}</span>
          <span className="renew-list__actions">
            {actions.map((action, i) => (
              <button
                key={action.label}
                type="button"
                className={i === 0 ? 'button button--primary' : 'button button--secondary'}
                disabled={busy}
                aria-label={`${action.label} ${l.name}`}
                onClick={() => action.onAct(l.id)}
              >
                {action.label}
              </button>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
