import './team-screen.css';

/** One button of a team screen's action row. */
export type TeamAction = {
  label: string;
  onClick: () => void;
  disabled: boolean;
  /** The screen's main action (Enter Squad, Make Transfers, Save Your Team); else secondary. */
  primary?: boolean;
};

/** The action row under a team screen's pitch or list, its buttons in the order given. */
export function TeamActions({ actions }: { actions: readonly TeamAction[] }) {
  return (
    <div className="team-actions">
      {actions.map((a) => (
        <button
          key={a.label}
          type="button"
          className={a.primary ? 'button button--primary' : 'button button--secondary'}
          disabled={a.disabled}
          onClick={a.onClick}
        >
          {a.label}
        </button>
      ))}
    </div>
  );
}
