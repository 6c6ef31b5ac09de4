import { useId, useState } from 'react';
import type { Availability } from './availability';
import './availability-flag.css';

/**
 * The flag of a doubtful or missing player: its colour tells the chance, and its news shows on
 * hover or keyboard focus, and on a tap for touch screens. It sits beside the player's own
 * button (a button cannot hold another).
 */
export function AvailabilityFlag({
  availability,
  name,
  className = '',
}: {
  availability: Availability;
  name: string;
  className?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const words = availability.news
    ? `${availability.news} ${availability.chance}`
    : availability.chance;
  return (
    <span className={`availability ${className}`} data-open={open || undefined}>
      <button
        type="button"
        className={`availability__flag availability__flag--${availability.level}`}
        aria-label={`${name}: ${availability.chance}`}
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
        onBlur={() => setOpen(false)}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 1.5v13" strokeWidth="1.6" stroke="currentColor" />
          <path d="M3.8 2h9.7l-2.6 3.6 2.6 3.6H3.8z" fill="currentColor" />
        </svg>
      </button>
      <span role="tooltip" id={id} className="availability__news">
        {words}
      </span>
    </span>
  );
}
