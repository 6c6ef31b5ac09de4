import './info-button.css';

/**
 * The small round 'i' that opens a player's dialog, wherever a player is shown. `className`
 * places it (on a pitch card, after a name in a table).
 */
export function InfoButton({
  label,
  onClick,
  className,
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={className ? `info-button ${className}` : 'info-button'}
      aria-label={label}
      onClick={onClick}
    >
      i
    </button>
  );
}
